import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Quotes of blocks nested deeper than three in WYSIWYG: each level is drawn further in and with one
 * more bar (the stylesheet has rules per depth up to six), as a reader of the markdown counts them.
 */
describe('KitEditor WYSIWYG quote depths', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** A quote of quotes six deep, a paragraph (`l1`…`l6`) at each depth, then what `inner` holds at depth 6. */
  const nested = (inner = '') => {
    const lines: string[] = [];
    for (let depth = 1; depth <= 6; depth++) lines.push(`${'> '.repeat(depth)}l${depth}`, '>'.repeat(depth).split('').join(' '));
    return `${lines.join('\n')}\n${inner}`;
  };

  /** The drawing of a block: how far in it is and its bars. */
  const drawing = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.marginInlineStart} | ${style.boxShadow}`;
  };

  /** How many bars (shadows of the border colour) a block has besides its own. */
  const bars = (element: Element) => (getComputedStyle(element).boxShadow.match(/\d+px 0px 0px 0px/g) ?? []).length / 2;

  it('draws each paragraph depth from one to six apart', () => {
    const editor = create({ initialValue: nested(), initialEditType: 'wysiwyg' });
    const lines = Array.from(editor.getSquire().root.querySelectorAll('blockquote'));
    expect(lines.map((line) => line.getAttribute('data-kit-quote'))).toEqual(['1', '2', '3', '4', '5', '6']);
    const drawings = lines.map(drawing);
    expect(new Set(drawings).size).withContext(drawings.join('\n')).toBe(6);
    expect(lines.map((line) => parseFloat(getComputedStyle(line).marginInlineStart))).toEqual([0, 16, 32, 48, 64, 80]);
    expect(lines.map(bars)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('draws list items four and five deep apart', () => {
    const editor = create({ initialValue: '> > > > - four\n>\n> > > > > - five\n', initialEditType: 'wysiwyg' });
    const items = Array.from(editor.getSquire().root.querySelectorAll('li'));
    expect(items.map((item) => item.getAttribute('data-kit-quote'))).toEqual(['4', '5']);
    expect(drawing(items[0])).not.toBe(drawing(items[1]));
    expect(items.map(bars)).toEqual([4, 5]); // the item draws its own bar as a shadow too
  });

  it('draws a code block four and five deep apart', () => {
    const fence = (prefix: string) => `${prefix}\`\`\`\n${prefix}x\n${prefix}\`\`\`\n`;
    const editor = create({ initialValue: `${fence('> > > > ')}>\n${fence('> > > > > ')}`, initialEditType: 'wysiwyg' });
    const boxes = Array.from(editor.getSquire().root.querySelectorAll('.ql-code-block-container'));
    expect(boxes.length).toBe(2);
    expect(boxes.map((box) => parseFloat(getComputedStyle(box).marginInlineStart))).toEqual([64, 80]);
    expect(boxes.map(bars)).toEqual([4, 5]);
  });

  it('draws depths beyond six as six', () => {
    const editor = create({ initialValue: `${'> '.repeat(6)}six\n${'>'.repeat(6).split('').join(' ')}\n${'> '.repeat(7)}seven\n`, initialEditType: 'wysiwyg' });
    const [six, seven] = Array.from(editor.getSquire().root.querySelectorAll('blockquote'));
    expect(seven.getAttribute('data-kit-quote')).toBe('7');
    expect(drawing(seven)).toBe(drawing(six));
  });
});
