import type QuillType from 'quill';
import { useEditorFactory, finishWysiwygLoad, useSmallLoadSteps, useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';
import { PREVIOUS_ITEM_ATTRIBUTE, previousItemMark } from './wysiwyg-item-marks';

/*
 * What a sibling rule (`a + b`, `a ~ b`) of the WYSIWYG stylesheet costs Chromium. When an element
 * is inserted before another one, Blink looks up the sibling rules whose left part could match the
 * inserted element or the one before it, by their id, class and attribute names (a left part with
 * none of those, `li:not([x])`, is looked up for every element), and re-matches their right parts
 * against the whole subtree of the parent. Quill inserts a new list item into the editing area
 * itself and moves it into its list container after, so with `li + li` rules every step of a long
 * document loading at its start restyled every list item loaded so far (100 KB: ~1,000 items, 20-40
 * ms a step), and with an unkeyed left part so did every Enter in a paragraph. Found with a trace of
 * the style invalidations, 2026-11-26. The list rules now read a mark on the item instead
 * (wysiwyg-item-marks.ts), kept up to date by kit (wysiwyg-line-marks.ts).
 */
describe('KitEditor WYSIWYG stylesheet sibling rules', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** The selectors of the rules that style the WYSIWYG editing area, from the page's stylesheets. */
  function editingAreaSelectors(): string[] {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(...splitTopLevel(rule.selectorText, ','));
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return selectors.map((s) => s.trim()).filter((s) => s.includes('.ql-editor'));
  }

  /** `text` split at `separator` outside brackets and parentheses. */
  function splitTopLevel(text: string, separator: string): string[] {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (depth === 0 && text.startsWith(separator, i)) {
        parts.push(text.slice(start, i));
        start = i + separator.length;
      }
    }
    parts.push(text.slice(start));
    return parts;
  }

  /** The compounds that stand left of a `+` or `~` combinator in `selector` (outside `:has()`/`:is()`). */
  function siblingLeftCompounds(selector: string): string[] {
    const tokens = splitTopLevel(selector, ' ').filter(Boolean);
    const lefts: string[] = [];
    for (let i = 1; i < tokens.length; i++) if (tokens[i] === '+' || tokens[i] === '~') lefts.push(tokens[i - 1]);
    return lefts;
  }

  /** Whether a compound names an id, class or attribute outside its `:not()`/`:is()`/`:has()` arguments. */
  function hasKeyName(compound: string): boolean {
    let depth = 0;
    for (const c of compound) {
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (depth === 0 && (c === '[' || c === '.' || c === '#')) return true;
    }
    return false;
  }

  it('the helpers read compounds as Blink keys them', () => {
    expect(siblingLeftCompounds('.a li:not([x], [y]) + li[z] ~ p')).toEqual(['li:not([x], [y])', 'li[z]']);
    expect(hasKeyName('li:not([x], [y])')).toBeFalse();
    expect(hasKeyName('li[data-list]:not([x])')).toBeTrue();
    expect(hasKeyName('.ql-code-block-container')).toBeTrue();
  });

  it('no rule of the editing area styles a list item by the element before it, and every sibling rule keys its left part', () => {
    create({ initialValue: '- a\n- b', initialEditType: 'wysiwyg' });
    const selectors = editingAreaSelectors();
    // The stylesheet is loaded with its list rules (so an empty list cannot pass by accident).
    expect(selectors.filter((s) => s.includes(PREVIOUS_ITEM_ATTRIBUTE)).length).toBeGreaterThan(20);
    const sibling = selectors.filter((s) => siblingLeftCompounds(s).length > 0);
    const onItems = sibling.filter((s) => /[+~] li\b/.test(s));
    expect(onItems).toEqual([]);
    const unkeyed = sibling.filter((s) => siblingLeftCompounds(s).some((compound) => !hasKeyName(compound)));
    expect(unkeyed).toEqual([]);
  });
});

