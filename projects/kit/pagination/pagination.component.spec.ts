import { Component, ErrorHandler, Injectable, signal } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { KitPaginationComponent } from './pagination.component';
import { KitPaginationTemplate } from './pagination-template.directive';
import { KitHrefTemplate, KitPaginationTemplates } from './pagination-options';
import { KitAfterMoveEvent, KitBeforeMoveEvent } from './pagination-events';
import { KIT_PAGINATION_DEFAULT_OPTIONS } from './pagination-default-options';
import { PaginationMarkup } from './pagination-markup';
import { KitPaginationIntl } from './pagination-intl';
import { KitPaginationHarness } from './testing/pagination-harness';

@Component({
  imports: [KitPaginationComponent],
  template: `<kit-pagination
    [totalItems]="total()" [(page)]="page"
    [template]="template()" [hrefTemplate]="href()" [hasNextPage]="hasNext()" [pageSizeOptions]="sizes()"
    [showJumpTo]="jump()" [showRangeLabel]="range()" [disabled]="off()" [ariaLabel]="label()"
    (beforeMove)="onBefore($event)" (afterMove)="after.push($event)" />`,
})
class Host {
  total = signal<number | null>(100);
  page = signal(1);
  template = signal<KitPaginationTemplates>({});
  href = signal<KitHrefTemplate | null>(null);
  label = signal<string | undefined>(undefined);
  sizes = signal<number[]>([]);
  hasNext = signal(false);
  jump = signal(false);
  range = signal(false);
  off = signal(false);
  refuse = new Set<number>();
  before: number[] = [];
  after: KitAfterMoveEvent[] = [];
  onBefore(event: KitBeforeMoveEvent): void {
    this.before.push(event.page);
    if (this.refuse.has(event.page)) event.preventDefault();
  }
}

@Component({ imports: [KitPaginationComponent], template: `<kit-pagination />` })
class BareHost {}

@Component({
  imports: [KitPaginationComponent, KitPaginationTemplate],
  template: `<kit-pagination [totalItems]="100" [(page)]="page">
    <ng-template kitPaginationTemplate="page" let-page><a href="#" class="tpl-page">p{{ page }}</a></ng-template>
    <ng-template kitPaginationTemplate="currentPage" let-page><b class="tpl-current">{{ page }}</b></ng-template>
    <ng-template kitPaginationTemplate="moveButton" let-type><button type="button" class="tpl-move">{{ type }}</button></ng-template>
  </kit-pagination>`,
})
class SlotHost {
  page = signal(1);
}


async function settle(fixture: ComponentFixture<unknown>): Promise<void> {
  fixture.detectChanges();
  await fixture.whenStable();
}

async function setup<T = Host>(configure?: (host: Host) => void, type: new () => T = Host as never) {
  const fixture = TestBed.createComponent(type);
  configure?.(fixture.componentInstance as Host);
  await settle(fixture);
  const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
  const kit = fixture.debugElement.query(By.directive(KitPaginationComponent)).componentInstance as KitPaginationComponent;
  return { fixture, host: fixture.componentInstance as Host, bar, kit, settle: () => settle(fixture) };
}

const items = (bar: HTMLElement) => Array.from(bar.querySelectorAll<HTMLElement>(':scope > [data-kit-item]'));
const item = (bar: HTMLElement, kind: string) => bar.querySelector<HTMLElement>(`:scope > [data-kit-item="${kind}"]`)!;
/** The page link or current page showing `page` (custom templates may add a prefix such as "p"). */
const pageEl = (bar: HTMLElement, page: number) =>
  items(bar).find((el) => el.dataset['kitItem'] === 'page' && new RegExp(`^\\D*${page}$`).test(el.textContent!.trim()))!;

/** e.g. "first* prev* [1] 2 3 more-next next last" (* = aria-disabled). */
function picture(bar: HTMLElement): string {
  return items(bar)
    .map((el) => {
      const kind = el.dataset['kitItem']!;
      const text = kind === 'page' ? el.textContent!.trim() : kind;
      const shown = el.getAttribute('aria-current') === 'page' ? `[${text}]` : text;
      return shown + (el.getAttribute('aria-disabled') === 'true' ? '*' : '');
    })
    .join(' ');
}

