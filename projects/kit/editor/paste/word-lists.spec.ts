import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';
import { pasteHtmlToWysiwyg } from './paste-spec-helpers';
import { wordListsOf } from './word-lists';

/** A Word list paragraph as Word puts it on the clipboard. */
function wordItem(text: string, marker: string, level = 1, list = 'l0'): string {
  return (
    `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:${list} level${level} lfo1'><![if !supportLists]>` +
    `<span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span>` +
    `<![endif]><span lang=EN-GB>${text}<o:p></o:p></span></p>`
  );
}
const WORD_PAGE = (body: string) =>
  `<html xmlns:w="urn:schemas-microsoft-com:office:word"><head><style><!-- @list l0:level1 {mso-level-number-format:bullet;} --></style></head>` +
  `<body><!--StartFragment--><p class=MsoNormal><b><span lang=EN-GB>Quarterly</span></b><o:p></o:p></p>${body}<!--EndFragment--></body></html>`;

describe('Word lists pasted into WYSIWYG', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('bullets, numbers and levels become lists; the markers Word draws as text go', () => {
    const html = WORD_PAGE(
      '<p class=MsoNormal><o:p>&nbsp;</o:p></p>' +
      wordItem('Revenue up', '·') + wordItem('Costs down', '·') + wordItem('In Europe', 'o', 2) + wordItem('Outlook', '·') +
        '<p class=MsoNormal>Steps</p>' + wordItem('First', '1.') + wordItem('Second', '2.') + wordItem('Detail', 'a)', 2),
    );
    const editor = create({ initialEditType: 'wysiwyg' });
    editor.getSquire().setSelection(0, 0, 'user');
    pasteHtmlToWysiwyg(editor, html);
    // Word's blank paragraph (`<o:p>&nbsp;</o:p>`) is not drawn: the markdown would drop it.
    expect(Array.from(editor.getSquire().root.querySelectorAll('p')).map((p) => p.textContent).filter((text) => text !== '').length).toBe(2);
    expect(editor.getSquire().root.querySelector('p')!.textContent).toBe('Quarterly');
    expect(editor.getMarkdown().trim()).toBe('**Quarterly**\n\n- Revenue up\n- Costs down\n  - In Europe\n- Outlook\n\nSteps\n\n1. First\n2. Second\n   1. Detail');
  });

  it('leaves HTML without Word lists as it is', () => {
    const html = '<p style="color:red">plain</p>';
    expect(wordListsOf(html)).toBe(html);
  });
});
