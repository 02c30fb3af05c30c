import { sanitizeHtml } from '../editor-sanitizer';

/**
 * Renders the text of a fenced code block of one language as HTML, e.g. a chart or a diagram.
 * Receives the code (without the fences) and the fence's language; returns HTML, which kit
 * sanitizes before it reaches the page.
 */
export type KitCodeBlockReplacer = (codeText: string, language: string) => string;

/** Class of the element that holds a replacer's output in the preview and the viewer. */
export const REPLACED_CODE_BLOCK_CLASS = 'kit-code-block-replaced';

/**
 * The code-block replacers by language. Kept apart from `KitCodeBlockManager` (which needs the
 * highlighter and its language list) so the editor preview can apply replacers without pulling
 * the highlighter into the editor's main chunk.
 */
export class KitCodeBlockReplacers {
  private readonly replacers = new Map<string, KitCodeBlockReplacer>();

  /** Registers `replacer` for `language` (case-insensitive), replacing any earlier one. */
  set(language: string, replacer: KitCodeBlockReplacer): void {
    this.replacers.set(keyOf(language), replacer);
  }

  /** The replacer of `language`, or undefined. */
  get(language: string): KitCodeBlockReplacer | undefined {
    return this.replacers.get(keyOf(language));
  }

  /** Removes the replacer of `language`. */
  delete(language: string): void {
    this.replacers.delete(keyOf(language));
  }

  /** Whether any replacer is registered (lets renderers skip the DOM walk). */
  get size(): number {
    return this.replacers.size;
  }

  /**
   * The sanitized output of `language`'s replacer for `codeText`; null when there is no replacer
   * or it threw. A throwing replacer is reported with `console.error` and must not break the rest
   * of the rendering, so the caller shows the plain code instead.
   */
  render(language: string, codeText: string, strict = true): string | null {
    const replacer = this.get(language);
    if (!replacer) return null;
    let output: unknown;
    try {
      output = replacer(codeText, language);
    } catch (error) {
      console.error(`kit: the code block replacer for "${language}" threw; the code is shown as text.`, error);
      return null;
    }
    // A replacer is application code fed with document content: its output is untrusted HTML.
    return sanitizeHtml(String(output ?? ''), { strict });
  }

  /**
   * Replaces every rendered `pre > code` block under `roots` whose language (class `language-x`,
   * `lang-x` or `data-language`) has a replacer with a `div.kit-code-block-replaced` holding the
   * sanitized output. Blocks whose replacer throws stay as they are (escaped code).
   */
  replaceIn(roots: readonly ParentNode[], strict = true): void {
    if (!this.replacers.size) return;
    for (const root of roots) {
      for (const code of Array.from(root.querySelectorAll<HTMLElement>('pre > code'))) {
        const language = codeLanguageOf(code);
        const html = language ? this.render(language, code.textContent ?? '', strict) : null;
        if (html === null) continue;
        const wrapper = code.ownerDocument.createElement('div');
        wrapper.className = REPLACED_CODE_BLOCK_CLASS;
        wrapper.setAttribute('data-language', language);
        wrapper.innerHTML = html; // sanitized above, in DOMPurify's inert document
        code.parentElement!.replaceWith(wrapper);
      }
    }
  }
}

/** The replacers shared by every editor preview and viewer on the page (`codeBlockManager`'s). */
export const sharedCodeBlockReplacers = new KitCodeBlockReplacers();

/** The language of a rendered code element, '' if none. */
export function codeLanguageOf(code: Element): string {
  const fromClass = /(?:^|\s)(?:language|lang)-(\S+)/.exec(code.getAttribute('class') ?? '')?.[1];
  return fromClass ?? code.getAttribute('data-language') ?? '';
}

function keyOf(language: string): string {
  return language.toLowerCase();
}
