import type { Delta as DeltaType } from 'quill';
import { useEditorFactory, withoutKitKeys as keyless } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';
import { kitPasteInsert } from './linear-insert';
import { pasteToWysiwyg } from './paste-spec-helpers';

/*
 * A long markdown paste into WYSIWYG goes in block-wise (clipboard QA, 2026-11-27: Quill's
 * updateContents took 6 s for 100 KB and 48 s for 300 KB, in one task). The content, the markdown,
 * the history (one undo step) and the change events must be what updateContents gives.
 */
describe('Long pastes into WYSIWYG, block-wise', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });
  let saved: number;
  beforeEach(() => (saved = kitPasteInsert.blockWiseFromOps));
  afterEach(() => (kitPasteInsert.blockWiseFromOps = saved));

  let text = '';
  for (let n = 0; text.length < 6000; n++) text += `## Section ${n}\n\nSome **bold** and [link](http://x.test/${n}) text.\n\n- item one\n- item *two*\n\n> quoted ${n}\n\n`;

  /** Pastes `text` in WYSIWYG on `markdown` with the selection at `index`/`length`; the outcome. */
  const paste = (blockWise: boolean, markdown: string, index: number, length = 0) => {
    kitPasteInsert.blockWiseFromOps = blockWise ? 1 : Infinity;
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(index, length, 'user');
    let changes = 0;
    quill.on('text-change', (_delta, _old, source) => {
      if (source === 'user') changes++;
    });
    expect(pasteToWysiwyg(editor, { 'text/plain': text }).defaultPrevented).toBeTrue();
    const after = { contents: JSON.stringify(quill.getContents()), markdown: editor.getMarkdown(), selection: quill.getSelection(), changes };
    (quill.getModule('history') as { undo(): void }).undo();
    return { ...after, undone: editor.getMarkdown() };
  };

  const PLACES: [string, string, number, number?][] = [
    ['into an empty document', '', 0],
    ['in the middle of a paragraph', 'before after\n', 7],
    ['at the end of a list item (the blocks go after it)', '- item\n- next\n', 4],
    ['over a selection across blocks', 'one\n\ntwo\n\nthree\n', 2, 6],
  ];
  for (const [title, markdown, index, length] of PLACES) {
    it(`${title}: the same as updateContents, one change, one undo back to the source`, () => {
      const reference = paste(false, markdown, index, length);
      const blockWise = paste(true, markdown, index, length);
      expect(blockWise.contents).toBe(reference.contents);
      expect(blockWise.markdown).toBe(reference.markdown);
      expect(blockWise.selection).toEqual(reference.selection);
      expect(blockWise.changes).toBe(1);
      expect(blockWise.undone).toBe(markdown);
      expect(blockWise.markdown).toContain('## Section 3');
    });
  }
});

/*
 * Undo of select-all and Delete (or typing) gives the whole document back as one change of
 * thousands of inserts, which Quill placed one by one from the top (long-documents QA, 2026-11-28:
 * 4–6 s at 100 KB, ~30 s at 300 KB). Such changes go in block-wise too; everything a user or an app
 * sees must be what Quill's own updateContents gives.
 */
