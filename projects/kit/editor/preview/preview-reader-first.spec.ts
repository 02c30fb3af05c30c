import { EditorView } from '@codemirror/view';
import type { KitEditor } from '../kit-editor';
import { useEditorFactory, waitFor } from '../editor-spec-helpers';

/** About 200 KB of sections: long enough to be lexed and drawn a slice at a time. */
function longDocument(sections = 2400): string {
  const parts: string[] = [];
  for (let i = 0; i < sections; i++) {
    parts.push(`## Section ${i}`, `Paragraph ${i} with **bold**, \`code\` and [a link](https://example.com/${i}). ${'More words. '.repeat(i % 5)}`);
  }
  return parts.join('\n\n');
}

const previewOf = (e: KitEditor) => e.getUI().el.querySelector<HTMLElement>('.kit-md-preview')!;
const blocksOf = (e: KitEditor) => Array.from(previewOf(e).querySelectorAll<HTMLElement>('.kit-preview-block'));
const standInOf = (e: KitEditor) => previewOf(e).querySelector('.kit-preview-pending');
const lastBlockText = (e: KitEditor) => previewOf(e).querySelector('.kit-preview-part:last-of-type > .kit-preview-block:last-child')?.textContent ?? '';

/** The section numbers of the drawn headings, in document order. */
const sectionsOf = (e: KitEditor) => Array.from(previewOf(e).querySelectorAll('h2'), (h) => Number(/\d+/.exec(h.textContent!)![0]));

