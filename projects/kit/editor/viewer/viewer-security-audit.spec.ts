import type { MarkedExtension } from 'marked';
import { whenKitReady } from 'kit-ui/core';
import { ALL_PAYLOADS, RUN, armTrip, dangers, disarmTrip, documentIntact, settle, tripped } from '../security-spec-helpers';
import { KitViewer } from './kit-viewer';
import type { KitViewerOptions } from './viewer-options';

/*
 * Security audit, viewer: every payload of the catalogue (security-spec-helpers.ts) through
 * initialValue and setMarkdown, previewBeforeHook results and a markdown extension's HTML, with
 * both sanitizer settings. Each case proves the payload's harmless word is shown.
 */

describe('Security audit: viewer', () => {
  let containers: HTMLElement[] = [];
  let viewers: KitViewer[] = [];
  const create = (options: Partial<KitViewerOptions> = {}) => {
    const el = document.body.appendChild(document.createElement('div'));
    containers.push(el);
    const viewer = new KitViewer({ el, ...options } as KitViewerOptions);
    viewers.push(viewer);
    return { viewer, contents: el.querySelector<HTMLElement>(':scope > div.kit-editor-contents')! };
  };

  beforeAll(async () => {
    await whenKitReady();
  });
  beforeEach(() => armTrip());
  afterEach(() => {
    for (const viewer of viewers) viewer.remove();
    for (const el of containers) el.remove();
    viewers = [];
    containers = [];
    disarmTrip();
  });

  for (const useDefaultHTMLSanitizer of [true, false]) {
    const relaxed = !useDefaultHTMLSanitizer;

    it(`shows every payload clean from initialValue and setMarkdown (useDefaultHTMLSanitizer: ${useDefaultHTMLSanitizer})`, async () => {
      const first = ALL_PAYLOADS[0];
      const { viewer, contents } = create({ initialValue: first.text, useDefaultHTMLSanitizer });
      expect(contents.innerHTML).toContain(first.safe);
      for (const p of ALL_PAYLOADS) {
        viewer.setMarkdown(p.text);
        expect(contents.innerHTML).withContext(p.name).toContain(p.safe);
        expect(dangers(contents, relaxed)).withContext(p.name).toEqual([]);
      }
      // All at once (the unclosed <math><table> of one payload holds the ones after it in the viewer's one parse).
      viewer.setMarkdown(ALL_PAYLOADS.map((p) => p.text).join('\n\n'));
      expect(contents.innerHTML).toContain(ALL_PAYLOADS[3].safe);
      expect(dangers(contents, relaxed)).toEqual([]);
      await settle();
      expect(tripped()).toBe(0);
      expect(documentIntact()).toBe(true);
    });

    it(`shows what previewBeforeHook returns sanitized (useDefaultHTMLSanitizer: ${useDefaultHTMLSanitizer})`, async () => {
      let answer = '';
      const { viewer, contents } = create({ useDefaultHTMLSanitizer, initialValue: 'x', hooks: { previewBeforeHook: () => answer } });
      for (const p of ALL_PAYLOADS.filter((p) => p.text.startsWith('<'))) {
        answer = p.text;
        viewer.setMarkdown(`again ${p.safe}`);
        expect(contents.innerHTML).withContext(p.name).toContain(p.safe);
        expect(dangers(contents, relaxed)).withContext(p.name).toEqual([]);
      }
      await settle();
      expect(tripped()).toBe(0);
    });
  }

  it("a markdown extension's HTML is sanitized like the rest", async () => {
    const { viewer, contents } = create({ initialValue: 'x' });
    const extension: MarkedExtension = {
      extensions: [
        {
          name: 'secWidget',
          level: 'inline',
          start: (src: string) => src.indexOf('%%'),
          tokenizer: (src: string) => (src.startsWith('%%kitwidget%%') ? { type: 'secWidget', raw: '%%kitwidget%%' } : undefined),
          renderer: () => `<b>kitwidget</b><img src="/kit-sec-missing-ext.png" onerror="${RUN}"><a href="javascript:${RUN}">w</a>`,
        },
      ],
    };
    viewer.getService().useMarkdownExtension(extension);
    viewer.setMarkdown('before %%kitwidget%% after');
    expect(contents.querySelector('b')?.textContent).toBe('kitwidget');
    expect(dangers(contents)).toEqual([]);
    await settle();
    expect(tripped()).toBe(0);
  });

  // Security review, 2026-11-27: an inline `position: fixed` box covered the host page with a link
  // of the content's choosing; the viewer's contents now contain what they draw.
  it('a fixed-position box of the content stays inside the viewer and cannot cover the page', () => {
    const { contents } = create({
      initialValue: 'hello\n\n<a href="https://evil.example/login" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;display:block">Session expired</a>',
    });
    const host = contents.parentElement!;
    host.style.marginTop = '300px';
    const link = contents.querySelector('a')!;
    expect(link.getAttribute('style')).withContext('the style is kept, only its reach changes').toContain('fixed');
    const hit = document.elementFromPoint(5, 5);
    expect(hit === link || link.contains(hit)).withContext('the page corner is not the content link').toBeFalse();
    const box = contents.getBoundingClientRect();
    const drawn = link.getBoundingClientRect();
    expect(drawn.top).toBeGreaterThanOrEqual(box.top - 1);
    expect(document.elementFromPoint(box.left + 5, box.bottom + 20)).withContext('below the viewer').not.toBe(link);
  });
});