describe('Long changes through updateContents (undo of select-all), block-wise', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });
  let saved: number;
  beforeEach(() => (saved = kitPasteInsert.blockWiseFromOps));
  afterEach(() => (kitPasteInsert.blockWiseFromOps = saved));

  let markdown = '';
  for (let n = 0; markdown.length < 5000; n++) {
    markdown += `## Section ${n}\n\nSome **bold** and [link](http://x.test/${n}) text.\n\n- item one\n  - nested *two*\n- [x] task\n\n> quoted ${n}\n>\n> > deeper\n\n\`\`\`js\nf(${n});\n\`\`\`\n\n| a | b |\n| :-- | --: |\n| ${n} | y |\n\n<div>raw ${n}</div>\n\n***\n\n`;
  }

  /** Select-all, then `edit`; undo, redo and undo again: what each step leaves. */
  const run = (blockWise: boolean, edit: (quill: ReturnType<ReturnType<typeof create>['getSquire']>) => void) => {
    kitPasteInsert.blockWiseFromOps = blockWise ? 20 : Infinity;
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    const log: string[] = [];
    quill.on('text-change', (delta, _old, source) => log.push(`${source} ${keyless(JSON.stringify(delta.ops))}`));
    quill.setSelection(0, quill.getLength(), 'user');
    edit(quill);
    const history = quill.getModule('history') as { undo(): void; redo(): void };
    const state = () => ({ contents: keyless(JSON.stringify(quill.getContents())), markdown: editor.getMarkdown(), selection: quill.getSelection() });
    history.undo();
    const undone = state();
    history.redo();
    const redone = state();
    history.undo();
    return { undone, redone, again: state(), log };
  };

  const EDITS: [string, (quill: ReturnType<ReturnType<typeof create>['getSquire']>) => void][] = [
    ['Delete', (quill) => quill.deleteText(0, quill.getLength() - 1, 'user')],
    ['typing', (quill) => {
      quill.deleteText(0, quill.getLength() - 1, 'user');
      quill.insertText(0, 'x', 'user');
    }],
  ];
  for (const [title, edit] of EDITS) {
    it(`select-all and ${title}: undo, redo and undo again as Quill's own updateContents gives them`, () => {
      const reference = run(false, edit);
      const blockWise = run(true, edit);
      expect(blockWise.undone.markdown).toContain('## Section 4');
      expect(blockWise.undone).toEqual(reference.undone);
      expect(blockWise.redone).toEqual(reference.redone);
      expect(blockWise.again).toEqual(reference.again);
      // As objects: the key order of an operation is no difference.
      expect(blockWise.log.map((entry) => JSON.parse(entry.slice(entry.indexOf(' ') + 1)))).toEqual(reference.log.map((entry) => JSON.parse(entry.slice(entry.indexOf(' ') + 1))));
      expect(blockWise.log.map((entry) => entry.split(' ')[0])).toEqual(reference.log.map((entry) => entry.split(' ')[0]));
      expect(blockWise.log.length).toBeGreaterThanOrEqual(4);
    });
  }

  it('leaves other changes to Quill, and a read-only editor unchanged by a user change', () => {
    kitPasteInsert.blockWiseFromOps = 2;
    const editor = create({ initialValue: 'one\n\ntwo\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const Delta = quill.getContents().constructor as new () => DeltaType;
    // A format after the insert: not one insertion, Quill applies it.
    quill.updateContents(new Delta().insert('a\n', { header: 1 }).insert('b\n').retain(2, { bold: true }), 'api');
    expect(editor.getMarkdown()).toBe('# a\n\nb\n\n**on**e\n\ntwo\n');
    quill.disable();
    const change = quill.updateContents(new Delta().insert('c\n').insert('d\n').insert('e\n'), 'user');
    expect(change.length()).toBe(0);
    expect(editor.getMarkdown()).toBe('# a\n\nb\n\n**on**e\n\ntwo\n');
    quill.updateContents(new Delta().insert('c\n').insert('d\n', { header: 2 }).insert('e\n'), 'api');
    expect(editor.getMarkdown()).toBe('c\n\n## d\n\ne\n\n# a\n\nb\n\n**on**e\n\ntwo\n');
  });

  it('moves the selection past content inserted before it, as updateContents does', () => {
    kitPasteInsert.blockWiseFromOps = 2;
    const editor = create({ initialValue: 'one two\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(4, 3, 'user');
    const Delta = quill.getContents().constructor as new () => DeltaType;
    const change = quill.updateContents(new Delta().insert('a\n').insert('b\n', { header: 2 }).insert('c\n'), 'api');
    expect(change.length()).toBe(6);
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 10, length: 3 }));
    expect(quill.getText(10, 3)).toBe('two');
  });
});
