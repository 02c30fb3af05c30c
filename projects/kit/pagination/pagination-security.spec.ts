import { Component, Injectable, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { ready } from 'kit-ui/core';
import { KitPaginationComponent } from './pagination.component';
import { KitPaginationIntl } from './pagination-intl';
import { KitHrefTemplate, KitPaginationOptions, KitPaginationTemplates } from './pagination-options';
import { Pagination } from './pagination';
import { PlainPagination } from './pagination-plain';

/*
 * Security audit, pagination bar: hostile string and function templates (mXSS, namespace
 * confusion, script URLs, clobbering), hostile hrefTemplate results and hostile KitPaginationIntl
 * texts, in the component (through `Pagination` and in an Angular host) and in `PlainPagination`.
 * Every case proves the harmless part of the template is drawn.
 */

type Trip = Window & { __kitPagePwned?: number };
const RUN = 'window.__kitPagePwned=(window.__kitPagePwned||0)+1';
const tripped = () => (window as Trip).__kitPagePwned ?? 0;

/** Waits until an `<img onerror>` drawn by now would have fired (a control image after it, then frames). */
async function settle(): Promise<void> {
  await new Promise<void>((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => resolve();
    img.src = `/kit-page-sec-control-${Date.now()}-${Math.random()}.png`;
  });
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 30));
}

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'data', 'poster', 'background'];

/** What in the bar could run script or take over the page; empty when clean. */
function dangers(root: Element): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (/^(script|style|iframe|object|embed|base|form|meta|noscript|template|svg|math|link)$/.test(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style') found.push(`${tag} ${name}`);
      if ((name === 'id' || name === 'name') && value in document) found.push(`${tag} ${name}=${value}`);
      const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript):/.test(url)) found.push(`${tag} ${name}=${value}`);
    }
  }
  return found;
}

/** String templates: each draws a page link whose harmless part is "kpN" with the page number. */
const TEMPLATES: readonly string[] = [
  `<a href="#">kp1-{{page}}<img src="/kit-page-missing-{{page}}.png" onerror="${RUN}"></a>`,
  `<a href="#">kp2-{{page}}<svg><script>${RUN}</script></svg></a>`,
  `<a href="#">kp3-{{page}}<math><mtext><table><mglyph><style><img src=/kit-page-missing-3.png onerror="${RUN}"></a>`,
  `<a href="#">kp4-{{page}}<noscript><p title="</noscript><img src=/kit-page-missing-4.png onerror=${RUN}>"></a>`,
  `<a href="#" style="background:url(javascript:${RUN})">kp5-{{page}}<style>a{}</style></a>`,
  `<a href="&#106;avascript:${RUN}">kp6-{{page}}</a>`,
  `<a href="java\tscript:${RUN}">kp7-{{page}}</a>`,
  `<a href="#" name="getElementById" id="cookie">kp8-{{page}}</a>`,
  `<a href="#">kp9-{{page}}<iframe srcdoc="<script>parent.${RUN}</script>"></iframe><form action="javascript:${RUN}"><button formaction="javascript:${RUN}">b</button></form></a>`,
  `<a href="#">kp10-{{page}}<svg><a xlink:href="javascript:${RUN}"><text>t</text></a></svg><object data="javascript:${RUN}"></object></a>`,
];
const HREFS: readonly KitHrefTemplate[] = [
  `javascript:${RUN}//{{page}}`,
  ` JAVASCRIPT:${RUN}//{{page}}`,
  (page) => `java\tscript:${RUN}//${page}`,
  (page) => `\u0001javascript:${RUN}//${page}`,
  (page) => `javascript:${RUN}//${page}`,
];

type Bar = { destroy(): void };
let made: { bar: Bar; el: HTMLElement }[] = [];

/** One bar of each implementation with `options`. */
function bars(options: KitPaginationOptions): { name: string; el: HTMLElement }[] {
  return ([['Pagination', Pagination], ['PlainPagination', PlainPagination]] as const).map(([name, Impl]) => {
    const el = document.body.appendChild(document.createElement('div'));
    made.push({ bar: new Impl(el, { usageStatistics: false, totalItems: 30, itemsPerPage: 10, ...options }), el });
    return { name, el };
  });
}