function failOn5({ page }: { page: number }): string {
  if (page === 5) throw new Error('cannot draw page 5');
  return `<strong class="kit-page-btn kit-is-selected">${page}</strong>`;
}

function key(target: Element, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('KitPaginationComponent', () => {
  afterEach(() => ((window as unknown as Record<string, unknown>)['kitPwned'] = undefined));

  describe('default markup (interface.md, reference Part A)', () => {
    it('draws every item kind with the exact tags, classes and inner markup', async () => {
      const { bar } = await setup((h) => (h.total.set(500), h.page.set(15)));
      expect(picture(bar)).toBe('first prev more-prev 11 12 13 14 [15] 16 17 18 19 20 more-next next last');
      for (const type of ['first', 'prev', 'next', 'last']) {
        const el = item(bar, type);
        expect(el.tagName).toBe('A');
        expect(el.getAttribute('href')).toBe('#');
        expect(el.className).toBe(`kit-page-btn kit-${type}`);
        expect(el.innerHTML).toBe(`<span class="kit-ico-${type}">${type}</span>`);
      }
      const link = pageEl(bar, 12);
      expect([link.tagName, link.className, link.getAttribute('href'), link.textContent]).toEqual(['A', 'kit-page-btn', '#', '12']);
      const current = pageEl(bar, 15);
      expect([current.tagName, current.className, current.hasAttribute('href')]).toEqual(['STRONG', 'kit-page-btn kit-is-selected', false]);
      expect(item(bar, 'more-prev').className).toBe('kit-page-btn kit-prev-is-ellip kit-first-child');
      expect(item(bar, 'more-next').className).toBe('kit-page-btn kit-next-is-ellip kit-last-child');
      expect(item(bar, 'more-next').innerHTML).toBe('<span class="kit-ico-ellip">...</span>');
      expect(bar.querySelectorAll('.kit-first-child').length).toBe(1);
      expect(bar.querySelectorAll('.kit-last-child').length).toBe(1);
      // The items are the host's direct children, and nothing else is drawn by default.
      expect(Array.from(bar.children).map((el) => el.getAttribute('data-kit-item') && 'item')).toEqual(Array(16).fill('item'));
      expect(bar.querySelector('select, input, .kit-pagination-range')).toBeNull();
    });

    it('uses spans for disabled buttons and moves the edge classes to the end page links', async () => {
      const bare = (await setup(undefined, BareHost)).bar; // the contract defaults: 10 items, one page
      expect(picture(bare)).toBe('first* prev* [1] next* last*');
      expect(pageEl(bare, 1).className).toBe('kit-page-btn kit-is-selected kit-first-child kit-last-child');
      const { bar, kit, settle } = await setup((h) => h.total.set(455));
      for (const type of ['first', 'prev']) {
        const el = item(bar, type);
        expect(el.tagName).toBe('SPAN');
        expect(el.className).toBe(`kit-page-btn kit-is-disabled kit-${type}`);
        expect(el.innerHTML).toBe(`<span class="kit-ico-${type}">${type}</span>`);
      }
      expect(pageEl(bar, 1).classList).toContain('kit-first-child');
      kit.movePageTo(46);
      await settle();
      expect(picture(bar)).toBe('first prev more-prev 41 42 43 44 45 [46] next* last*');
      expect(pageEl(bar, 46).classList).toContain('kit-last-child');
      expect(item(bar, 'more-prev').classList).toContain('kit-first-child');
      expect(item(bar, 'last').className).toBe('kit-page-btn kit-is-disabled kit-last');
    });

  });

  describe('templates', () => {
    it('fills {{page}}/{{type}} in string templates; missing slots keep the defaults', async () => {
      const { bar, kit, settle } = await setup((h) => {
        h.total.set(500);
        h.page.set(15);
        h.template.set({
          page: '<a href="#" class="p">P{{page}}</a>',
          currentPage: '<em class="cur">{{ page }}</em>',
          moveButton: '<a href="#" class="mv-{{type}}">{{type}}</a>',
          moreButton: '<a href="#" class="more-{{type}}">more</a>',
        });
      });
      expect([pageEl(bar, 11).className, pageEl(bar, 11).textContent]).toEqual(['p', 'P11']);
      expect(pageEl(bar, 15).tagName).toBe('EM');
      expect(item(bar, 'first').className).toBe('mv-first');
      expect(item(bar, 'more-prev').className).toBe('more-prev kit-first-child');
      kit.movePageTo(1);
      await settle();
      expect(item(bar, 'prev').className).toBe('kit-page-btn kit-is-disabled kit-prev');
    });

    it('calls function templates with {page} or {type}', async () => {
      const page = jasmine.createSpy('page').and.callFake(({ page }: { page: number }) => `<a href="#" class="fn">#${page}</a>`);
      const move = jasmine.createSpy('move').and.callFake(({ type }: { type: string }) => `<a href="#" class="fn-${type}">${type}</a>`);
      const { bar, host, settle } = await setup((h) => h.template.set({ page, moveButton: move }));
      expect(page).toHaveBeenCalledWith({ page: 2 });
      expect(move).toHaveBeenCalledWith({ type: 'next' });
      expect(pageEl(bar, 3).textContent).toBe('#3');
      item(bar, 'next').click();
      await settle();
      expect(host.page()).toBe(2);
      expect(item(bar, 'first').className).toBe('fn-first');
    });

    it('explains that a string template lost its element to the sanitizer (use ng-template for other elements); buttons are kept', () => {
      // Angular's HTML sanitizer (no extra weight) has no <button> or <input> in its allow-list; kit keeps buttons itself.
      const markup = TestBed.inject(PaginationMarkup);
      expect(() => markup.prototype('moveButton', '<input type="button" value="next">')).toThrowError(
        /"moveButton".*sanitizer.*ng-template/,
      );
      expect(markup.prototype('moveButton', '<button class="b">next</button>').outerHTML).toBe('<button class="b" type="button">next</button>');
      expect(markup.prototype('page', '<a href="#" class="x">1</a>').outerHTML).toBe('<a href="#" class="x">1</a>');
    });

    it('stamps ng-template kitPaginationTemplate slots as direct children, with kit ARIA added', async () => {
      const { bar, fixture } = await setup(undefined, SlotHost);
      expect(picture(bar)).toBe('first* prev* [1] p2 p3 p4 p5 p6 p7 p8 p9 p10 next last');
      expect([pageEl(bar, 1).tagName, pageEl(bar, 1).classList.contains('tpl-current')]).toEqual(['B', true]);
      expect(pageEl(bar, 2).className).toBe('tpl-page');
      const next = item(bar, 'next');
      expect([next.tagName, next.className, next.getAttribute('aria-label')]).toEqual(['BUTTON', 'tpl-move', 'Next page']);
      next.click();
      await settle(fixture);
      expect((fixture.componentInstance as unknown as SlotHost).page()).toBe(2);
      expect(item(bar, 'first').tagName).toBe('BUTTON');
      expect(Array.from(bar.children).every((el) => el.hasAttribute('data-kit-item'))).toBeTrue();
    });

    it('sanitizes template output: no handlers, no javascript: URLs, nothing runs', async () => {
      const { bar, settle } = await setup((h) =>
        h.template.set({
          page: '<a href="#" onclick="window.kitPwned=1">{{page}}<img src="/kit-missing-{{page}}.png" onerror="window.kitPwned=1"></a>',
          moveButton: ({ type }) => `<a href="javascript:window.kitPwned=1" onmouseover="window.kitPwned=1">${type}</a>`,
        }),
      );
      const images = Array.from(bar.querySelectorAll('img'));
      expect(images.length).toBe(9);
      await Promise.all(images.map((img) => img.complete || new Promise((done) => img.addEventListener('error', done))));
      for (const el of Array.from(bar.querySelectorAll('*'))) {
        expect(el.getAttributeNames().filter((n) => n.startsWith('on'))).toEqual([]);
        expect(el.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
      }
      item(bar, 'next').click();
      pageEl(bar, 2).click();
      await settle();
      expect((window as unknown as Record<string, unknown>)['kitPwned']).toBeUndefined();
    });

    it('keeps state and DOM when a template throws on a move; the error reaches the caller or ErrorHandler', async () => {
      const errors = jasmine.createSpyObj<ErrorHandler>('ErrorHandler', ['handleError']);
      TestBed.configureTestingModule({ rethrowApplicationErrors: false, providers: [{ provide: ErrorHandler, useValue: errors }] });
      const { bar, kit, host, settle } = await setup((h) => h.template.set({ currentPage: failOn5 }));
      const before = bar.innerHTML;
      expect(() => kit.movePageTo(5)).toThrowError('cannot draw page 5');
      pageEl(bar, 5).click(); // from a click, Angular hands the error to the ErrorHandler
      await settle();
      expect(errors.handleError).toHaveBeenCalledOnceWith(new Error('cannot draw page 5'));
      expect(bar.innerHTML).toBe(before);
      expect([kit.service.page(), host.page(), host.after.length]).toEqual([1, 1, 0]);
      kit.movePageTo(4);
      await settle();
      expect(picture(bar)).toContain('[4]');
    });
  });

  describe('accessibility', () => {
    it('is a labelled navigation landmark with the current page marked', async () => {
      const { bar, host, settle } = await setup((h) => (h.total.set(500), h.page.set(15)));
      expect(bar.getAttribute('role')).toBe('navigation');
      expect(bar.getAttribute('aria-label')).toBe('Pagination');
      expect(Array.from(bar.querySelectorAll('[aria-current]')).map((el) => [el.getAttribute('aria-current'), el.textContent])).toEqual([['page', '15']]);
      const labels = ['first', 'prev', 'more-prev', 'more-next', 'next', 'last'].map((k) => item(bar, k).getAttribute('aria-label'));
      expect(labels).toEqual(['First page', 'Previous page', 'Previous pages, go to page 10', 'Next pages, go to page 21', 'Next page', 'Last page']);
      expect(pageEl(bar, 12).getAttribute('aria-label')).toBe('Page 12');
      host.label.set('Search results');
      await settle();
      expect(bar.getAttribute('aria-label')).toBe('Search results');
    });

    it('keeps disabled items out of focus and exactly one tab stop (roving tabindex)', async () => {
      const { bar, settle } = await setup();
      for (const el of [item(bar, 'first'), item(bar, 'prev')]) {
        expect(el.getAttribute('aria-disabled')).toBe('true');
        expect(el.hasAttribute('tabindex') || el.hasAttribute('href')).toBeFalse();
        el.focus();
        expect(document.activeElement).not.toBe(el);
      }
      const stops = () => items(bar).filter((el) => el.tabIndex === 0);
      expect(stops()).toEqual([pageEl(bar, 1)]);
      item(bar, 'next').focus();
      await settle();
      expect(stops()).toEqual([item(bar, 'next')]);
      expect(pageEl(bar, 1).tabIndex).toBe(-1);
    });

    it('moves focus with ArrowLeft/ArrowRight/Home/End', async () => {
      const { bar } = await setup();
      pageEl(bar, 1).focus();
      const event = key(pageEl(bar, 1), 'ArrowRight');
      expect(event.defaultPrevented).toBeTrue();
      expect(document.activeElement).toBe(pageEl(bar, 2));
      key(document.activeElement!, 'ArrowLeft');
      expect(document.activeElement).toBe(pageEl(bar, 1));
      key(document.activeElement!, 'End');
      expect(document.activeElement).toBe(item(bar, 'last'));
      key(document.activeElement!, 'Home');
      expect(document.activeElement).toBe(pageEl(bar, 1));
    });

    it('activates with Space, and with Enter where the browser would not', async () => {
      const { bar, host, settle } = await setup((h) => h.template.set({ page: '<span class="kit-page-btn">{{page}}</span>' }));
      pageEl(bar, 3).focus();
      expect(key(pageEl(bar, 3), ' ').defaultPrevented).toBeTrue();
      await settle();
      expect(host.page()).toBe(3);
      expect(pageEl(bar, 5).getAttribute('role')).toBe('link');
      key(pageEl(bar, 5), 'Enter');
      await settle();
      expect(host.page()).toBe(5);
      // On a real link Enter is left to the browser, which turns it into a click.
      expect(key(item(bar, 'next'), 'Enter').defaultPrevented).toBeFalse();
      expect(host.after.map((e) => e.page)).toEqual([3, 5]);
      await new Promise((done) => setTimeout(done, 150)); // the live region waits 100 ms, as CDK's does
      const region = document.querySelector('.kit-live-announcer')!;
      expect([region.getAttribute('aria-live'), region.textContent]).toEqual(['polite', 'Page 5 of 10']);
    });

    it('keeps focus inside the bar when the focused item changes or becomes disabled', async () => {
      const { bar, settle } = await setup();
      pageEl(bar, 4).focus();
      key(pageEl(bar, 4), ' ');
      await settle();
      expect(document.activeElement).toBe(pageEl(bar, 4));
      expect(document.activeElement!.getAttribute('aria-current')).toBe('page');
      item(bar, 'last').focus();
      key(item(bar, 'last'), ' ');
      await settle();
      expect(bar.contains(document.activeElement)).toBeTrue();
      expect(document.activeElement).toBe(pageEl(bar, 10));
      expect(items(bar).filter((el) => el.tabIndex === 0)).toEqual([pageEl(bar, 10)]);
    });

    // Regression guard: items are tracked by $index, so when a move adds the "more-prev" button every later
    // item shifts by one outlet and focus lands on the wrong button (here more-next, not next).
    it('keeps focus on the activated button when a move changes the number of items', async () => {
      const { bar, host, settle } = await setup((h) => (h.total.set(500), h.page.set(10)));
      item(bar, 'next').focus();
      key(item(bar, 'next'), ' ');
      await settle();
      expect(host.page()).toBe(11);
      expect(document.activeElement).toBe(item(bar, 'next'));
    });
  });

  describe('events and binding', () => {
    it('emits beforeMove then afterMove {page}, and preventDefault() cancels', async () => {
      const { bar, host, settle } = await setup();
      host.refuse.add(3);
      const before = bar.innerHTML;
      pageEl(bar, 3).click();
      await settle();
      expect([host.before, host.after, host.page()]).toEqual([[3], [], 1]);
      expect(bar.innerHTML).toBe(before);
      pageEl(bar, 4).click();
      await settle();
      expect(host.after).toEqual([{ page: 4 }]);
      expect(picture(bar)).toBe('first prev 1 2 3 [4] 5 6 7 8 9 10 next last');
    });

    it('ignores clicks on the current page and on disabled buttons, and prevents every default', async () => {
      const { bar, host, settle } = await setup();
      for (const el of [pageEl(bar, 1), item(bar, 'first'), item(bar, 'prev')]) {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true });
        el.dispatchEvent(click);
        expect(click.defaultPrevented).toBeTrue();
      }
      item(bar, 'next').querySelector('span')!.click(); // the icon inside the button
      await settle();
      expect([host.before, host.after.map((e) => e.page)]).toEqual([[2], [2]]);
    });

    it('binds [(page)] both ways; writing it fires no move events and is clamped', async () => {
      const { bar, host, settle } = await setup();
      host.page.set(7);
      await settle();
      expect(picture(bar)).toContain('[7]');
      host.page.set(999);
      await settle();
      expect([host.page(), host.before.length, host.after.length]).toEqual([10, 0, 0]);
      pageEl(bar, 3).click();
      await settle();
      expect(host.page()).toBe(3);
    });

    it('makes real links with hrefTemplate while a plain click still moves in place', async () => {
      const { bar, host, settle } = await setup((h) => h.href.set('/items?page={{page}}'));
      expect(pageEl(bar, 3).getAttribute('href')).toBe('/items?page=3');
      expect(item(bar, 'next').getAttribute('href')).toBe('/items?page=2');
      expect(item(bar, 'last').getAttribute('href')).toBe('/items?page=10');
      expect(item(bar, 'first').hasAttribute('href')).toBeFalse();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      pageEl(bar, 3).dispatchEvent(click);
      await settle();
      expect([click.defaultPrevented, host.page()]).toEqual([true, 3]);
      host.href.set((page: number) => `javascript:alert(${page})`);
      await settle();
      expect(pageEl(bar, 4).getAttribute('href')).not.toMatch(/^javascript:/);
    });

    it('supports an unknown total with hasNextPage', async () => {
      const { bar, host, settle } = await setup((h) => (h.total.set(null), h.hasNext.set(true), h.page.set(3), h.range.set(true)));
      expect(picture(bar)).toBe('first prev 1 2 [3] 4 next');
      expect(bar.querySelector('.kit-pagination-range')!.textContent).toBe('21–30');
      item(bar, 'next').click();
      host.hasNext.set(false);
      await settle();
      expect(host.page()).toBe(4);
      expect(picture(bar)).toBe('first prev 1 2 3 [4] next*');
    });

  });

  describe('optional parts', () => {
    it('offers a page-size selector that shows the page holding the first item shown before, without move events', async () => {
      const { bar, host, settle } = await setup((h) => (h.sizes.set([10, 25, 50]), h.page.set(8)));
      const select = bar.querySelector('select')!;
      expect(Array.from(select.options).map((o) => o.value)).toEqual(['10', '25', '50']);
      expect(select.value).toBe('10');
      expect(bar.querySelector('.kit-pagination-size-label')!.textContent).toBe('Items per page');
      select.value = '25';
      select.dispatchEvent(new Event('change'));
      await settle();
      // Page 8 of 10 per page shows items 71-80; at 25 per page, item 71 is on page 3.
      expect(picture(bar)).toBe('first prev 1 2 [3] 4 next last');
      expect([host.page(), host.before.length, host.after.length]).toEqual([3, 0, 0]);
    });

    it('offers a jump-to input that moves with events', async () => {
      const { bar, host, settle } = await setup((h) => h.jump.set(true));
      const input = bar.querySelector('input')!;
      expect([input.type, input.getAttribute('max')]).toEqual(['number', '10']);
      input.value = '7';
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await settle();
      expect([host.page(), host.before, input.value]).toEqual([7, [7], '']);
    });

    it('shows the range label', async () => {
      TestBed.inject(KitPaginationIntl).locale = 'en-US';
      const { bar, kit, settle } = await setup((h) => (h.total.set(1234), h.range.set(true), h.page.set(3)));
      expect(bar.querySelector('.kit-pagination-range')!.textContent).toBe('21–30 of 1,234');
      kit.movePageTo(124);
      await settle();
      expect(bar.querySelector('.kit-pagination-range')!.textContent).toBe('1,231–1,234 of 1,234');
    });
  });

  describe('configuration', () => {
    it('takes class names and extras from KIT_PAGINATION_DEFAULT_OPTIONS, inputs winning', async () => {
      TestBed.configureTestingModule({
        providers: [{ provide: KIT_PAGINATION_DEFAULT_OPTIONS, useValue: { firstItemClassName: 'edge-a', lastItemClassName: 'edge-z', showRangeLabel: true } }],
      });
      const { bar } = await setup((h) => h.total.set(100));
      expect(pageEl(bar, 1).classList).toContain('edge-a');
      expect(bar.querySelector('.edge-z')).toBe(pageEl(bar, 10));
      expect(bar.querySelector('.kit-pagination-range')).toBeNull(); // the bound [showRangeLabel]="false" wins
    });

    // Regression guard: default options reach only the input signals; the service is configured in ngOnChanges
    // only for bound inputs, so an unbound totalItems/visiblePages/centerAlign default is ignored.
    it('applies KIT_PAGINATION_DEFAULT_OPTIONS counts to a bar with no bindings', async () => {
      TestBed.configureTestingModule({ providers: [{ provide: KIT_PAGINATION_DEFAULT_OPTIONS, useValue: { totalItems: 100, visiblePages: 5 } }] });
      const { bar } = await setup(undefined, BareHost);
      expect(picture(bar)).toBe('first* prev* [1] 2 3 4 5 more-next next last');
    });

    it('checks KIT_PAGINATION_DEFAULT_OPTIONS as options are checked, naming the token', async () => {
      const cases: [unknown, RegExp][] = [
        [{ visiblePages: 0 }, /^KIT_PAGINATION_DEFAULT_OPTIONS: Pagination option "visiblePages" must be at least 1, got 0\.$/],
        [{ centerAlign: 'false' }, /^KIT_PAGINATION_DEFAULT_OPTIONS: Pagination option "centerAlign" must be true or false, got "false"\.$/],
        [{ visiblePage: 5 }, /^Unknown pagination default "visiblePage" in KIT_PAGINATION_DEFAULT_OPTIONS\. Valid names: totalItems, itemsPerPage, visiblePages, centerAlign,/],
        [{ page: 3 }, /^Unknown pagination default "page" in KIT_PAGINATION_DEFAULT_OPTIONS/],
      ];
      for (const [defaults, message] of cases) {
        TestBed.resetTestingModule();
        TestBed.configureTestingModule({ providers: [{ provide: KIT_PAGINATION_DEFAULT_OPTIONS, useValue: defaults }] });
        expect(() => TestBed.createComponent(KitPaginationComponent)).withContext(JSON.stringify(defaults)).toThrowError(message);
      }
      TestBed.resetTestingModule();
      TestBed.configureTestingModule({ providers: [{ provide: KIT_PAGINATION_DEFAULT_OPTIONS, useValue: { totalItems: '100', visiblePages: '5' } }] });
      const { bar } = await setup(undefined, BareHost);
      expect(picture(bar)).withContext('decimal strings read as numbers').toBe('first* prev* [1] 2 3 4 5 more-next next last');
    });

    it('relabels through a KitPaginationIntl subclass', async () => {
      @Injectable()
      class FrenchIntl extends KitPaginationIntl {
        override navigationLabel = 'Pages';
        override nextPageLabel = 'Page suivante';
        override pageLabel(page: number): string {
          return `Aller à la page ${page}`;
        }
      }
      TestBed.configureTestingModule({ providers: [{ provide: KitPaginationIntl, useClass: FrenchIntl }] });
      const { bar } = await setup();
      expect(bar.getAttribute('aria-label')).toBe('Pages');
      expect(item(bar, 'next').getAttribute('aria-label')).toBe('Page suivante');
      expect(pageEl(bar, 2).getAttribute('aria-label')).toBe('Aller à la page 2');
    });

    // Regression guard: intlState = computed(() => (intlVersion(), this.intl)) returns the same object every
    // time, so the computed is "unchanged" and nothing depending on it redraws after changes.next().
    it('redraws labels when KitPaginationIntl emits changes', async () => {
      const { bar, settle } = await setup();
      const intl = TestBed.inject(KitPaginationIntl);
      intl.navigationLabel = 'Seiten';
      intl.nextPageLabel = 'Nächste Seite';
      intl.changes.next();
      await settle();
      expect(bar.getAttribute('aria-label')).toBe('Seiten');
      expect(item(bar, 'next').getAttribute('aria-label')).toBe('Nächste Seite');
    });
  });

  describe('KitPaginationHarness', () => {
    it('reads and drives the bar', async () => {
      const { fixture, host } = await setup((h) => h.total.set(500));
      const loader = TestbedHarnessEnvironment.loader(fixture);
      const harness = await loader.getHarness(KitPaginationHarness);
      expect(await harness.getCurrentPage()).toBe(1);
      expect(await harness.getVisiblePages()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await harness.getLabel()).toBe('Pagination');
      expect([await harness.hasButton('more-prev'), await harness.hasButton('more-next')]).toEqual([false, true]);
      expect([await harness.isButtonDisabled('prev'), await harness.isButtonDisabled('next')]).toEqual([true, false]);
      await harness.clickButton('more-next');
      expect(await harness.getCurrentPage()).toBe(11);
      await harness.clickPage(15);
      expect(host.after).toEqual([{ page: 11 }, { page: 15 }]);
      expect(await loader.getHarnessOrNull(KitPaginationHarness.with({ page: 15 }))).not.toBeNull();
      expect(await loader.getHarnessOrNull(KitPaginationHarness.with({ page: 3 }))).toBeNull();
      const [first, , prevMore] = await harness.getItems();
      expect(first).toEqual({ kind: 'first', text: 'first', label: 'First page', current: false, disabled: false, tag: 'a', classes: ['kit-page-btn', 'kit-first'] });
      expect(prevMore.classes).toContain('kit-first-child');
      await expectAsync(harness.clickPage(99)).toBeRejectedWithError('Page 99 is not shown.');
    });

    it('reads page numbers whatever the templates draw (decorations, other digits)', async () => {
      const { fixture } = await setup((h) => h.template.set({ page: '<a href="#">p{{page}}</a>', currentPage: '<strong class="me">[{{page}}]</strong>' }));
      const harness = await TestbedHarnessEnvironment.loader(fixture).getHarness(KitPaginationHarness);
      expect(await harness.getCurrentPage()).toBe(1);
      expect((await harness.getVisiblePages()).slice(0, 3)).toEqual([1, 2, 3]);
      await harness.clickPage(3);
      expect(await harness.getCurrentPage()).toBe(3);
    });

    it('sees a bar disabled with [disabled] as disabled, and cannot move it', async () => {
      const { fixture, host, bar } = await setup((h) => (h.off.set(true), h.page.set(2), h.sizes.set([10, 20]), h.jump.set(true)));
      const harness = await TestbedHarnessEnvironment.loader(fixture).getHarness(KitPaginationHarness);
      expect(bar.getAttribute('aria-disabled')).toBe('true');
      expect(picture(bar)).toBe('first* prev* 1* [2] 3* 4* 5* 6* 7* 8* 9* 10* next* last*');
      expect([bar.querySelector('select')!.disabled, bar.querySelector('input')!.disabled]).toEqual([true, true]);
      expect(await harness.isButtonDisabled('next')).toBeTrue();
      await harness.clickButton('next');
      await harness.clickPage(3);
      expect([await harness.getCurrentPage(), host.page(), host.before.length]).toEqual([2, 2, 0]);
      // As a disabled native control: no tab stop at all, the current page included; back once enabled.
      expect(Array.from(bar.querySelectorAll<HTMLElement>('[data-kit-item]')).filter((el) => el.getAttribute('tabindex') === '0')).toEqual([]);
      host.off.set(false);
      fixture.detectChanges();
      await fixture.whenStable();
      expect(Array.from(bar.querySelectorAll<HTMLElement>('[data-kit-item]')).filter((el) => el.getAttribute('tabindex') === '0').map((el) => el.textContent!.trim())).toEqual(['2']);
    });
  });
});

