import { KitEditor } from './kit-editor';
import { useEditorFactory } from './editor-spec-helpers';

/** The page's style elements whose text contains `marker`. */
function sheetsWith(marker: string): HTMLStyleElement[] {
  return [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes(marker));
}

/** A rule only the shared theme and content sheet has (editor-content.css). */
const CONTENT = '--kit-editor-border:';
/** A rule only the editor's frame sheet has (editor-frame.css). */
const FRAME = '.kit-md-editor .cm-editor';

describe("kit-editor's and kit-viewer's stylesheets", () => {
  const { create, container } = useEditorFactory();

  it('one copy of the theme and content rules serves editors and viewers, before the frame rules', () => {
    const before = sheetsWith(CONTENT).length;
    const editor = create({ initialValue: '# a' });
    const viewerEl = container();
    const viewer = KitEditor.factory({ el: viewerEl, viewer: true, initialValue: '# b', usageStatistics: false });
    expect(sheetsWith(CONTENT).length).withContext('one shared sheet').toBe(1);
    expect(sheetsWith(FRAME).length).withContext("the frame's sheet").toBe(1);
    const all = [...document.querySelectorAll('style')];
    expect(all.indexOf(sheetsWith(CONTENT)[0])).withContext('the frame rules come later, so they win ties').toBeLessThan(all.indexOf(sheetsWith(FRAME)[0]));
    expect(getComputedStyle(viewerEl.querySelector('.kit-viewer') ?? viewerEl).getPropertyValue('--kit-editor-border').trim())
      .withContext('the viewer gets the theme')
      .toBe('#e5e5e5');
    editor.remove();
    expect(sheetsWith(CONTENT).length).withContext('the viewer still needs it').toBe(1);
    viewer.remove();
    if (before === 0) expect(sheetsWith(CONTENT).length).withContext('nothing needs it any more').toBe(0);
  });

  // wysidiff QA (2026-11-27): browsers centre <th>; WYSIWYG draws an unaligned header cell at the start.
  it('a header cell of a column without alignment starts where its cells do in the viewer and the preview; an aligned one keeps its alignment', () => {
    const viewerEl = container();
    const viewer = KitEditor.factory({ el: viewerEl, viewer: true, initialValue: '| a | b |\n| --- | :-: |\n| a longer cell | d |\n', usageStatistics: false });
    const headers = [...viewerEl.querySelectorAll('th')].map((th) => getComputedStyle(th).textAlign);
    expect(headers[0]).toBe('start');
    expect(headers[1]).toMatch(/center$/); // align="center": Chromium's -webkit-center
    viewer.remove();
  });

  // verify12 (2026-11-27): a loose task list showed a bullet or number beside each box (marked puts the box in the paragraph).
  it('draws no list marker beside the box of a task, in tight and loose lists', () => {
    const viewerEl = container();
    const viewer = KitEditor.factory({ el: viewerEl, viewer: true, initialValue: '- [ ] a\n- [x] b\n\n***\n\n- [ ] c\n\n- [x] d\n', usageStatistics: false });
    const markers = [...viewerEl.querySelectorAll('li')].map((li) => getComputedStyle(li).listStyleType);
    expect(markers).toEqual(['none', 'none', 'none', 'none']);
    viewer.remove();
  });
});