/** Every list item of `quill` whose mark is not what its neighbour says (text and both values), for a readable failure. */
function staleMarks(quill: QuillType): string[] {
  return Array.from(quill.root.querySelectorAll('li'))
    .filter((item) => item.getAttribute(PREVIOUS_ITEM_ATTRIBUTE) !== previousItemMark(item))
    .map((item) => `${item.textContent}: ${item.getAttribute(PREVIOUS_ITEM_ATTRIBUTE)} != ${previousItemMark(item)}`);
}

describe('KitEditor WYSIWYG previous-item marks', () => {
  const { load, press, type, editor, quill } = useWysiwygEditing();

  const markOf = (text: string) => {
    const item = Array.from(quill().root.querySelectorAll('li')).find((li) => li.textContent === text);
    expect(item).withContext(text).toBeDefined();
    return item!.getAttribute(PREVIOUS_ITEM_ATTRIBUTE);
  };

  it('says what the item before is: kind, level, quoted, in an item, loose', () => {
    load('1. a\n2. b\n   - c\n- d\n\n- e\n\n> 1. f\n\n1. g\n');
    expect(markOf('a')).toBeNull();
    expect(markOf('b')).toBe('ordered level-0 peer-ordered');
    expect(markOf('c')).withContext('no item at its level before it').toBe('ordered level-0');
    expect(markOf('d')).withContext('its peer is b, past c').toBe('bullet level-1 peer-ordered');
    expect(markOf('e')).toBe('bullet level-0 loose peer-bullet');
    expect(markOf('f')).toBe('bullet level-0 loose peer-bullet');
    expect(markOf('g')).toBe('ordered level-0 quoted peer-ordered');
    expect(staleMarks(quill())).toEqual([]);
  });

  it('follows edits: Enter in a list, a changed list kind, an indent, a deleted line, undo', () => {
    load('1. a\n2. b\n3. c\n\npara\n\n- d\n- e\n', 1);
    press('Enter');
    type('x');
    expect(markOf('x')).toBe('ordered level-0 peer-ordered');
    expect(staleMarks(quill())).toEqual([]);
    const at = (text: string) => quill().getText().indexOf(text);
    quill().formatLine(at('b'), 1, 'list', 'bullet', 'user');
    expect(markOf('c')).toBe('bullet level-0 peer-bullet');
    quill().formatLine(at('c'), 1, 'indent', 1, 'user');
    expect(markOf('c')).toBe('bullet level-0');
    quill().deleteText(at('para'), 'para'.length + 1, 'user'); // the paragraph goes: the two lists meet
    expect(markOf('d')).toBe('ordered level-1 peer-bullet');
    expect(staleMarks(quill())).toEqual([]);
    quill().history.undo();
    expect(markOf('d')).toBeNull();
    expect(staleMarks(quill())).toEqual([]);
  });

  it("follows a change of an item to the items after the ones nested in it, whose peer it is", () => {
    load('1. a\n   - x\n     - y\n   - z\n2. b\n3. c\n');
    const at = (text: string) => quill().getText().indexOf(text);
    expect(markOf('b')).toBe('bullet level-1 peer-ordered');
    quill().formatLine(at('a'), 1, 'list', 'bullet', 'user');
    expect(markOf('b')).withContext('a is a bullet now').toBe('bullet level-1 peer-bullet');
    expect(markOf('c')).withContext('its peer is b (guard)').toBe('ordered level-0 peer-ordered');
    quill().history.cutoff(); // each change its own undo step
    quill().formatLine(at('a'), 1, 'indent', 1, 'user');
    expect(markOf('b')).withContext('a is nested now, under no item').toBe('bullet level-1');
    quill().history.undo();
    expect(markOf('b')).toBe('bullet level-1 peer-bullet');
    quill().history.cutoff();
    quill().deleteText(at('a'), 2, 'user'); // a goes: x is the first item
    expect(markOf('b')).toBe('bullet level-1');
    expect(staleMarks(quill())).toEqual([]);
    quill().history.undo();
    quill().history.undo();
    expect(markOf('b')).toBe('bullet level-1 peer-ordered');
    expect(staleMarks(quill())).toEqual([]);
  });

  it('marks the item pushed down by Enter at the top of a run of equal empty items', () => {
    // Quill may report such a line at another of the equal lines than the one the DOM got.
    load('3. a\n');
    for (let i = 0; i < 3; i++) quill().insertText(0, '\n', 'user');
    expect(quill().root.querySelectorAll('li').length).toBe(4);
    expect(staleMarks(quill())).toEqual([]);
    quill().insertText(0, '\n', 'user');
    expect(staleMarks(quill())).toEqual([]);
  });

  it('stays out of the content: HTML, markdown and the clipboard', () => {
    load('- a\n- b\n');
    expect(markOf('b')).toBe('bullet level-0 peer-bullet');
    expect(quill().getSemanticHTML()).not.toContain(PREVIOUS_ITEM_ATTRIBUTE);
    expect(editor().getHtml()).not.toContain(PREVIOUS_ITEM_ATTRIBUTE);
    expect(editor().getMarkdown()).toBe('- a\n- b\n');
  });

  it("is written out of Quill's sight: a mark is no change for it to read back, another attribute is", async () => {
    load('- a\n- b\n');
    let updates = 0;
    quill().on('scroll-update' as never, () => updates++);
    const item = quill().root.querySelector('li')!;
    item.setAttribute(PREVIOUS_ITEM_ATTRIBUTE, 'bullet level-0');
    await Promise.resolve();
    quill().update('user');
    expect(updates).withContext('after a mark').toBe(0);
    item.setAttribute('data-other', '1');
    await Promise.resolve();
    expect(updates).withContext('after another attribute').toBe(1);
  });

  for (const run of [7, 12, 19, 23, 31]) {
    it(`follows random edits of lists, three levels deep (seed ${run})`, () => {
      load('1. a\n2. b\n   - c\n     - cc\n       1. ccc\n   - d\n3. e\n\n> - f\n> - g\n\n- h\n\n- i\n\npara\n\n1. j\n   1. jj\n      - jjj\n2. k\n');
      let seed = run;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const kinds = ['ordered', 'bullet', 'checked', false] as const;
      for (let step = 0; step < 60; step++) {
        const length = quill().getLength();
        const index = random(length - 1);
        switch (random(5)) {
          case 0:
            quill().insertText(index, '\n', 'user');
            break;
          case 1:
            quill().formatLine(index, 1, 'list', kinds[random(kinds.length)], 'user');
            break;
          case 2:
            quill().formatLine(index, 1, 'indent', random(4) || false, 'user');
            break;
          case 3:
            quill().deleteText(index, Math.min(1 + random(4), length - 1 - index), 'user');
            break;
          default:
            quill().history.undo();
        }
        expect(staleMarks(quill())).withContext(`step ${step}`).toEqual([]);
      }
    });
  }
});

describe('KitEditor WYSIWYG previous-item marks of a long document loaded in steps', () => {
  const { create } = useEditorFactory();
  useSmallLoadSteps();

  for (const fromEnd of [false, true]) {
    it(`marks the items that come in later${fromEnd ? ', before the end shown first' : ''}`, async () => {
      let markdown = '';
      for (let i = 0; i < 40; i++) markdown += `1. a${i}\n2. b${i}\n- c${i}\n\n> - q${i}\n\n`;
      const editor = create({ initialValue: markdown, height: '300px' });
      editor.changeMode('wysiwyg', !fromEnd);
      expect(editor.getService().isWysiwygLoading()).toBe(true);
      await finishWysiwygLoad(editor);
      const quill = editor.getSquire();
      // Quill keeps all of these items in one container (a quote is a mark of its items): every item but the first follows one.
      expect(quill.root.querySelectorAll(`li[${PREVIOUS_ITEM_ATTRIBUTE}]`).length).toBe(4 * 40 - 1);
      expect(staleMarks(quill)).toEqual([]);
      expect(editor.getMarkdown()).toBe(markdown);
    });
  }
});
