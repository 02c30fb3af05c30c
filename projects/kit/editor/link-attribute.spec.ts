import { Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KitEditor } from './kit-editor';
import { KitEditorComponent } from './editor.component';
import { useEditorFactory } from './editor-spec-helpers';
import { sanitizeHtml } from './editor-sanitizer';
import { markdownParser, markdownParserHighlight } from './statics/markdown-parsers';
import { codeBlockManager } from './statics/code-block-manager';
import { loadQuill } from './wysiwyg/quill-loader';
import { KitViewer } from './viewer/kit-viewer';
import { KitViewerComponent } from './viewer/viewer.component';

const BLANK = { target: '_blank', rel: 'noopener noreferrer' };
const MARKDOWN = '[md](https://example.com/a) <https://example.com/auto> <a href="https://example.com/raw">raw</a>';

/** Each link of `root` (or of an HTML string) as `text href target rel hreflang type`. */
function linksOf(root: ParentNode | string): string[] {
  if (typeof root === 'string') {
    const template = document.createElement('template');
    template.innerHTML = root;
    root = template.content;
  }
  return Array.from(root.querySelectorAll('a')).map((a) =>
    [a.textContent, a.getAttribute('href'), ...['target', 'rel', 'hreflang', 'type'].map((n) => a.getAttribute(n) ?? '-')].join(' '),
  );
}

const previewOf = (editor: KitEditor) => editor.getUI().el.querySelector<HTMLElement>('.kit-md-preview')!;

