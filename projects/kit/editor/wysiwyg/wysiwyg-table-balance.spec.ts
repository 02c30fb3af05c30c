import { useEditorFactory, waitFor } from '../editor-spec-helpers';
import { longReadme } from '../long-document-spec-helpers';
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

  it('balances the tables once on the first key after a long document with many tables has streamed in', async () => {
    const markdown = longReadme(40 * 1024); // a table in every section, loaded in many steps
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', height: '300px' });
    await waitFor(() => !editor.getService().isWysiwygLoading(), 20000);
    const quill = editor.getSquire();
    const tables = quill.root.querySelectorAll('table').length;
    expect(tables).toBeGreaterThan(100);
    const balance = spyOn(quill.getModule('table') as { balanceTables(): void }, 'balanceTables').and.callThrough();
    quill.insertText(quill.getLength() - 1, 'x', 'user');
    expect(balance).toHaveBeenCalledTimes(1);
    quill.insertText(quill.getLength() - 1, 'y', 'user');
    expect(balance).toHaveBeenCalledTimes(1); // typing text touches no table
    expect(editor.getMarkdown()).toContain('xy');
    expect(quill.root.querySelectorAll('table').length).toBe(tables);
  });
});
