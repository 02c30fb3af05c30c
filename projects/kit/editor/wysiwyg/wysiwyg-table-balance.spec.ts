import { useEditorFactory, waitFor } from '../editor-spec-helpers';
import { longReadme } from '../long-document-spec-helpers';
import type QuillType from 'quill';
import { loadQuill } from './quill-loader';

/*
 * Quill's table module pads short table rows ("balances" every table) on the next user change after
 * a change that touched a table. A long document streams into WYSIWYG in steps that emit no
 * text-change, and each step with a table used to leave one more pending balance behind: the
 * user's first key then balanced every table once per step (~1 s at 100 KB).
 */
describe('KitEditor WYSIWYG table balancing', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** A WYSIWYG editor with `markdown` streamed in, and the tables its table cells' balancing runs on from now. */
  async function loaded(markdown: string): Promise<{ quill: QuillType; balanced: unknown[]; tableAt(n: number): unknown }> {
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', height: '300px' });
    await waitFor(() => !editor.getService().isWysiwygLoading(), 20000);
    const quill = editor.getSquire();
    const Quill = quill.constructor as unknown as { find(node: Node): unknown };
    const tableAt = (n: number) => Quill.find(quill.root.querySelectorAll('table')[n]);
    const prototype = Object.getPrototypeOf(tableAt(0)) as { balanceCells(): void };
    const own = prototype.balanceCells;
    const balanced: unknown[] = [];
    spyOn(prototype, 'balanceCells').and.callFake(function (this: unknown) {
      balanced.push(this);
      own.call(this);
    });
    return { quill, balanced, tableAt };
  }

  it('after a long document with many tables has streamed in, a key outside the tables balances none', async () => {
    const { quill, balanced } = await loaded(longReadme(40 * 1024)); // a table in every section, loaded in many steps
    const tables = quill.root.querySelectorAll('table').length;
    expect(tables).toBeGreaterThan(100);
    quill.insertText(quill.getText().indexOf('Paragraph 10 with'), 'x', 'user');
    quill.insertText(quill.getText().indexOf('Paragraph 10 with'), 'y', 'user');
    expect(balanced.length).toBe(0);
    expect(quill.root.querySelectorAll('table').length).toBe(tables);
  });

  it('and a key into a table balances that table alone', async () => {
    const { quill, balanced, tableAt } = await loaded(longReadme(8 * 1024));
    const cell = quill.root.querySelectorAll('table')[3].querySelector('td')!;
    const Quill = quill.constructor as unknown as { find(node: Node): unknown };
    quill.insertText(quill.getIndex(Quill.find(cell.firstChild!) as never), 'y', 'user');
    expect(balanced.length).toBe(1);
    expect(balanced[0] === tableAt(3)).toBeTrue();
  });

  // Extensions QA (2026-11-28): Quill balanced every table at the first key typed anywhere.
  it('an untouched table whose merged row is wider than the others keeps its markdown when text elsewhere is edited', () => {
    const markdown = 'para\n\n| p | q |\n| --- | --- |\n| @cols=2:w | r |';
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', exts: ['table'] });
    const quill = editor.getSquire();
    quill.insertText(4, '!', 'user');
    quill.insertText(5, '?', 'user');
    expect(editor.getMarkdown()).toBe(markdown.replace('para', 'para!?'));
  });
});
