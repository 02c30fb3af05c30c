import { Marked, type Tokens } from 'marked';
import { colorSpanExtension } from '../convertor/color-span';
import { emptyTaskItems } from '../convertor/empty-task-items';
import { gfmTagFilter } from '../convertor/gfm-tag-filter';
import { keepDuplicateDefinitions } from '../convertor/duplicate-definitions';
import { checkContent } from '../editor-options';
import { KitSanitizeOptions, sanitizeHtml } from '../editor-sanitizer';
import { KitCodeBlockManager, codeBlockManager } from './code-block-manager';
import { KitLinkAttributes, checkLinkAttribute, linkAttributesExtension } from '../link-attributes';
import { type KitHtmlBlock, markdownBlocks } from '../convertor/editor-convertor';
import { parseWithLongDestinations } from '../convertor/long-destinations';

/** Options of `KitMarkdownParser.parse`. */
export interface KitParseOptions extends KitSanitizeOptions {
  /** Attributes for every markdown link (as the editor's `linkAttribute` option). */
  linkAttributes?: Readonly<KitLinkAttributes> | null;
}

/**
 * A markdown parser (kit's `marked` with GFM: tables, task lists, strikethrough, autolinks) whose
 * `parse` always returns sanitized HTML. Two shared instances exist: `markdownParser` (plain,
 * what `getHtml()` produces) and `markdownParserHighlight` (code blocks go through the code
 * block manager: replacers and highlighting, what the viewer shows). They stand in for TOAST UI
 * Editor's `markdownit` / `markdownitHighlight` statics (reference Part C item 12).
 */
export class KitMarkdownParser {
  /**
   * The underlying `marked` instance. Extensions added with `marked.use(...)` change what `parse`
   * returns (and, for `markdownParserHighlight`, what every viewer shows); keep them synchronous.
   */
  readonly marked: Marked;
  /** The sanitizer mode of the `parse` call in progress, for replacer output. */
  private strict = true;
  /** The link attributes of the `parse` call in progress (none between calls). */
  private linkAttributes: Readonly<KitLinkAttributes> = {};

  /** @param codeBlocks the manager that renders fenced code, or null for marked's plain code blocks. */
  constructor(codeBlocks: KitCodeBlockManager | null = null) {
    this.marked = new Marked({ gfm: true, breaks: false, async: false }).use(keepDuplicateDefinitions(), colorSpanExtension(() => false));
    this.marked.use(linkAttributesExtension(() => this.linkAttributes));
    this.marked.use(gfmTagFilter(() => !this.strict));
    this.marked.use(emptyTaskItems());
    if (codeBlocks) {
      this.marked.use({
        renderer: {
          // false falls back to marked's own rendering (no language, or one kit cannot highlight).
          code: ({ text, lang }: Tokens.Code) => {
            const language = /^\S*/.exec(lang ?? '')?.[0] ?? '';
            return language ? (codeBlocks.renderCodeBlock(language, text, { strict: this.strict }) ?? false) : false;
          },
        },
      });
    }
  }

  /**
   * Markdown to sanitized HTML. `options.strict: false` keeps only the removal of script (as
   * `useDefaultHTMLSanitizer: false`); nothing that runs script ever passes.
   * `options.linkAttributes` go on every markdown link of this call (as the `linkAttribute` option).
   * @throws TypeError naming the value when `markdown` is not a string (null/undefined mean ''),
   * Error naming a link attribute other than rel, target, hreflang, type.
   */
  parse(markdown: string, options: KitParseOptions = { strict: true }): string {
    const text = checkContent('parse(markdown)', markdown);
    return this.withSettings(options, () => sanitizeHtml(parseWithLongDestinations(this.marked, text), { strict: options.strict }).trim());
  }

  /**
   * Like `parse`, but per top-level block (`markdownBlocks`): each block's HTML is sanitized on
   * its own, so raw HTML left open in one block cannot take in the blocks after it. Null when the
   * document cannot be split, or an extension added `hooks` or `walkTokens` (then use `parse`).
   * @throws as `parse`.
   */
  parseBlocks(markdown: string, options: KitParseOptions = { strict: true }): KitHtmlBlock[] | null {
    const text = checkContent('parseBlocks(markdown)', markdown);
    checkLinkAttribute(options.linkAttributes, 'parse()');
    // Extensions with hooks or walkTokens work on the whole document's parse, which blocks skip.
    if (this.marked.defaults.hooks || this.marked.defaults.walkTokens) return null;
    // Blocks render when their HTML is first read, each with this call's settings.
    return markdownBlocks(this.marked, text, (tokens) => this.withSettings(options, () => this.marked.parser(tokens) as string), options.strict);
  }

  /** `run` with `options`' sanitizer mode and link attributes as this parser's settings. */
  private withSettings<T>(options: KitParseOptions, run: () => T): T {
    const linkAttributes = checkLinkAttribute(options.linkAttributes, 'parse()');
    // A code-block replacer may call parse() inside parse(): the outer call's settings come back after.
    const outer = { strict: this.strict, linkAttributes: this.linkAttributes };
    this.strict = options.strict;
    this.linkAttributes = linkAttributes;
    try {
      return run();
    } finally {
      this.strict = outer.strict;
      this.linkAttributes = outer.linkAttributes;
    }
  }
}

/** The plain shared parser: markdown to sanitized HTML, code blocks as `<pre><code class="language-x">`. */
export const markdownParser = new KitMarkdownParser();

/**
 * The highlighting shared parser: like `markdownParser`, but fenced code goes through
 * `codeBlockManager` (a replacer's output, or highlighted code for the languages kit knows).
 * The viewer renders with it.
 */
export const markdownParserHighlight = new KitMarkdownParser(codeBlockManager);