@Component({
  imports: [KitPaginationComponent],
  template: `<p class="seen">{{ page }}</p><kit-pagination [totalItems]="total()" [(page)]="page" />`,
})
class PlainFieldPageHost {
  total = signal(100);
  page = 99;
}

/*
 * A page past the counts is clamped while Angular checks the bar (its inputs changed): `pageChange`
 * wrote the parent's plain `[(page)]` field during the parent's check, NG0100 in development and in
 * users' tests, and a parent showing the old page until its next check.
 */
describe('kit-pagination clamping a two-way page during the check', () => {
  const settle = async (fixture: ComponentFixture<unknown>) => {
    await fixture.whenStable();
    await new Promise((done) => setTimeout(done));
    await fixture.whenStable();
  };

  it('a [(page)] field past the last page: no NG0100, and the field then holds the last page', async () => {
    const fixture = TestBed.createComponent(PlainFieldPageHost);
    expect(() => fixture.detectChanges()).not.toThrow();
    await settle(fixture);
    expect(() => fixture.detectChanges()).not.toThrow();
    expect(fixture.componentInstance.page).toBe(10);
    expect(fixture.nativeElement.querySelector('.seen').textContent).toBe('10');
    expect(fixture.nativeElement.querySelector('[aria-current="page"]').textContent.trim()).toBe('10');
  });

  it('a page from the URL and a total that arrives later (0, then 30): held, then clamped, without NG0100', async () => {
    const fixture = TestBed.createComponent(PlainFieldPageHost);
    fixture.componentInstance.total.set(0);
    fixture.componentInstance.page = 8;
    fixture.detectChanges();
    await settle(fixture);
    expect(fixture.componentInstance.page).withContext('held while there is nothing').toBe(8);
    fixture.componentInstance.total.set(30);
    expect(() => fixture.detectChanges()).not.toThrow();
    await settle(fixture);
    expect(() => fixture.detectChanges()).not.toThrow();
    expect(fixture.componentInstance.page).toBe(3);
    expect(fixture.nativeElement.querySelector('.seen').textContent).toBe('3');
  });
});