describe('linkAttribute', () => {
  const { create, container } = useEditorFactory();

  it('goes on every markdown link of the preview and getHtml() in both modes, not on raw HTML links', async () => {
    const editor = create({
      previewStyle: 'vertical', previewDelayTime: 0, initialValue: MARKDOWN,
      linkAttribute: { ...BLANK, hreflang: 'en', type: 'text/html' },
    });
    const expected = [
      'md https://example.com/a _blank noopener noreferrer en text/html',
      'https://example.com/auto https://example.com/auto _blank noopener noreferrer en text/html',
      'raw https://example.com/raw - - - -',
    ];
    expect(linksOf(previewOf(editor))).toEqual(expected);
    expect(linksOf(editor.getHtml())).toEqual(expected);
    await loadQuill();
    editor.changeMode('wysiwyg');
    expect(linksOf(editor.getHtml())).toEqual(expected);
  });

  it('a target of _blank always has rel="noopener noreferrer", added to the rel that was given', () => {
    expect(linksOf(create({ initialValue: '[a](https://x.test/)', linkAttribute: { target: '_blank' } }).getHtml())).toEqual(['a https://x.test/ _blank noopener noreferrer - -']);
    expect(linksOf(create({ initialValue: '[a](https://x.test/)', linkAttribute: { target: '_blank', rel: 'nofollow' } }).getHtml())).toEqual([
      'a https://x.test/ _blank nofollow noopener noreferrer - -',
    ]);
    // The sanitizer does it for any HTML, and keeps target only on links.
    for (const strict of [true, false]) {
      expect(linksOf(sanitizeHtml('<a href="https://x.test/" target="_BLANK">a</a>', { strict }))).toEqual(['a https://x.test/ _BLANK noopener noreferrer - -']);
      expect(linksOf(sanitizeHtml('<a href="https://x.test/" target="_self">a</a>', { strict }))).toEqual(['a https://x.test/ _self - - -']);
      expect(sanitizeHtml('<div target="_blank">x</div>', { strict })).toBe('<div>x</div>');
    }
  });

  it('belongs to its editor: another editor on the page keeps plain links (the original leaked it to every editor)', () => {
    create({ initialValue: '[a](https://x.test/)', linkAttribute: BLANK });
    const plain = create({ initialValue: '[a](https://x.test/)' });
    expect(linksOf(plain.getHtml())).toEqual(['a https://x.test/ - - - -']);
    expect(linksOf(create({ initialValue: '[a](https://x.test/)', linkAttribute: null as never }).getHtml())).toEqual(['a https://x.test/ - - - -']);
    expect(linksOf(create({ initialValue: '[a](https://x.test/)', linkAttribute: {} }).getHtml())).toEqual(['a https://x.test/ - - - -']);
    // The shared parsers take them per call, and keep none afterwards.
    expect(linksOf(markdownParserHighlight.parse('[a](https://x.test/)', { strict: true, linkAttributes: { hreflang: 'fr' } }))).toEqual(['a https://x.test/ - - fr -']);
    expect(linksOf(markdownParserHighlight.parse('[a](https://x.test/)'))).toEqual(['a https://x.test/ - - - -']);
    expect(() => markdownParser.parse('x', { strict: true, linkAttributes: { onclick: 'x' } as never })).toThrowError(/Unknown link attribute "onclick"/);
  });

  it('stays on the outer call when a code-block replacer parses markdown with the same parser', () => {
    codeBlockManager.setReplacer('kit-nested', (code) => markdownParserHighlight.parse(code));
    try {
      const html = markdownParserHighlight.parse('[a](https://x.test/a)\n\n```kit-nested\n[b](https://x.test/b)\n```\n\n[c](https://x.test/c)', {
        strict: true,
        linkAttributes: { hreflang: 'fr' },
      });
      expect(linksOf(html)).toEqual(['a https://x.test/a - - fr -', 'b https://x.test/b - - - -', 'c https://x.test/c - - fr -']);
    } finally {
      codeBlockManager.removeReplacer('kit-nested');
    }
  });

  it('throws for anything but an object of rel, target, hreflang and type strings, naming the option and value; nothing is drawn', () => {
    const bad: [unknown, RegExp][] = [
      ['_blank', /"linkAttribute" must be an object.*"_blank"/],
      [[], /"linkAttribute" must be an object/],
      [{ foo: 'bar' }, /Unknown link attribute "foo" in "linkAttribute"\. Valid attributes: rel, target, hreflang, type\./],
      [{ contenteditable: 'false' }, /"contenteditable" in "linkAttribute".*sanitizer.*Valid attributes: rel, target, hreflang, type/],
      [{ target: 1 }, /"linkAttribute\.target" must be a string, got 1/],
    ];
    for (const [value, message] of bad) {
      const el = container();
      expect(() => new KitEditor({ el, linkAttribute: value as never })).withContext(String(value)).toThrowError(message);
      expect(el.childElementCount).toBe(0);
      expect(() => new KitViewer({ el, linkAttribute: value as never })).withContext(String(value)).toThrowError(message);
      expect(el.childElementCount).toBe(0);
    }
  });

  it('is handed to a custom convertor that has setLinkAttribute (checked), as the original', () => {
    const given: unknown[] = [];
    class Convertor {
      toHTML = (markdown: string) => `<p><a href="https://x.test/">${markdown}</a></p>`;
      toMarkdown = (html: string) => html;
      setLinkAttribute = (attributes: unknown) => given.push(attributes);
    }
    create({ initialValue: 'a', customConvertor: Convertor, linkAttribute: BLANK });
    create({ initialValue: 'a', customConvertor: Convertor });
    expect(given).toEqual([BLANK]);
  });

  it('applies to KitViewer (and KitEditor.factory({viewer: true})); a viewer without it keeps plain links', () => {
    const [one, two, three] = [container(), container(), container()];
    const viewers = [
      new KitViewer({ el: one, initialValue: MARKDOWN, linkAttribute: BLANK }),
      KitEditor.factory({ el: two, viewer: true, initialValue: '[a](https://x.test/)', linkAttribute: { target: '_blank' } }),
      new KitViewer({ el: three, initialValue: '[a](https://x.test/)' }),
    ];
    try {
      expect(linksOf(one)).toEqual([
        'md https://example.com/a _blank noopener noreferrer - -',
        'https://example.com/auto https://example.com/auto _blank noopener noreferrer - -',
        'raw https://example.com/raw - - - -',
      ]);
      expect(linksOf(two)).toEqual(['a https://x.test/ _blank noopener noreferrer - -']);
      expect(linksOf(three)).toEqual(['a https://x.test/ - - - -']);
    } finally {
      for (const viewer of viewers) viewer.remove();
    }
  });
});

/**
 * Clicks in the markdown preview. A listener on window (it runs after the editor's) records whether
 * the click was stopped and stops it itself, so no test navigates the page the specs run in.
 */
