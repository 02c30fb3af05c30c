import { useEditorFactory, waitFor } from '../editor-spec-helpers';

const previewText = (editor: { getUI(): { el: HTMLElement } }) => editor.getUI().el.querySelector<HTMLElement>('.kit-md-preview')!.textContent!.trim();

// TOAST UI 1.x's preview (and viewer) used the custom convertor's `toHTMLWithCodeHightlight`
// (misspelt); `getHtml()` and WYSIWYG used `toHTML` (reference §10).
describe('customConvertor: the preview conversion of TOAST UI 1.x', () => {
  const { create } = useEditorFactory();

  /** A 1.x-style convertor class whose two conversions can be told apart. */
  class LegacyConvertor {
    toHTML(markdown: string): string {
      return `<p>plain ${markdown}</p>`;
    }
    toHTMLWithCodeHightlight(markdown: string): string {
      return `<p>preview ${markdown}<img src="x-missing.png" onerror="window.__kitLegacyPwned = 1"></p>`;
    }
    toMarkdown(html: string): string {
      return html.replace(/<[^>]+>/g, '');
    }
  }

  it('the preview shows toHTMLWithCodeHightlight (sanitized); getHtml() stays toHTML', async () => {
    const w = window as unknown as Record<string, unknown>;
    try {
      const editor = create({ customConvertor: LegacyConvertor as never, previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'x' });
      await waitFor(() => previewText(editor) !== '');
      expect(previewText(editor)).toBe('preview x');
      expect(editor.getUI().el.querySelector('.kit-md-preview [onerror]')).toBeNull();
      expect(editor.getHtml()).toBe('<p>plain x</p>');
      expect(w['__kitLegacyPwned']).toBeUndefined();
    } finally {
      delete w['__kitLegacyPwned'];
    }
  });

  it('the correctly spelt toHTMLWithCodeHighlight is used too, and without either the preview shows toHTML', async () => {
    const spelt = { toHTML: (md: string) => `<p>plain ${md}</p>`, toHTMLWithCodeHighlight: (md: string) => `<p>spelt ${md}</p>`, toMarkdown: (html: string) => html };
    const a = create({ customConvertor: spelt, previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'y' });
    const b = create({ customConvertor: { toHTML: spelt.toHTML, toMarkdown: spelt.toMarkdown }, previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'z' });
    await waitFor(() => previewText(a) !== '' && previewText(b) !== '');
    expect(previewText(a)).toBe('spelt y');
    expect(previewText(b)).toBe('plain z');
  });
});

describe('customConvertor: a class is made with the event manager, as TOAST UI 1.x did', () => {
  const { create } = useEditorFactory();

  it('new X(eventManager): the convertor can emit events an app or extension listens to', async () => {
    const seen: string[] = [];
    class EmittingConvertor {
      constructor(private readonly eventManager: { emitReduce(name: string, value: unknown): unknown; addEventType(name: string): void }) {
        eventManager.addEventType('myConvertorAfter');
      }
      toHTML(markdown: string): string {
        return String(this.eventManager.emitReduce('myConvertorAfter', `<p>${markdown}</p>`));
      }
      toMarkdown(html: string): string {
        return html.replace(/<[^>]+>/g, '');
      }
    }
    const editor = create({ customConvertor: EmittingConvertor as never, initialValue: 'x' });
    editor.eventManager.listen('myConvertorAfter', ((html: string) => (seen.push(html), html.replace('x', 'y'))) as never);
    expect(editor.getHtml()).toBe('<p>y</p>');
    expect(seen).toEqual(['<p>x</p>']);
  });
});
