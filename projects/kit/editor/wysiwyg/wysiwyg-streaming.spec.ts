import corpus from '../fixtures/readmes.json';
import { serialiseOps } from './delta-slices';
import { KitEditor, ready } from '../kit-editor';
import { loadQuill } from './quill-loader';
import { wysiwygStreaming } from './wysiwyg-load-queue';
import { useLinearGetDelta } from './wysiwyg-block-loader';
import { finishWysiwygLoad, useSmallLoadSteps, withoutKitKeys } from '../editor-spec-helpers';

interface Document {
  name: string;
  markdown: string;
}

/** Corpus documents long enough to stream in several steps at the sizes below, chosen by order. */
const longDocuments = (corpus as Document[]).filter((d) => d.markdown.length > 3000).slice(0, 12);

/** Compares two long strings, reporting where they first differ. */
function expectSame(actual: string, expected: string, context = ''): void {
  // Table, quote and code block keys come from page-wide counters: two loads of one table, quote or code block differ only there.
  actual = withoutKitKeys(actual);
  expected = withoutKitKeys(expected);
  if (actual === expected) return expect(true).toBe(true);
  let i = 0;
  while (actual[i] === expected[i]) i++;
  fail(`${context} differs at ${i}:\n actual: …${actual.slice(Math.max(0, i - 120), i + 120)}…\n expected: …${expected.slice(Math.max(0, i - 120), i + 120)}…`);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** A long document made of every block kind WYSIWYG has its own format for. */
function mixedDocument(sections: number): string {
  const parts: string[] = [];
  for (let i = 0; i < sections; i++) {
    parts.push(
      `## Section ${i}\n\nSome **bold**, *italic*, ~~struck~~ and \`code\` with a [link](https://example.com/${i} "title").  \nA hard break.\n\n` +
        `- item ${i}\n  - nested\n- [x] done\n- [ ] open\n\n1. one\n2. two\n\n> quote ${i}\n>\n> > nested\n\n` +
        `\`\`\`js\nconst x = ${i};\n\`\`\`\n\`\`\`\nplain\n\`\`\`\n\n| a | b |\n|:--|--:|\n| ${i} | y |\n\n<div>raw ${i}</div>\n\n***\n\n`,
    );
  }
  return parts.join('');
}

describe('WYSIWYG loading of a long document in steps', () => {
  useSmallLoadSteps();
  let host: HTMLElement;
  let outside: HTMLInputElement;

  beforeAll(async () => {
    await ready;
    await loadQuill();
  });
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    outside = document.body.appendChild(document.createElement('input'));
  });
  afterEach(() => {
    KitEditor.getInstances().forEach((editor) => editor.remove());
    host.remove();
    outside.remove();
  });

  const create = (markdown: string) =>
    new KitEditor({ el: host, initialValue: markdown, usageStatistics: false, previewDelayTime: 100000, height: '300px' });

  const loaded = finishWysiwygLoad;

  /** The Quill content of `markdown` loaded in one go, for comparison. */
  const loadedAtOnce = (markdown: string, cursorToEnd: boolean) => {
    Object.assign(wysiwygStreaming, { firstChars: Infinity });
    const editor = create(markdown);
    editor.changeMode('wysiwyg', !cursorToEnd);
    const contents = serialiseOps(editor.getSquire().getContents().ops);
    editor.remove();
    Object.assign(wysiwygStreaming, { firstChars: 300 });
    return contents;
  };

  it('shows the start first and streams the rest in, ending with the same content as one load', async () => {
    const markdown = mixedDocument(8);
    const whole = loadedAtOnce(markdown, false);
    const editor = create(markdown);
    editor.changeMode('wysiwyg', true);
    const service = editor.getService();
    expect(service.isWysiwygLoading()).toBe(true);
    const firstLength = editor.getSquire().getLength();
    expect(editor.getSquire().getText(0, 12)).toBe('Section 0\nSo');
    await loaded(editor);
    expect(editor.getSquire().getLength()).toBeGreaterThan(firstLength);
    expectSame(serialiseOps(editor.getSquire().getContents().ops), whole);
    expectSame(editor.getMarkdown(), markdown, 'markdown');
  });

  it('with the cursor at the end, shows the end first and streams the start in before it', async () => {
    const markdown = mixedDocument(8);
    const whole = loadedAtOnce(markdown, true);
    const editor = create(markdown);
    editor.changeMode('wysiwyg'); // focus: the cursor goes to the end
    const quill = editor.getSquire();
    expect(editor.getService().isWysiwygLoading()).toBe(true);
    expect(quill.getText()).toContain('7\ny'); // the last table's body row
    expect(quill.getText()).not.toContain('Section 0');
    await loaded(editor);
    expectSame(serialiseOps(quill.getContents().ops), whole);
    // The cursor stayed at the end while the start came in before it, and so did the view.
    expect(quill.getSelection()?.index).toBe(quill.getLength() - 1);
    expect(quill.root.scrollTop + quill.root.clientHeight).toBeCloseTo(quill.root.scrollHeight, -1);
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('fills the editing area on the first frame, whatever its height, and no more than that', async () => {
    Object.assign(wysiwygStreaming, { firstChars: 100, fillChars: 100 });
    const markdown = mixedDocument(30);
    const editor = new KitEditor({ el: host, initialValue: markdown, usageStatistics: false, previewDelayTime: 100000, height: '900px' });
    editor.changeMode('wysiwyg', true);
    const root = editor.getSquire().root;
    expect(root.scrollHeight).withContext('content reaches below the visible area').toBeGreaterThan(root.clientHeight);
    expect(editor.getService().isWysiwygLoading()).withContext('the rest still streams in').toBe(true);
    await loaded(editor);
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('keeps Quill’s own Delta of the document right while blocks are added (getDelta check)', async () => {
    const editor = create(mixedDocument(4));
    editor.changeMode('wysiwyg', true);
    await loaded(editor);
    const quill = editor.getSquire();
    const fromBlots = Object.getPrototypeOf(quill.editor).getDelta.call(quill.editor);
    expect(serialiseOps(quill.editor.delta.ops)).toBe(serialiseOps(fromBlots.ops));
  });

  it('gives back the whole markdown at any moment of the load, byte for byte', async () => {
    const markdown = mixedDocument(6);
    const editor = create(markdown);
    editor.changeMode('wysiwyg', true);
    let reads = 0;
    while (editor.getService().isWysiwygLoading()) {
      expect(editor.getMarkdown()).toBe(markdown);
      reads++;
      await nextTask();
    }
    expect(reads).toBeGreaterThan(2);
    editor.changeMode('markdown', true);
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('keeps an edit made before the load finished and every untouched block byte for byte', async () => {
    const markdown = mixedDocument(6);
    const editor = create(markdown);
    editor.changeMode('wysiwyg', true);
    editor.getSquire().insertText(3, 'EDITED ', 'user'); // in the first heading, while the rest is coming
    expect(editor.getService().isWysiwygLoading()).toBe(true);
    const during = editor.getMarkdown();
    expect(during).toBe(markdown.replace('## Section 0', '## SecEDITED tion 0'));
    await loaded(editor);
    expect(editor.getMarkdown()).toBe(during);
    editor.changeMode('markdown', true);
    expect(editor.getMarkdown()).toBe(during);
  });

  it('undoing an edit made during the load leaves the blocks that came in after it', async () => {
    const markdown = mixedDocument(6);
    const editor = create(markdown);
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.insertText(0, 'X', 'user');
    await loaded(editor);
    quill.history.undo();
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('undoing text typed at the end while the start streams in before it removes only that text', async () => {
    const markdown = mixedDocument(6) + 'The last paragraph.\n';
    const editor = create(markdown);
    editor.changeMode('wysiwyg'); // the cursor goes to the end: the end shows first, the start comes in before it
    const quill = editor.getSquire();
    expect(editor.getService().isWysiwygLoading()).toBe(true);
    quill.insertText(quill.getLength() - 1, ' Hello', 'user');
    await loaded(editor);
    expect(editor.getMarkdown()).toBe(markdown.replace('The last paragraph.', 'The last paragraph. Hello'));
    quill.history.undo();
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('keeps what the user sees in place while the start streams in above it, also after scrolling up', async () => {
    for (const up of [0, 120]) {
      const editor = create(mixedDocument(16));
      editor.changeMode('wysiwyg'); // the end first
      const root = editor.getSquire().root;
      expect(root.scrollTop + root.clientHeight).withContext('the end shows whole').toBeCloseTo(root.scrollHeight, 0);
      await new Promise((resolve) => setTimeout(resolve)); // a step
      root.scrollTop -= up;
      const last = root.lastElementChild!;
      const where = () => last.getBoundingClientRect().top - root.getBoundingClientRect().top;
      const start = where();
      const moves: number[] = [];
      while (editor.getService().isWysiwygLoading()) {
        await new Promise((resolve) => setTimeout(resolve));
        moves.push(Math.round(where() - start));
      }
      expect(moves.length).withContext('steps watched').toBeGreaterThan(1); // steps may outrun the watch on a fast machine
      expect(moves.filter((move) => Math.abs(move) > 1)).withContext(`moves of the end on screen, scrolled up ${up} px: ${moves.join(" ")}`).toEqual([]);
      editor.remove();
    }
  });

  it('keeps the caret in its text while blocks come in before it', async () => {
    const editor = create(mixedDocument(6));
    editor.changeMode('wysiwyg');
    const quill = editor.getSquire();
    const text = quill.getText(0, 12);
    quill.setSelection(0, 0, 'user'); // the start of what has loaded so far
    await loaded(editor);
    const caret = quill.getSelection()!.index;
    expect(caret).toBeGreaterThan(0);
    expect(quill.getText(caret, 12)).toBe(text);
  });

  it('finishes the load first when the cursor goes to the start, which may be what is still coming', async () => {
    const markdown = mixedDocument(6);
    for (const go of [
      (editor: KitEditor) => editor.moveCursorToStart(),
      (editor: KitEditor) => editor.getSquire().root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', ctrlKey: true, bubbles: true, cancelable: true })),
      (editor: KitEditor) => editor.getSquire().root.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp', bubbles: true, cancelable: true })),
    ]) {
      const editor = create(markdown);
      editor.changeMode('wysiwyg'); // the end first
      expect(editor.getService().isWysiwygLoading()).toBe(true);
      go(editor);
      expect(editor.getService().isWysiwygLoading()).toBe(false);
      expect(editor.getSquire().getText(0, 9)).toBe('Section 0');
      editor.remove();
    }
  });

  it("lets the page's own tasks run before its steps (they are background tasks)", async () => {
    const editor = create(mixedDocument(6));
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    const firstScreen = quill.getLength();
    const scheduler = (globalThis as { scheduler?: { postTask(task: () => number, options: { priority: string }): Promise<number> } }).scheduler;
    expect(scheduler).withContext('Chromium has the Prioritized Task Scheduling API').toBeDefined();
    // A task the page posts after the switch, at the default priority, runs before any step.
    const seenByPageTask = await scheduler!.postTask(() => quill.getLength(), { priority: 'user-visible' });
    expect(seenByPageTask).toBe(firstScreen);
    expect(editor.getService().isWysiwygLoading()).toBe(true);
    await loaded(editor);
    expect(quill.getLength()).toBeGreaterThan(firstScreen);
  });

  it('does not take the focus while it adds blocks', async () => {
    const editor = create(mixedDocument(6));
    editor.changeMode('wysiwyg', true);
    outside.focus();
    await loaded(editor);
    expect(document.activeElement).toBe(outside);
  });

  it('finishes the load first for what needs the whole document: the end, select all', async () => {
    const markdown = mixedDocument(6);
    let editor = create(markdown);
    editor.changeMode('wysiwyg', true);
    editor.moveCursorToEnd();
    expect(editor.getService().isWysiwygLoading()).toBe(false);
    const quill = editor.getSquire();
    expect(quill.hasFocus()).toBe(false); // the cursor is placed without taking the focus...
    editor.focus();
    expect(quill.getSelection()?.index).toBe(quill.getLength() - 1); // ...and is there once focused
    editor.remove();

    editor = create(markdown);
    editor.changeMode('wysiwyg', true);
    editor.getSquire().focus();
    editor.getSquire().root.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(editor.getService().isWysiwygLoading()).toBe(false);
    expect(editor.getSquire().getText()).toContain('Section 5');
  });

  it('stops adding blocks when the editor goes back to markdown, is given new content or is removed', async () => {
    const markdown = mixedDocument(6);
    const editor = create(markdown);
    editor.changeMode('wysiwyg', true);
    editor.changeMode('markdown', true);
    expect(editor.getService().isWysiwygLoading()).toBe(false);
    expect(editor.getMarkdown()).toBe(markdown);
    const length = editor.getSquire().getLength();
    await nextTask();
    await nextTask();
    expect(editor.getSquire().getLength()).toBe(length);

    editor.changeMode('wysiwyg', true);
    editor.setHtml('<p>short</p>');
    expect(editor.getService().isWysiwygLoading()).toBe(false);
    await nextTask();
    expect(editor.getMarkdown()).toBe('short');

    editor.setMarkdown(markdown, false);
    expect(editor.getService().isWysiwygLoading()).toBe(true);
    const quill = editor.getSquire();
    editor.remove();
    const after = quill.getLength();
    await nextTask();
    await nextTask();
    expect(quill.getLength()).toBe(after);
  });

  it(`ends with the same Quill content as one load on ${longDocuments.length} corpus documents, both directions`, async () => {
    expect(longDocuments.length).toBeGreaterThanOrEqual(8);
    for (const doc of longDocuments) {
      const source = doc.markdown.replace(/\r\n?/g, '\n');
      for (const cursorToEnd of [false, true]) {
        const whole = loadedAtOnce(source, cursorToEnd);
        const editor = create(source);
        editor.changeMode('wysiwyg', !cursorToEnd);
        await loaded(editor);
        expectSame(serialiseOps(editor.getSquire().getContents().ops), whole, `${doc.name} ${cursorToEnd ? 'from the end' : 'from the start'}`);
        expectSame(editor.getMarkdown(), source, `${doc.name} markdown`);
        editor.remove();
      }
    }
  }, 120_000);

  it('leaves no empty line after a rule or raw HTML block where a step ends, either direction', async () => {
    // Every block is short: with 200-character steps, many steps would end right after a rule.
    const markdown = Array.from({ length: 60 }, (_, i) => `para ${i}\n\n${i % 2 ? '***' : `<div>raw ${i}</div>`}\n\n`).join('') + 'end\n';
    for (const cursorToEnd of [false, true]) {
      const whole = loadedAtOnce(markdown, cursorToEnd);
      const editor = create(markdown);
      editor.changeMode('wysiwyg', !cursorToEnd);
      await loaded(editor);
      const quill = editor.getSquire();
      expectSame(serialiseOps(quill.getContents().ops), whole, cursorToEnd ? 'from the end' : 'from the start');
      expect(quill.getLines().filter((line) => line.domNode.nodeName === 'P' && !line.domNode.textContent).length).withContext('empty lines').toBe(0);
      expect(editor.getMarkdown()).toBe(markdown);
      editor.remove();
    }
  });

  it('streams rules before tables, code and other rules (which keep a line after the rule) as one load has them', async () => {
    const kinds = ['| a | b |\n| - | - |\n| 1 | 2 |', '```\ncode\n```', '---', 'text'];
    const markdown = Array.from({ length: 48 }, (_, i) => `***\n\n${kinds[i % 4]}\n\n`).join('') + 'end\n';
    for (const cursorToEnd of [false, true]) {
      const whole = loadedAtOnce(markdown, cursorToEnd);
      const editor = create(markdown);
      editor.changeMode('wysiwyg', !cursorToEnd);
      await loaded(editor);
      expectSame(serialiseOps(editor.getSquire().getContents().ops), whole, cursorToEnd ? 'from the end' : 'from the start');
      expect(editor.getMarkdown()).toBe(markdown);
      editor.remove();
    }
  });

  it('keeps the line after a rule that ends the first screen when the user typed in it before the rest came', async () => {
    const head = Array.from({ length: 20 }, (_, i) => `paragraph number ${i}\n\n`).join('') + '***\n\n';
    const tail = Array.from({ length: 40 }, (_, i) => `later ${i}\n\n`).join('');
    Object.assign(wysiwygStreaming, { firstChars: head.length }); // the first screen: up to the rule
    const editor = create(head + tail);
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    expect(editor.getService().isWysiwygLoading()).toBe(true);
    expect(quill.getText()).withContext('the first screen ends with the rule').not.toContain('later');
    quill.focus();
    quill.setSelection(quill.getLength() - 1, 0, 'user');
    quill.insertText(quill.getLength() - 1, 'typed', 'user');
    await loaded(editor);
    expect(editor.getMarkdown()).toBe(`${head}typed\n\n${tail}`);
  });

  it('builds Quill’s document Delta in one pass with the same result as Quill’s own', async () => {
    const Quill = await loadQuill();
    const quill = new Quill(host.appendChild(document.createElement('div')));
    const own = Object.getPrototypeOf(quill.editor).getDelta;
    quill.clipboard.dangerouslyPasteHTML('<h1>a</h1><p><b>b</b>c</p><ul><li>d</li><li>e</li></ul><pre>f</pre>');
    const expected = JSON.stringify(own.call(quill.editor).ops);
    useLinearGetDelta(quill);
    expect(JSON.stringify(quill.editor.getDelta().ops)).toBe(expected);
  });
});
