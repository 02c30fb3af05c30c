import type { MarkedExtension, Token, Tokens } from 'marked';

/**
 * Task-list checkboxes with an accessible name. marked draws `- [ ] text` as a disabled
 * `<input type="checkbox">` with no label, which screen readers announce as just "checkbox"
 * (axe: `label`). This names each box after its item's own text (nested lists left out), as the
 * viewer names its interactive boxes: `<input disabled="" type="checkbox" aria-label="text">`.
 */

/** The label of a checkbox token, set by `listitem` just before marked draws the item. */
const LABEL = Symbol('kit task label');

type LabelledCheckbox = Tokens.Checkbox & { [LABEL]?: string };

/** The item's checkbox token: first in the item (tight lists) or in its first paragraph (loose). */
function checkboxOf(item: Tokens.ListItem): LabelledCheckbox | undefined {
  const [first] = item.tokens;
  if (first?.type === 'checkbox') return first as LabelledCheckbox;
  const inline = (first as Tokens.Paragraph | undefined)?.tokens?.[0];
  return inline?.type === 'checkbox' ? (inline as LabelledCheckbox) : undefined;
}

/** Tokens whose text is set apart from what follows (inline ones run on: un**bold**ed). */
const BLOCKS = new Set(['paragraph', 'heading', 'blockquote']);

/** The visible text of `tokens`, without checkboxes, nested lists and raw HTML. */
function plainText(tokens: readonly Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'checkbox' || token.type === 'list' || token.type === 'html') continue;
    if (token.type === 'br' || token.type === 'space') text += ' ';
    else if ('tokens' in token && token.tokens) {
      const inner = plainText(token.tokens);
      text += BLOCKS.has(token.type) ? ` ${inner} ` : inner;
    } else if ('text' in token && typeof token.text === 'string') text += token.text;
  }
  return text;
}

/** `value` for a double-quoted attribute; character references in the source stay as they are. */
const escapeAttribute = (value: string) =>
  value.replace(/&(?!#?\w+;)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A marked extension that gives every task checkbox an `aria-label` (its item's text). */
export function taskCheckboxLabels(): MarkedExtension {
  return {
    renderer: {
      listitem(item: Tokens.ListItem) {
        const box = item.task ? checkboxOf(item) : undefined;
        if (box) box[LABEL] = plainText(item.tokens).replace(/\s+/g, ' ').trim() || 'Task';
        return false; // marked draws the item, calling checkbox() below for its box
      },
      checkbox(token: LabelledCheckbox) {
        const label = token[LABEL];
        if (label === undefined) return false;
        return `<input ${token.checked ? 'checked="" ' : ''}disabled="" type="checkbox" aria-label="${escapeAttribute(label)}"> `;
      },
    },
  };
}
