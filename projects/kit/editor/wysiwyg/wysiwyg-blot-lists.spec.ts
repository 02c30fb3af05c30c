import { KitEditor, ready } from '../kit-editor';
import { finishWysiwygLoad } from '../editor-spec-helpers';
import { kitPasteInsert } from '../paste/linear-insert';
import { pasteToWysiwyg } from '../paste/paste-spec-helpers';
import { type QuillClass, loadQuill } from './quill-loader';

/*
 * Parchment's child lists answer `contains` from the list each node was last put in
 * (wysiwyg-blot-lists.ts): after pastes, edits, undo and mode switches, every list must still be
 * what its links say, and `contains` must answer as a walk of the list does.
 */

interface Node {
  prev: Node | null;
  next: Node | null;
  parent?: Parent | null;
  domNode: globalThis.Node;
}
interface Parent extends Node {
  children: { head: Node | null; tail: Node | null; length: number; contains(node: Node): boolean };
}

/** What is wrong with the lists under `blot`: links, lengths, parents, DOM order, and `contains` against a walk. */
function listProblems(blot: Parent, others: Parent[], problems: string[] = []): string[] {
  const list = blot.children;
  const walked: Node[] = [];
  for (let node = list.head, prev: Node | null = null; node; prev = node, node = node.next) {
    if (node.prev !== prev) problems.push('a node whose prev is not the node before it');
    if (node.parent !== blot) problems.push('a child whose parent is another blot');
    walked.push(node);
    if (walked.length > 100000) break;
  }
  if (walked.length !== list.length) problems.push(`length ${list.length}, ${walked.length} linked`);
  if (walked[walked.length - 1] !== (list.tail ?? undefined)) problems.push('a tail that is not the last node');
  const dom = walked.map((node) => node.domNode);
  if (dom.some((node, i) => i > 0 && dom[i - 1].nextSibling !== node && !(dom[i - 1].compareDocumentPosition(node) & globalThis.Node.DOCUMENT_POSITION_FOLLOWING))) problems.push('DOM order differs from list order');
  for (const node of walked) {
    if (!list.contains(node)) problems.push('contains() denies a child');
    for (const other of others) if (other !== blot && other.children.contains(node)) problems.push('contains() claims another list\'s node');
    if ((node as Parent).children) listProblems(node as Parent, others, problems);
  }
  return problems;
}

/** Every parent blot under `scroll` (lists, items, containers), for the cross checks. */
function parents(blot: Parent, all: Parent[] = []): Parent[] {
  all.push(blot);
  for (let node = blot.children.head; node; node = node.next) if ((node as Parent).children) parents(node as Parent, all);
  return all;
}

describe('WYSIWYG blot lists with constant-time membership', () => {
  let host: HTMLElement;
  let editor: KitEditor;
  const saved = { ...kitPasteInsert };

  let loadedQuill: QuillClass | undefined;

  beforeAll(async () => {
    await ready;
    loadedQuill = await loadQuill();
  });
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    editor = new KitEditor({ el: host, initialEditType: 'wysiwyg', height: '300px' });
  });
  afterEach(() => {
    Object.assign(kitPasteInsert, saved);
    editor.remove();
    host.remove();
  });

  const check = () => {
    const scroll = editor.getSquire().scroll as unknown as Parent;
    // A sample of lists for the cross check: every parent would be quadratic.
    const all = parents(scroll);
    const sample = all.filter((_, i) => i % Math.ceil(all.length / 12) === 0);
    expect(listProblems(scroll, sample)).toEqual([]);
  };

  it('keeps every list as its links say through pastes, edits, undo and mode switches', async () => {
    const section = (i: number) => `## S ${i}\n\n- a\n  - b\n- c\n\n1. x\n2. y\n\n\`\`\`js\nf(${i});\ng();\n\`\`\`\n\n| a | b |\n| --- | --- |\n| ${i} | 2 |\n\n> q **bold** [l](https://e.com)\n\n`;
    editor.setMarkdown(Array.from({ length: 8 }, (_, i) => section(i)).join(''));
    await finishWysiwygLoad(editor);
    check();
    const quill = editor.getSquire();
    kitPasteInsert.blockWiseFromOps = 20;
    quill.setSelection(quill.getText().indexOf('S 3'), 0, 'silent');
    pasteToWysiwyg(editor, { 'text/plain': Array.from({ length: 6 }, (_, i) => section(100 + i)).join('') });
    expect(editor.getMarkdown()).toContain('## S 105');
    check();
    quill.setSelection(quill.getText().indexOf('f(2)'), 0, 'user');
    quill.insertText(quill.getSelection()!.index, 'typed ', 'user');
    quill.deleteText(quill.getText().indexOf('S 5'), 40, 'user');
    quill.formatLine(quill.getText().indexOf('S 6'), 1, 'list', 'bullet', 'user');
    check();
    quill.history.undo();
    quill.history.undo();
    check();
    quill.history.undo();
    expect(editor.getMarkdown()).not.toContain('S 105');
    check();
    const markdown = editor.getMarkdown();
    editor.changeMode('markdown');
    editor.changeMode('wysiwyg');
    await finishWysiwygLoad(editor);
    expect(editor.getMarkdown()).toBe(markdown);
    check();
  });

  it('keep a plain Quill of the page (not kit\'s) as its links say through seeded random edits', () => {
    const Quill = loadedQuill!;
    const div = document.body.appendChild(document.createElement('div'));
    const plain = new Quill(div, { modules: { history: { delay: 0 } } }); // each change its own undo step
    try {
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const lineFormats = [{ list: 'bullet' }, { list: 'ordered' }, { header: 2 }, { 'code-block': 'plain' }, { blockquote: true }, {}];
      for (let step = 0; step < 400; step++) {
        const length = plain.getLength();
        const at = random(length);
        switch (random(5)) {
          case 0:
            plain.insertText(at, 'word ', random(2) ? { bold: true } : {}, 'user');
            break;
          case 1:
            plain.insertText(at, '\n', 'user');
            break;
          case 2:
            plain.formatLine(at, 1, lineFormats[random(lineFormats.length)], 'user');
            break;
          case 3:
            plain.deleteText(at, Math.min(random(6), length - at - 1), 'user');
            break;
          default:
            if (random(6) === 0) plain.history.undo();
            else plain.updateContents(new (plain.getContents().constructor as new () => { retain(n: number): { insert(t: string, a?: object): object } })().retain(at).insert('x\ny\n', { list: 'bullet' }) as never, 'user');
        }
        if (step % 50 === 49) expect(listProblems(plain.scroll as unknown as Parent, [])).withContext(`step ${step}`).toEqual([]);
      }
      expect(plain.getLength()).toBeGreaterThan(50);
      expect(plain.root.querySelectorAll('li').length).toBeGreaterThan(0);
    } finally {
      div.remove();
    }
  });
});
