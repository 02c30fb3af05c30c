import type { MarkedExtension } from 'marked';
import { KitEditor, ready } from '../kit-editor';
import type { KitEditorApi } from '../editor-api';
import type { KitEditorOptions } from '../editor-options';
import { SpecInstances } from './extension-spec-helpers';

/*
 * Syntax an extension adds with `useMarkdownExtension` in WYSIWYG (extensions QA, 2026-11-28):
 * Quill keeps only the formats it knows, so `==marked==` showed as plain "marked", and an edit in
 * its paragraph wrote it back as `marked`. Each token of the extension's own kinds is now one unit
 * there, shown as the extension renders it and written back as it was.
 */
describe("A markdown extension's syntax in WYSIWYG", () => {
  const instances = new SpecInstances();
  let counter = 0;
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => instances.cleanup());

  /** `==text==` as `<mark>`, and `:::note` ... `:::` blocks as `<aside class="note">`, with `options`. */
  function syntax(): MarkedExtension {
    return {
      extensions: [
        {
          name: 'highlight',
          level: 'inline',
          start: (src: string) => src.indexOf('=='),
          tokenizer: (src: string) => {
            const match = /^==([^=]+)==/.exec(src);
            return match ? { type: 'highlight', raw: match[0], text: match[1] } : undefined;
          },
          renderer: (token) => `<mark>${token['text']}</mark>`,
        },
        {
          name: 'note',
          level: 'block',
          start: (src: string) => src.indexOf(':::'),
          tokenizer: (src: string) => {
            const match = /^:::note\n([\s\S]*?)\n:::(?:\n|$)/.exec(src);
            return match ? { type: 'note', raw: match[0], text: match[1] } : undefined;
          },
          renderer: (token) => `<aside class="note">${token['text']}<img src="x" onerror="window.__kitExtensionXss = true"></aside>\n`,
        },
      ],
    };
  }

  function create(options: Partial<KitEditorOptions>, wysiwyg?: 'verbatim' | 'converted'): KitEditor {
    const name = `syntax${++counter}`;
    KitEditor.defineExtension(name, (editor: KitEditorApi) => editor.getService().useMarkdownExtension(syntax(), wysiwyg ? { wysiwyg } : undefined));
    return instances.track(new KitEditor({ el: instances.container(), usageStatistics: false, exts: [name], initialEditType: 'wysiwyg', ...options } as KitEditorOptions));
  }

  const DOCUMENT = 'a ==marked== b\n\n:::note\nremember\n:::\n\nlast';

  it('shows the tokens as the extension renders them (sanitized), and an edit beside them writes them back as they were', () => {
    const editor = create({ initialValue: DOCUMENT });
    const quill = editor.getSquire();
    expect(quill.root.querySelector('mark')?.textContent).toBe('marked');
    // In the text's font, as the preview draws it (raw HTML chips show their source smaller, in code's font).
    const unit = quill.root.querySelector('mark')!.closest<HTMLElement>('.kit-html-inline')!;
    expect(getComputedStyle(unit).fontFamily).toBe(getComputedStyle(quill.root.querySelector('p')!).fontFamily);
    expect(getComputedStyle(unit).fontSize).toBe(getComputedStyle(quill.root.querySelector('p')!).fontSize);
    expect(quill.root.querySelector('aside.note')?.textContent).toBe('remember');
    expect(quill.root.querySelector('[onerror]')).toBeNull();
    quill.insertText(5, ' more', 'user'); // 'a ', the token (one embed), ' b'
    quill.insertText(quill.getLength() - 1, '!', 'user');
    expect(editor.getMarkdown()).toBe('a ==marked== b more\n\n:::note\nremember\n:::\n\nlast!');
    editor.changeMode('markdown');
    editor.changeMode('wysiwyg');
    expect(editor.getSquire().root.querySelector('mark')?.textContent).toBe('marked');
    expect(editor.getMarkdown()).toBe('a ==marked== b more\n\n:::note\nremember\n:::\n\nlast!');
  });

  it('a token moved through a Delta (as Quill copies it within the editor) or brought back by undo is still the same markdown', () => {
    const editor = create({ initialValue: 'a ==marked== b' });
    const quill = editor.getSquire();
    const token = quill.getContents(2, 1);
    const Delta = token.constructor as new () => typeof token;
    quill.updateContents(new Delta().retain(quill.getLength() - 1).concat(token), 'user');
    expect(editor.getMarkdown()).toBe('a ==marked== b==marked==');
    quill.history.cutoff();
    quill.deleteText(1, 2, 'user');
    expect(editor.getMarkdown()).toBe('a b==marked==');
    quill.history.undo();
    expect(editor.getMarkdown()).toBe('a ==marked== b==marked==');
    expect(quill.root.querySelectorAll('mark').length).toBe(2);
  });

  it("with {wysiwyg: 'converted'} WYSIWYG reads the rendered HTML as its own content, as before", () => {
    const editor = create({ initialValue: 'a ==marked== b' }, 'converted');
    const quill = editor.getSquire();
    expect(quill.root.querySelector('mark')).toBeNull();
    expect(quill.getText()).toBe('a marked b\n');
  });
});
