import { Direction, EditorView } from '@codemirror/view';
import type { KitEditor } from './kit-editor';
import { useEditorFactory, waitFor } from './editor-spec-helpers';
import { loadQuill } from './wysiwyg/quill-loader';

/**
 * Code in a right-to-left document: each line reads in its own direction. With the block's
 * direction (right to left) the trailing `;` of `const a = 1;` was drawn at the line's left,
 * `;const a = 1`, in the preview and in WYSIWYG.
 */
describe('code blocks in a right-to-left document', () => {
  const { create, container } = useEditorFactory();
  let el: HTMLElement;
  let editor: KitEditor;

  beforeAll(async () => {
    await loadQuill();
  });

  beforeEach(() => {
    el = container();
    el.setAttribute('dir', 'rtl');
  });

  /** The left edges of the `c` and of the `;` of `const a = 1;` under `root` (its text may be split by highlighting). */
  function edges(root: Element): { c: number; semicolon: number } {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    const whole = texts.map((t) => t.data).join('');
    const at = whole.indexOf('const a = 1;');
    if (at < 0) throw new Error(`no code line in ${JSON.stringify(whole)}`);
    const left = (index: number) => {
      let start = 0;
      for (const text of texts) {
        if (index < start + text.data.length) {
          const range = document.createRange();
          range.setStart(text, index - start);
          range.setEnd(text, index - start + 1);
          return range.getBoundingClientRect().left;
        }
        start += text.data.length;
      }
      throw new Error(`no character at ${index}`);
    };
    return { c: left(at), semicolon: left(at + 'const a = 1'.length) };
  }

  const MARKDOWN = 'نص عربي\n\n```js\nconst a = 1;\n// تعليق بالعربية\n```';

  it('the preview draws a line of code left to right', async () => {
    editor = create({ el, initialValue: MARKDOWN, previewStyle: 'vertical' });
    const preview = el.querySelector<HTMLElement>('.kit-md-preview')!;
    await waitFor(() => !!preview.querySelector('pre span'), 3000); // highlighted: the line's text is in several nodes
    const { c, semicolon } = edges(preview.querySelector('pre')!);
    expect(semicolon).withContext('";" after the code, on its right').toBeGreaterThan(c);
  });

  it('WYSIWYG draws a line of code left to right', () => {
    editor = create({ el, initialValue: MARKDOWN, initialEditType: 'wysiwyg' });
    const { c, semicolon } = edges(el.querySelector('.ql-editor .ql-code-block-container')!);
    expect(semicolon).toBeGreaterThan(c);
    const comment = Array.from(el.querySelectorAll<HTMLElement>('.ql-editor .ql-code-block')).find((line) => line.textContent!.includes('تعليق'))!;
    expect(getComputedStyle(comment).unicodeBidi).toBe('plaintext');
  });

  it('markdown mode draws each line in its own direction, and CodeMirror moves the caret by it', async () => {
    editor = create({ el, initialValue: MARKDOWN, previewStyle: 'tab' });
    const view = editor.getCodeMirror();
    // CodeMirror reads the editor's direction when it first measures, before the first frame is drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const doc = view.state.doc;
    const lineOf = (text: string) => Array.from({ length: doc.lines }, (_, i) => doc.line(i + 1)).find((line) => line.text.startsWith(text))!;
    const code = lineOf('const a = 1;');
    const arabic = lineOf('نص عربي');
    const { c, semicolon } = edges(view.contentDOM);
    expect(semicolon).withContext('";" after the code, on its right').toBeGreaterThan(c);
    expect(view.state.facet(EditorView.perLineTextDirection)).toBeTrue();
    expect(view.textDirectionAt(code.from)).toBe(Direction.LTR);
    expect(view.textDirectionAt(lineOf('```js').from)).toBe(Direction.LTR);
    expect(view.textDirectionAt(arabic.from)).toBe(Direction.RTL);
    // Right arrow at the start of the code line moves into it (left to right), not off the line.
    view.focus();
    view.dispatch({ selection: { anchor: code.from } });
    view.contentDOM.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39, bubbles: true, cancelable: true }));
    expect(view.state.selection.main.head).toBe(code.from + 1);
  });

  it('a left-to-right editor draws no per-line directions', async () => {
    el.removeAttribute('dir');
    editor = create({ el, initialValue: MARKDOWN });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(editor.getCodeMirror().contentDOM.querySelector('.cm-line[dir]')).toBeNull();
    expect(editor.getCodeMirror().state.facet(EditorView.perLineTextDirection)).withContext('no per-line direction reads').toBeFalse();
  });
});