describe('a link clicked in the editor preview', () => {
  const { create } = useEditorFactory();
  let stopped: boolean[];
  let open: jasmine.Spy;
  const guard = (event: Event) => {
    stopped.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    stopped = [];
    window.addEventListener('click', guard);
    open = spyOn(window, 'open').and.returnValue(null);
  });
  afterEach(() => window.removeEventListener('click', guard));

  const click = (link: Element, init: MouseEventInit = {}) => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  const linkIn = (editor: KitEditor, text: string) => Array.from(previewOf(editor).querySelectorAll('a')).find((a) => a.textContent === text)!;

  it('opens in a new tab instead of replacing the page the draft is on (no target given)', () => {
    const editor = create({ previewStyle: 'vertical', previewDelayTime: 0, initialValue: '[out](https://example.com/x) <a href="https://example.com/y" target="_top">top</a>' });
    click(linkIn(editor, 'out'));
    click(linkIn(editor, 'top'));
    expect(stopped).toEqual([true, true]);
    expect(open.calls.allArgs()).toEqual([
      ['https://example.com/x', '_blank', 'noopener,noreferrer'],
      ['https://example.com/y', '_blank', 'noopener,noreferrer'],
    ]);
    expect(editor.getMarkdown()).toContain('[out]');
  });

  it('is left to the browser when it opens elsewhere anyway: modifier keys, target _blank, mailto:', () => {
    const editor = create({
      previewStyle: 'vertical', previewDelayTime: 0, linkAttribute: { target: '_blank' },
      initialValue: '[blank](https://example.com/b) <a href="mailto:a@example.com">mail</a> <a href="https://example.com/c">c</a>',
    });
    click(linkIn(editor, 'blank'));
    click(linkIn(editor, 'mail'));
    click(linkIn(editor, 'c'), { ctrlKey: true });
    click(linkIn(editor, 'c'), { metaKey: true });
    click(linkIn(editor, 'c'), { shiftKey: true });
    expect(stopped).toEqual([false, false, false, false, false]);
    expect(open).not.toHaveBeenCalled();
  });

  it("scrolls the preview to a fragment of this page, without touching the page's location (hash routing)", () => {
    const filler = Array.from({ length: 80 }, (_, i) => `Line ${i}`).join('\n\n');
    const editor = create({
      previewStyle: 'vertical', previewDelayTime: 0, height: '300px',
      initialValue: `<a href="#intro">intro</a> <a href="#missing">missing</a>\n\n${filler}\n\n<h2 id="intro">Intro</h2>\n\n${filler}`,
    });
    const hash = location.hash;
    const preview = previewOf(editor);
    click(linkIn(editor, 'missing'));
    expect(preview.scrollTop).toBe(0);
    click(linkIn(editor, 'intro'));
    expect(stopped).toEqual([true, true]);
    expect(open).not.toHaveBeenCalled();
    expect(location.hash).toBe(hash);
    const target = preview.querySelector('#intro')!;
    expect(Math.abs(target.getBoundingClientRect().top - preview.getBoundingClientRect().top)).toBeLessThan(40);
  });

  it('in a viewer, follows the link as the original (there is no draft to lose)', () => {
    const el = document.body.appendChild(document.createElement('div'));
    const viewer = new KitViewer({ el, initialValue: '[out](https://example.com/x)' });
    try {
      click(el.querySelector('a')!);
      expect([stopped, open.calls.count()]).toEqual([[false], 0]);
    } finally {
      viewer.remove();
      el.remove();
    }
  });
});

@Component({
  imports: [KitEditorComponent, KitViewerComponent],
  template: `<kit-editor previewStyle="vertical" [previewDelayTime]="0" initialValue="[a](https://x.test/)" [linkAttribute]="attributes()" />
    <kit-viewer initialValue="[a](https://x.test/)" [linkAttribute]="attributes()" />`,
})
class LinkHost {
  attributes = signal<Record<string, string> | null>(BLANK);
}

describe('linkAttribute input', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] }));

  it('of kit-editor and kit-viewer draws the links again when it changes', async () => {
    const fixture = TestBed.createComponent(LinkHost);
    fixture.detectChanges();
    await fixture.whenStable();
    const host = fixture.nativeElement as HTMLElement;
    const links = () => [...linksOf(host.querySelector('kit-editor .kit-md-preview')!), ...linksOf(host.querySelector('kit-viewer')!)];
    expect(links()).toEqual(['a https://x.test/ _blank noopener noreferrer - -', 'a https://x.test/ _blank noopener noreferrer - -']);
    fixture.componentInstance.attributes.set({ hreflang: 'de' });
    fixture.detectChanges();
    await fixture.whenStable();
    expect(links()).toEqual(['a https://x.test/ - - de -', 'a https://x.test/ - - de -']);
    fixture.componentInstance.attributes.set(null);
    fixture.detectChanges();
    await fixture.whenStable();
    expect(links()).toEqual(['a https://x.test/ - - - -', 'a https://x.test/ - - - -']);
  });
});
