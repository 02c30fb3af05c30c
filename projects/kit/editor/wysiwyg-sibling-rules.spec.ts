import { useEditorFactory } from './editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * What a sibling rule (`a + b`, `a ~ b`) of the WYSIWYG stylesheet costs Chromium. When an element
 * is inserted before another one, Blink looks up the sibling rules whose left part could match the
 * inserted element or the one before it, by their id, class and attribute names; a left part with
 * none of those (`li:not([x])`) is looked up for every element. The right parts of the rules found
 * are then re-matched against the whole subtree of the parent: for the editing area, every list item
 * of the document. So a left part without such a name made every Enter in a paragraph of a long
 * document restyle every list item (100 KB: ~1,000 items, ~25 ms more per Enter; found with a trace
 * of the style invalidations, 2026-11-26).
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

  it('every sibling rule of the editing area keys its left part on an id, class or attribute', () => {
    create({ initialValue: '- a\n- b', initialEditType: 'wysiwyg' });
    const selectors = editingAreaSelectors();
    const sibling = selectors.filter((s) => siblingLeftCompounds(s).length > 0);
    // The stylesheet is loaded and has its list rules (so an empty list cannot pass by accident).
    expect(sibling.length).toBeGreaterThan(20);
    const unkeyed = sibling.filter((s) => siblingLeftCompounds(s).some((compound) => !hasKeyName(compound)));
    expect(unkeyed).toEqual([]);
  });
});
