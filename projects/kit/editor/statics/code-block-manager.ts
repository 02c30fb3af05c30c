import { describeValue } from 'kit-ui/core';
import { escapeHtml, findCodeLanguage, highlightToHtml, highlightedLanguageNames } from '../code-highlighter';
import { KitSanitizeOptions } from '../editor-sanitizer';
import {
  KitCodeBlockReplacer,
  KitCodeBlockReplacers,
  REPLACED_CODE_BLOCK_CLASS,
  sharedCodeBlockReplacers,
} from './code-block-replacers';

export type { KitCodeBlockReplacer } from './code-block-replacers';

/**
 * Turns fenced code blocks into HTML for the preview and the viewer (TOAST UI Editor's
 * `codeBlockManager`): a replacer registered for the fence's language renders it (charts,
 * diagrams...), otherwise the code is highlighted when kit's highlighter knows the language.
 *
 * Replacers registered on the shared `codeBlockManager` (`KitEditor.codeBlockManager`,
 * `KitViewer.codeBlockManager`) apply to every editor preview and viewer on the page, and only
 * there: `getHtml()` and WYSIWYG keep the code block. Their output is sanitized (DOMPurify)
 * before it reaches the page; a replacer that throws is reported with `console.error` and its
 * block shows as plain code.
 *
 * Chart and UML rendering need outside libraries or services, so kit ships none; plug your own:
 *
 * ```ts
 * // A PlantUML server renders ```uml fences as images (plantuml-encoder from npm).
 * KitEditor.codeBlockManager.setReplacer('uml', (code) =>
 *   `<img alt="UML diagram" src="https://www.plantuml.com/plantuml/svg/${plantumlEncoder.encode(code)}">`);
 *
 * // A chart library that draws into an element: return a placeholder, draw once it is in the page.
 * KitEditor.codeBlockManager.setReplacer('chart', (code) => {
 *   const id = `chart-${crypto.randomUUID()}`;
 *   setTimeout(() => {
 *     const el = document.getElementById(id);
 *     if (el) Chart.draw(el, JSON.parse(code)); // your library
 *   });
 *   return `<div id="${id}" class="my-chart"></div>`;
 * });
 * ```
 * Scripts and event-handler attributes in replacer output are removed; draw from your own code
 * as above instead.
 */
export class KitCodeBlockManager {
  /** @param replacers where this manager keeps its replacers (the shared instance uses the page's). */
  constructor(private readonly replacers: KitCodeBlockReplacers = new KitCodeBlockReplacers()) {}

  /** The languages kit's highlighter knows (the default of `codeBlockLanguages`). */
  static getSupportedLanguages(): string[] {
    return highlightedLanguageNames();
  }

  /**
   * Renders ```` ```language ```` blocks with `replacer(codeText, language)` from now on
   * (language is case-insensitive). `null`/`undefined` removes the replacer, as in the original.
   * @throws TypeError when `language` is not a non-empty string or `replacer` not a function.
   */
  setReplacer(language: string, replacer: KitCodeBlockReplacer | null | undefined): void {
    checkLanguage('setReplacer', language);
    if (replacer == null) {
      this.replacers.delete(language);
      return;
    }
    if (typeof replacer !== 'function') {
      throw new TypeError(`codeBlockManager.setReplacer(language, replacer) expects a function, got ${describeValue(replacer)}.`);
    }
    this.replacers.set(language, replacer);
  }

  /** The replacer of `language`, or undefined when there is none. */
  getReplacer(language: string): KitCodeBlockReplacer | undefined {
    return typeof language === 'string' ? this.replacers.get(language) : undefined;
  }

  /** Removes the replacer of `language` (nothing happens when there is none). */
  removeReplacer(language: string): void {
    if (typeof language === 'string') this.replacers.delete(language);
  }

  /**
   * HTML for a code block, synchronously:
   * - the replacer's output (sanitized) when `language` has one;
   * - for a language the highlighter knows, `<pre><code class="language-x lang-x" data-language="x">`
   *   holding the highlighted code when the language is loaded, or the escaped code while it loads
   *   (loading starts here; the preview and viewer highlight such blocks when it arrives);
   * - otherwise the escaped code text (also when the replacer threw).
   */
  createCodeBlockHtml(language: string, codeText: string): string {
    const text = String(codeText ?? '');
    const name = typeof language === 'string' ? language : '';
    const replaced = this.replacers.render(name, text);
    if (replaced !== null) return replaced;
    return this.highlightedBlock(name, text) ?? escapeHtml(text);
  }

  /**
   * A whole block for a markdown renderer: the replacer's output in a `div.kit-code-block-replaced`,
   * or a highlighted `<pre><code>`, or a plain `<pre><code>` when the replacer threw; null when the
   * language has neither a replacer nor highlighting (the renderer's default applies).
   */
  renderCodeBlock(language: string, codeText: string, options: KitSanitizeOptions = { strict: true }): string | null {
    if (this.replacers.get(language)) {
      const replaced = this.replacers.render(language, codeText, options.strict);
      if (replaced !== null) {
        const lang = escapeHtml(language);
        return `<div class="${REPLACED_CODE_BLOCK_CLASS}" data-language="${lang}">${replaced}</div>`;
      }
      return `<pre><code class="language-${escapeHtml(language)}">${escapeHtml(codeText)}\n</code></pre>\n`;
    }
    return this.highlightedBlock(language, codeText);
  }

  /** `<pre><code>` for a language the highlighter knows; null for any other language. */
  private highlightedBlock(language: string, codeText: string): string | null {
    const description = findCodeLanguage(language);
    if (!description) return null;
    const lang = escapeHtml(language);
    const highlighted = highlightToHtml(codeText, description);
    // Marking highlighted code keeps the lazy highlighter from doing it again.
    const done = highlighted === null ? '' : ` data-kit-highlighted="${escapeHtml(description.name)}"`;
    return `<pre><code class="language-${lang} lang-${lang}" data-language="${lang}"${done}>${highlighted ?? escapeHtml(codeText)}\n</code></pre>\n`;
  }
}

/** The page's code block manager: its replacers apply to every editor preview and viewer. */
export const codeBlockManager = new KitCodeBlockManager(sharedCodeBlockReplacers);

function checkLanguage(method: string, language: unknown): void {
  if (typeof language !== 'string' || !language.trim()) {
    throw new TypeError(`codeBlockManager.${method}(language) expects a language name, got ${describeValue(language)}.`);
  }
}