describe('Security audit: pagination bar', () => {
  beforeAll(async () => {
    await ready;
  });
  beforeEach(() => ((window as Trip).__kitPagePwned = 0));
  afterEach(() => {
    for (const { bar, el } of made) {
      bar.destroy();
      el.remove();
    }
    made = [];
    delete (window as Trip).__kitPagePwned;
  });

  it('string templates: each hostile template draws its text and nothing that runs', async () => {
    for (const [i, template] of TEMPLATES.entries()) {
      for (const { name, el } of bars({ template: { page: template, currentPage: template } })) {
        expect(el.textContent).withContext(`${name}: ${template}`).toContain(`kp${i + 1}-2`);
        expect(dangers(el)).withContext(`${name}: ${template}`).toEqual([]);
      }
    }
    await settle();
    expect(tripped()).toBe(0);
  });

  it('function templates: the same markup returned by a function, for every slot', async () => {
    for (const [i, template] of TEMPLATES.entries()) {
      const fill = (data: { page?: number; type?: string }) => template.replace('{{page}}', String(data.page ?? data.type));
      const templates: KitPaginationTemplates = { page: fill, currentPage: fill, moveButton: fill, disabledMoveButton: fill, moreButton: fill };
      for (const { name, el } of bars({ template: templates, totalItems: 500, page: 25 })) {
        expect(el.textContent).withContext(`${name}: ${template}`).toContain(`kp${i + 1}-next`);
        expect(dangers(el)).withContext(`${name}: ${template}`).toEqual([]);
      }
    }
    await settle();
    expect(tripped()).toBe(0);
  });

  it('hrefTemplate: a script URL never becomes a page link, the links stay', () => {
    for (const href of HREFS) {
      for (const { name, el } of bars({ hrefTemplate: href })) {
        const link = el.querySelector<HTMLAnchorElement>('[data-kit-item="page"]:not([aria-current])')!;
        expect(link.textContent).withContext(name).toBe('2');
        expect(link.hasAttribute('href')).withContext(name).toBeTrue();
        expect(dangers(el)).withContext(`${name}: ${String(href)}`).toEqual([]);
      }
    }
  });

  it('KitPaginationIntl texts are names and text, never markup (component)', async () => {
    const hostile = `<img src="/kit-page-missing-intl.png" onerror="${RUN}">kpintl`;
    @Injectable()
    class HostileIntl extends KitPaginationIntl {
      override navigationLabel = `${hostile}-nav`;
      override nextPageLabel = `${hostile}-next`;
      override itemsPerPageLabel = `${hostile}-size`;
      override jumpToPageLabel = `${hostile}-jump`;
      override pageLabel(page: number): string {
        return `${hostile}-${page}`;
      }
      override rangeLabel(): string {
        return `${hostile}-range`;
      }
      override pageAnnouncement(page: number): string {
        return `${hostile}-announce-${page}`;
      }
    }
    @Component({
      imports: [KitPaginationComponent],
      template: `<kit-pagination [totalItems]="100" [(page)]="page" [pageSizeOptions]="[10, 20]" [showJumpTo]="true" [showRangeLabel]="true" />`,
    })
    class IntlHost {
      page = signal(1);
    }
    TestBed.configureTestingModule({ providers: [{ provide: KitPaginationIntl, useClass: HostileIntl }] });
    const fixture = TestBed.createComponent(IntlHost);
    fixture.detectChanges();
    await fixture.whenStable();
    const bar = fixture.nativeElement as HTMLElement;
    expect(bar.querySelector('kit-pagination')!.getAttribute('aria-label')).toBe(`${hostile}-nav`);
    expect(bar.querySelector('[data-kit-item="next"]')!.getAttribute('aria-label')).toBe(`${hostile}-next`);
    expect(bar.textContent).toContain('kpintl-range');
    bar.querySelector<HTMLElement>('[data-kit-item="next"]')!.click(); // a user's move is announced
    fixture.detectChanges();
    await fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve, 150)); // the live region's pause
    expect(document.querySelector('.kit-live-announcer')!.textContent).toBe(`${hostile}-announce-2`);
    expect(document.querySelector('.kit-live-announcer')!.children.length).toBe(0);
    expect(document.querySelectorAll('img[onerror], img[src*="kit-page-missing-intl"]').length).toBe(0);
    expect(dangers(bar)).toEqual([]);
    await settle();
    expect(tripped()).toBe(0);
  });
});
