import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill, loadWysiwygEngine, loadedWysiwygEngine, overrideWysiwygImportForSpecs } from './quill-loader';

/** How many stylesheets on the page carry the WYSIWYG area's rules (Quill's core rules with kit's). */
function wysiwygSheets(): number {
  return [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('data-kit-continue')).length;
}

describe('The WYSIWYG stylesheet', () => {
  const { create } = useEditorFactory();

  it("is not part of the editor's own stylesheet, which every markdown editor loads", () => {
    create({ initialValue: 'text' });
    const editorSheets = [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.kit-md-editor .cm-editor'));
    expect(editorSheets.length).withContext("the editor's stylesheet is on the page").toBeGreaterThan(0);
    expect(editorSheets.some((style) => style.textContent?.includes('data-kit-continue'))).toBeFalse();
  });

  it('styles the WYSIWYG area (Quill\'s core rules and kit\'s) while a WYSIWYG view exists, and leaves with the last one', () => {
    const before = wysiwygSheets();
    const first = create({ initialValue: '1. one\n2. two', initialEditType: 'wysiwyg' });
    const second = create({ initialValue: 'text', initialEditType: 'wysiwyg' });
    expect(wysiwygSheets()).withContext('one sheet for every view on the page').toBe(Math.max(before, 1));
    const root = first.getSquire().root as HTMLElement;
    expect(getComputedStyle(root).whiteSpace).withContext("Quill's core rule for .ql-editor").toBe('pre-wrap');
    expect(getComputedStyle(root).outlineStyle).withContext("kit's focus rule").toBe('none');
    first.remove();
    expect(getComputedStyle(second.getSquire().root).whiteSpace).withContext('the other view keeps it').toBe('pre-wrap');
    second.remove();
    if (before === 0) expect(wysiwygSheets()).withContext('no view left: no sheet left').toBe(0);
  });

  it('goes again when the WYSIWYG view cannot be made', async () => {
    const real = (await loadWysiwygEngine()) ?? loadedWysiwygEngine()!;
    const broken = {
      ...real,
      KitWysiwygView: class {
        constructor() {
          throw new Error('no view');
        }
      } as unknown as typeof real.KitWysiwygView,
    };
    overrideWysiwygImportForSpecs(() => Promise.resolve(broken));
    try {
      await loadWysiwygEngine();
      const before = wysiwygSheets();
      const editor = create({ initialValue: 'text' });
      expect(() => editor.changeMode('wysiwyg', true)).toThrowError(/no view/);
      expect(wysiwygSheets()).withContext('no sheet left behind by the view that failed').toBe(before);
    } finally {
      overrideWysiwygImportForSpecs(null);
      await loadQuill();
    }
  });
});
