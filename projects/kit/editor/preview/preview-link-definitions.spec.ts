import { useEditor, waitFor } from '../editor-spec-helpers';

/*
 * The preview re-renders only the blocks around an edit; link definitions reach further. It redrew
 * everything only when a line holding `]:` changed, so an edit beside a definition that changed it
 * (a paragraph line above taking it in, a title or destination on the next line, a label over two
 * lines, an HTML block opened above it) left every link using it as it was; and a label defined twice
 * took the second definition after an edit near it (fuzz4, 2026-11-27).
 */
describe('KitEditor preview: link definitions after edits', () => {
  const current = useEditor({ previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'start' });
  const preview = () => current().getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;
  /** The preview's HTML without kit's block and part wrappers, and that of the same markdown rendered whole. */
  const shown = () => Array.from(preview().querySelectorAll('.kit-preview-block')).map((block) => block.innerHTML.trim()).filter(Boolean).join('\n');
  const fresh = () => {
    const body = new DOMParser().parseFromString(current().getHtml(), 'text/html').body;
    return Array.from(body.children).map((element) => element.outerHTML.trim()).join('\n');
  };
  const FILLER = '\n\nfiller one\n\nfiller two\n\nfiller three\n\nfiller four\n\nfiller five';

  /** Loads `markdown`, waits for its preview, applies the edit (at the text `at`, after it with `after`) and waits for the new render. */
  async function edit(markdown: string, at: string, change: { insert?: string; deleteAfter?: number; after?: boolean }): Promise<void> {
    const editor = current();
    let renders = 0;
    editor.on('previewRenderAfter', () => renders++);
    editor.setMarkdown(markdown);
    await waitFor(() => renders > 0);
    const view = editor.getCodeMirror();
    const from = view.state.doc.toString().indexOf(at) + (change.after ? at.length : 0);
    const before = renders;
    view.dispatch({ changes: { from, to: from + (change.deleteAfter ?? 0), insert: change.insert ?? '' }, userEvent: 'input' });
    await waitFor(() => renders > before);
  }

  const CASES: [title: string, markdown: string, at: string, change: { insert?: string; deleteAfter?: number; after?: boolean }][] = [
    ['a blank line before a definition that was a paragraph line makes it one', `see [x]${FILLER}\n\ntext\n[x]: http://u`, 'text', { insert: '\n', after: true }],
    ['joining a definition to the paragraph above unmakes it', `[x]${FILLER}\n\nfoo\n\n[x]: http://u`, 'foo', { deleteAfter: 1, after: true }],
    ['a title on the next line changes', `see [x]${FILLER}\n\n[x]: http://u\n"old title"`, 'old title', { insert: '2', after: true }],
    ['a destination on the next line changes', `see [x]${FILLER}\n\n[x]:\nhttp://u`, 'http://u', { insert: '/changed', after: true }],
    ['a label over two lines changes', `see [a b]${FILLER}\n\n[a\nb]: http://u`, '\n\n[a', { insert: 'c', after: true }],
    ['an HTML block opened above a definition takes it in', `see [x]${FILLER}\n\n\n[x]: http://u`, '[x]: http', { insert: '<div>\n' }],
    ['a label defined twice keeps its first definition after an edit near the second', `[x]: http://first${FILLER}\n\nsee [x]\n\n[x]: http://second\n\nend`, 'see [x]', { insert: '!', after: true }],
  ];
  for (const [title, markdown, at, change] of CASES) {
    it(title, async () => {
      await edit(markdown, at, change);
      expect(shown()).toBe(fresh());
    });
  }
});
