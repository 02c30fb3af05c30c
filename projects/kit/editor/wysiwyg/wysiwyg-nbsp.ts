import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';

/**
 * Non-breaking spaces in WYSIWYG. Quill's clipboard turns every U+00A0 of the HTML it reads into a
 * plain space: right for pasted pages, which spell ordinary spaces as `&nbsp;`, but a markdown
 * `a&nbsp;&nbsp;b` then showed one space and came back as `a b` after an edit in its block. While
 * kit converts HTML made from the document (`convertKitHtml`), Quill's text matcher keeps them;
 * pasted HTML is still converted as Quill does. (The convertor writes them back as `&nbsp;`.)
 */

/** A Quill clipboard matcher (Quill's types leave the clipboard's matchers untyped). */
type Matcher = (node: Node, delta: DeltaType, scroll: unknown) => DeltaType;

/**
 * Stands in for U+00A0 while Quill's text matcher runs: not whitespace, so its space rules leave it
 * where it is, and a noncharacter (U+FDD0), which text does not contain.
 */
const STAND_IN = '\ufdd0';

/** The clipboards converting kit's own HTML right now. */
const keeping = new WeakSet<object>();

/**
 * Wraps Quill's text matcher (the first text-node matcher of its clipboard) so that, while
 * `convertKitHtml` runs, it keeps non-breaking spaces: Quill's own whitespace rules (collapsing,
 * trimming at line edges) still apply to every other space. Replaced in place rather than added
 * after it: by then the non-breaking spaces are spaces like any other.
 */
export function keepKitNonBreakingSpaces(quill: QuillType): void {
  const clipboard = quill.clipboard as unknown as { matchers: [unknown, Matcher][] };
  const entry = clipboard.matchers.find(([selector]) => selector === Node.TEXT_NODE);
  if (!entry) return;
  const matchText = entry[1];
  entry[1] = (node, delta, scroll) => {
    const text = node as Text;
    const data = text.data;
    if (!keeping.has(clipboard) || !data.includes('\u00a0') || data.includes(STAND_IN)) return matchText(node, delta, scroll);
    // The node is in the clipboard's own parsed document, not on the page: it is changed only while Quill reads it.
    text.data = data.replaceAll('\u00a0', STAND_IN);
    try {
      const result = matchText(node, delta, scroll);
      const ops = result.ops.map((op) => (typeof op.insert === 'string' ? { ...op, insert: op.insert.replaceAll(STAND_IN, '\u00a0') } : op));
      return new (result.constructor as new (ops: unknown) => DeltaType)(ops);
    } finally {
      text.data = data;
    }
  };
}

/**
 * Quill's clipboard conversion of HTML kit made from the document (a markdown block, `setHtml`),
 * keeping its non-breaking spaces (see `keepKitNonBreakingSpaces`, which the view installed).
 */
export function convertKitHtml(quill: QuillType, html: string): DeltaType {
  return keepingNonBreakingSpaces(quill, () => quill.clipboard.convert({ html }));
}

/** Runs `convert` (a conversion of HTML kit made by `quill`'s clipboard) keeping non-breaking spaces. */
export function keepingNonBreakingSpaces<T>(quill: QuillType, convert: () => T): T {
  keeping.add(quill.clipboard);
  try {
    return convert();
  } finally {
    keeping.delete(quill.clipboard);
  }
}

/** A tag (its quoted attribute values may hold `>`), or an `&nbsp;` outside tags. */
const TAG_OR_NBSP = /(<[^>"']*(?:"[^"]*"[^>"']*|'[^']*'[^>"']*)*>)|&nbsp;/g;

/**
 * Quill's semantic HTML with plain spaces: Quill writes each plain space of the text as `&nbsp;`
 * (the text's own non-breaking spaces stay U+00A0 characters). Only in text: in an attribute (an
 * image's alt text), `&nbsp;` is how the DOM writes the alt text's U+00A0.
 */
export function quillSpacesOf(html: string): string {
  return html.replace(TAG_OR_NBSP, (_match, tag?: string) => tag ?? ' ');
}
