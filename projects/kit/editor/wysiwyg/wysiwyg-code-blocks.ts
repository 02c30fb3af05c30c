import { mapLineFormats } from './delta-lines';
import type { QuillClass } from './quill-loader';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's clipboard, Delta and Parchment are untyped imports. */

/**
 * Fenced code blocks a blank line apart in WYSIWYG. Quill's code block is a line format, and
 * neighbouring code lines join one block (one container, one `<pre>`): two fences only a blank
 * line apart came back as one fence, with the first one's language, after an edit in both. Each
 * code block kit loads gives its lines a key (`data-kit-code-id`, a block attribute, so Enter
 * copies it to the new line). A code block joins the next one only when their keys agree, and the
 * HTML read from Quill has one `<pre>` per key. The CodeBlock command gives the lines it makes code
 * a key of their own (or that of the code block they are made code with), so a line made code
 * next to a code block stays a block of its own. Lines without a key (made code another way, such
 * as Quill's own formats) join the code block next to them, as Quill joins them.
 */
export const CODE_ID_ATTRIBUTE = 'data-kit-code-id';

/** Whether `value` is a code block key kit writes (`data-kit-code-id`). */
export function isCodeKey(value: unknown): value is string {
  return typeof value === 'string' && /^kc[0-9a-z]{1,12}$/.test(value);
}

let codeCount = 0;

/** A key for one more code block of this page (also for lines a command makes one code block). */
export function nextCodeKey(): string {
  return `kc${(codeCount++).toString(36)}`;
}

/** The code block key of a code line's element, or null. */
export function codeKeyOf(line: Element | null | undefined): string | null {
  const value = line?.getAttribute(CODE_ID_ATTRIBUTE);
  return isCodeKey(value) ? value : null;
}

/** Whether code lines with these keys are of one code block: the same key, or one of them has none. */
export function sameCodeBlock(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

let registered = false;

/** Registers the `kit-code-id` block attribute (once per page: Quill's registry is global). */
export function registerKitCodeKeys(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const Parchment = Quill.import('parchment') as unknown as { Attributor: new (...args: any[]) => any; Scope: Record<string, number> };
  // No whitelist can list the keys: only their shape is checked. Any line may take one (undo gives
  // a line its key before it makes it code again); a line that stops being code drops it
  // (dropCodeKey).
  class CodeKey extends Parchment.Attributor {
    canAdd(node: HTMLElement, value: unknown): boolean {
      return isCodeKey(value) && super.canAdd(node, value);
    }
  }
  const key = new CodeKey('kit-code-id', CODE_ID_ATTRIBUTE, { scope: Parchment.Scope['BLOCK'] });
  Quill.register({ 'formats/kit-code-id': key } as Record<string, any>, true);
}

/**
 * Drops the code block key from `replacement`, what a code line became, unless it is code still:
 * a line taken out of a code block (Paragraph, Enter on its last empty lines) is in no code block.
 */
export function dropCodeKey(replacement: any): void {
  if (replacement?.statics?.blotName !== 'code-block') replacement?.format?.('kit-code-id', false);
}

/** The clipboard matcher for `<pre>`: one key for the lines of each code block loaded (or pasted). */
export function addKitCodeKeyMatcher(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  quill.clipboard.addMatcher('pre', (_node: HTMLElement, delta: any) => {
    const key = nextCodeKey();
    return mapLineFormats(Delta, delta, (attributes) => (attributes?.['code-block'] ? { ...attributes, 'kit-code-id': key } : attributes));
  });
}