describe('KitEditor preview: a long document is drawn from where the reader is', () => {
  const { create } = useEditorFactory();
  // Drawing 200 KB twice on a loaded 2-core machine can pass Karma's 20 s default; the waits below
  // say what they wait for, so they should be what fails.
  let defaultTimeout = 0;
  beforeAll(() => {
    defaultTimeout = jasmine.DEFAULT_TIMEOUT_INTERVAL;
    jasmine.DEFAULT_TIMEOUT_INTERVAL = 90000;
  });
  afterAll(() => (jasmine.DEFAULT_TIMEOUT_INTERVAL = defaultTimeout));
  const options = { previewStyle: 'vertical', previewDelayTime: 0, height: '400px' } as const;

  async function rendered(editor: KitEditor, markdown: string, cursorToEnd = true): Promise<jasmine.Spy> {
    const renders = jasmine.createSpy('previewRenderAfter');
    editor.on('previewRenderAfter', renders);
    editor.setMarkdown(markdown, cursorToEnd);
    return renders;
  }

  it('with scroll sync and the cursor at the end, shows the end first, then draws the blocks above it', async () => {
    const editor = create({ ...options, exts: ['scrollSync'] });
    // What the preview holds when the end first appears (a mutation observer sees each drawing task).
    let seen: { rendered: number; standIn: boolean; firstSection: number } | undefined;
    let renders: jasmine.Spy | undefined;
    const observer = new MutationObserver(() => {
      if (!seen && lastBlockText(editor).includes('Paragraph 2399')) {
        seen = { rendered: renders!.calls.count(), standIn: standInOf(editor) !== null, firstSection: sectionsOf(editor)[0] };
      }
    });
    observer.observe(previewOf(editor), { childList: true, subtree: true });
    renders = await rendered(editor, longDocument());
    await waitFor(() => seen !== undefined, 20000);
    observer.disconnect();
    // The end is drawn while the top is not: a stand-in holds the place of what is missing.
    expect(seen).toEqual({ rendered: 0, standIn: true, firstSection: jasmine.any(Number) });
    expect(seen!.firstSection).toBeGreaterThan(0);

    await waitFor(() => renders.calls.count() > 0, 30000);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(standInOf(editor)).toBeNull();
    expect(sectionsOf(editor)).toEqual(Array.from({ length: 2400 }, (_, i) => i));
    expect(blocksOf(editor).length).toBe(4800);
  });

  it('ends with the same HTML as a document drawn from the top', async () => {
    const markdown = longDocument();
    const synced = create({ ...options, exts: ['scrollSync'] });
    const plain = create(options);
    const syncedRenders = await rendered(synced, markdown);
    const plainRenders = await rendered(plain, markdown);
    await waitFor(() => syncedRenders.calls.count() > 0 && plainRenders.calls.count() > 0, 40000);
    const html = (spy: jasmine.Spy) => (spy.calls.mostRecent().args[0] as { getHTML(): string }).getHTML();
    expect(html(syncedRenders)).toBe(html(plainRenders));
    expect(html(syncedRenders)).toContain('Section 0</h2>');
  });

  it('without scroll sync, draws from the top, as the reader sees the top of the preview', async () => {
    const editor = create(options);
    await rendered(editor, longDocument());
    await waitFor(() => blocksOf(editor).length > 0, 20000);
    expect(standInOf(editor)).toBeNull();
    expect(sectionsOf(editor)[0]).toBe(0);
  });

  it('with the cursor left at the start, draws from the top', async () => {
    const editor = create({ ...options, exts: ['scrollSync'] });
    await rendered(editor, longDocument(), false);
    await waitFor(() => blocksOf(editor).length > 0, 20000);
    expect(standInOf(editor)).toBeNull();
    expect(sectionsOf(editor)[0]).toBe(0);
  });

  it('leaves both sides at the end when it is drawn, and lays out only the parts it measured', async () => {
    const editor = create({ ...options, exts: ['scrollSync'] });
    const renders = await rendered(editor, longDocument());
    await waitFor(() => renders.calls.count() > 0, 30000);
    await waitFor(() => {
      const preview = previewOf(editor);
      return preview.scrollTop > 0 && preview.scrollHeight - preview.clientHeight - preview.scrollTop < 2;
    });
    // The preview's anchoring scroll events while blocks arrived above did not pull the editor up.
    const scroller = editor.getCodeMirror().scrollDOM;
    expect(scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop).toBeLessThan(20);
    const last = previewOf(editor).querySelector('.kit-preview-part:last-of-type > .kit-preview-block:last-child')!;
    expect(last.checkVisibility({ contentVisibilityAuto: true })).toBeTrue();
    // Parts far from what scroll sync measured keep skipping layout (content-visibility: auto).
    const parts = previewOf(editor).querySelectorAll('.kit-preview-part');
    const measured = previewOf(editor).querySelectorAll('.kit-preview-part.kit-preview-measured');
    expect(measured.length).toBeGreaterThan(0);
    expect(measured.length).toBeLessThan(parts.length / 4);
  });

  it('draws a full redraw from what the editor shows, not from a cursor the reader scrolled away from', async () => {
    const editor = create({ ...options, exts: ['scrollSync'] });
    const renders = await rendered(editor, longDocument(), false); // the cursor stays at the start
    await waitFor(() => renders.calls.count() > 0, 30000);
    const view = editor.getCodeMirror();
    view.dispatch({ effects: EditorView.scrollIntoView(view.state.doc.toString().indexOf('## Section 1500\n'), { y: 'start' }) });
    await waitFor(() => view.scrollDOM.scrollTop > 0);
    let first: number[] | undefined;
    const observer = new MutationObserver(() => (first ??= sectionsOf(editor)));
    observer.observe(previewOf(editor), { childList: true, subtree: true });
    editor.changePreviewStyle('tab');
    editor.changePreviewStyle('vertical'); // draws the preview again, whole
    await waitFor(() => first !== undefined && first.length > 0, 20000);
    observer.disconnect();
    // The first part drawn comes from the slice (about 64 KB, ~750 sections) that holds section
    // 1500; how far into it depends on the part's time budget.
    expect(first![0]).toBeGreaterThan(1500 - 800);
    expect(first![0]).toBeLessThanOrEqual(1500);
  });

  it('keeps only the last few parts it measured laid out, however far the reader scrolls', async () => {
    const editor = create({ ...options, exts: ['scrollSync'] });
    const renders = await rendered(editor, longDocument(), false);
    await waitFor(() => renders.calls.count() > 0, 30000);
    const view = editor.getCodeMirror();
    for (let section = 0; section < 2400; section += 150) {
      const at = view.state.doc.toString().indexOf(`## Section ${section}\n`);
      view.dispatch({ effects: EditorView.scrollIntoView(at, { y: 'start' }) });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await waitFor(() => sectionsOf(editor).length === 2400);
    const measured = previewOf(editor).querySelectorAll('.kit-preview-part.kit-preview-measured').length;
    expect(measured).toBeGreaterThan(0);
    expect(measured).toBeLessThanOrEqual(8);
  });

  it('typing while it is drawn starts over from the reader, and ends with what was typed', async () => {
    const editor = create({ ...options, exts: ['scrollSync'] });
    // Types as soon as a stand-in shows that the top is not drawn yet. Polling for the stand-in
    // missed it when the whole document was drawn between two polls (a fast machine draws 200 KB
    // in ~0.25 s), and the wait timed out (a CI run, 2026-11-28).
    let typed = false;
    const observer = new MutationObserver(() => {
      if (!typed && standInOf(editor) !== null) {
        typed = true;
        editor.insertText(' TYPED');
      }
    });
    observer.observe(previewOf(editor), { childList: true, subtree: true });
    const renders = await rendered(editor, longDocument());
    await waitFor(() => typed, 20000);
    observer.disconnect();
    await waitFor(() => renders.calls.count() > 0, 30000);
    expect(standInOf(editor)).toBeNull();
    expect(lastBlockText(editor)).toContain('TYPED');
    expect(sectionsOf(editor).length).toBe(2400);
  });
});
