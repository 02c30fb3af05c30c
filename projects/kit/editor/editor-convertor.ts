/// <reference path="./joplin-turndown-plugin-gfm.d.ts" />
import { Marked, type MarkedExtension, type Token, type Tokens, type TokensList } from 'marked';
import TurndownService from 'turndown';
// The GFM plugin (tables, strikethrough, task lists) for turndown; a maintained fork of the original.
import { gfm } from '@joplin/turndown-plugin-gfm';
import { colorSpanExtension, colorSpanMarkdown } from './color-span';
import { renestInlineFormatting } from './inline-nesting';
import { lexLazily } from './lazy-lexer';
import { sanitizeHtml, sanitizeHtmlToFragment } from './editor-sanitizer';
import { stashRaw, takeRaw } from './raw-markdown-stash';
import { taskCheckboxLabels } from './task-checkbox-label';
import { CONTINUE_ATTRIBUTE, LOOSE_ATTRIBUTE, codeBlocksIntoItems } from './wysiwyg-lists';
import { joinQuoteParagraphs } from './wysiwyg-quotes';

/**
 * Converts between markdown and HTML. The editor holds one; the `customConvertor` option
 * replaces it. HTML it returns must already be sanitized.
 */
export interface KitConvertor {
  /** Markdown to sanitized HTML (what `getHtml()` returns and WYSIWYG loads). */
  toHTML(markdown: string): string;
  /** HTML to markdown (the input is sanitized first by the caller). */
  toMarkdown(html: string): string;
  /**
   * Optional: the markdown split into top-level blocks, each with its exact source text and its
   * sanitized HTML. The joined `raw`s must equal the input. Lets WYSIWYG edits re-serialise only
   * the blocks that changed; without it a WYSIWYG edit re-serialises the whole document.
   */
  toHTMLBlocks?(markdown: string): KitHtmlBlock[] | null;
}

const PREPARE = Symbol('kit prepare');

/** What `prepareBlocks` needs from a block the default convertor made. */
interface PreparableBlock {
  [PREPARE]?: {
    ready(): boolean;
    batchable: boolean;
    unsafe(): string;
    /** Keeps the clean markup, or the clean nodes (then the markup is made only if `html` is read). */
    set(clean: string | Node[]): void;
    /** Whether clean nodes are waiting for `take`. */
    hasNodes(): boolean;
    /** The clean nodes kept by `prepareBlocks` (once: they move to wherever they are put). */
    take(): Node[] | undefined;
  };
}

/**
 * Parses and sanitizes many blocks with one DOMPurify call (one inert parse instead of one per
 * block): each block's HTML is wrapped in a marker element, the whole is sanitized, and the
 * clean markup of each wrapper goes back to its block. Blocks that hold raw HTML are left to be
 * sanitized alone when read. With `keepNodes`, each block keeps its clean nodes instead, for
 * `takePreparedNodes`: a view that draws the block right away neither serialises the markup nor
 * parses it again (reading `html` after the nodes are taken sanitizes the block alone).
 */
export function prepareBlocks(blocks: readonly KitHtmlBlock[], strict: boolean, options: { keepNodes?: boolean } = {}): void {
  const pending = blocks.filter((b) => {
    const prepare = (b as PreparableBlock)[PREPARE];
    return prepare && !prepare.ready() && prepare.batchable;
  }) as PreparableBlock[];
  if (pending.length < 2) return;
  // Trimmed here rather than after: no white-space nodes at a part's ends to drop one by one.
  const joined = pending.map((b) => `<div data-kit-part="">${b[PREPARE]!.unsafe().trim()}</div>`).join('');
  // The clean nodes, in DOMPurify's inert document: serialising the whole and parsing it again here would cost twice.
  const clean = sanitizeHtmlToFragment(joined, { strict });
  if (!clean) return;
  const parts = Array.from(clean.children);
  if (parts.length !== pending.length) return; // something merged: let each block sanitize alone
  parts.forEach((part, i) => pending[i][PREPARE]!.set(options.keepNodes ? Array.from(part.childNodes) : part.innerHTML));
}

/**
 * The clean nodes `prepareBlocks` kept for a block (with `keepNodes`), handed over once; undefined
 * when there are none (then read `html`).
 */
export function takePreparedNodes(block: KitHtmlBlock): Node[] | undefined {
  return (block as PreparableBlock)[PREPARE]?.take();
}

/** Whether `prepareBlocks` kept clean nodes for this block that nobody has taken yet. */
export function hasPreparedNodes(block: KitHtmlBlock): boolean {
  return !!(block as PreparableBlock)[PREPARE]?.hasNodes();
}

/** One top-level markdown block and its HTML. */
export interface KitHtmlBlock {
  /** The exact source text, including the blank lines after it. */
  raw: string;
  /** Its sanitized HTML (may be computed when first read). */
  readonly html: string;
}

/** Options of the default convertor. */
export interface KitConvertorOptions {
  /** The default DOMPurify allow-list (true) or only script removal (false). */
  strictSanitizer: boolean;
  /**
   * Whether coloured text is written (and read) as `{color:#f00}text{color}` instead of an HTML
   * colour span, asked on every conversion (the colorSyntax extension's `useCustomSyntax`).
   */
  customColorSyntax?: () => boolean;
}

/**
 * The default convertor: `marked` with GFM (tables with alignment, task lists, strikethrough,
 * autolinks) to HTML, DOMPurify on the result, and `turndown` with GFM rules back to markdown.
 */
export class KitDefaultConvertor implements KitConvertor {
  private readonly marked = new Marked({ gfm: true, breaks: false, async: false }).use(colorSpanExtension(() => this.customColor));
  /**
   * The same parser for loading WYSIWYG: raw HTML and hard line breaks come out as marked elements
   * (kit's blots keep their exact source), which getHtml() never shows.
   */
  private readonly wysiwygMarked = new Marked({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
      html: ({ text, block }: Tokens.HTML | Tokens.Tag) =>
        block
          ? `<div class="kit-html-block" data-kit-raw-id="${stashRaw(text.replace(/\n+$/, ''))}"></div>`
          : `<span class="kit-html-inline" data-kit-raw-id="${stashRaw(text)}">${MARKER_TEXT}</span>`,
      br: ({ raw }: Tokens.Br) => `<span class="kit-hard-break" data-kit-raw-id="${stashRaw(raw)}">${MARKER_TEXT}</span>`,
    },
  }).use(colorSpanExtension(() => this.customColor));
  private turndown: TurndownService | undefined;

  constructor(private readonly options: KitConvertorOptions = { strictSanitizer: true }) {
    this.marked.use(taskCheckboxLabels()); // preview and getHtml(): task checkboxes named after their item
  }

  toHTML(markdown: string): string {
    const html = this.marked.parse(markdown, { async: false }) as string;
    return sanitizeHtml(html, { strict: this.options.strictSanitizer }).trim();
  }

  toHTMLBlocks(markdown: string): KitHtmlBlock[] | null {
    return this.renderBlocks(markdown, 'wysiwyg');
  }

  /**
   * The markdown split into top-level blocks with their HTML, for WYSIWYG (raw HTML and hard
   * breaks as kit's markers) or for the preview (plain HTML, as getHtml()). `links` adds link
   * definitions from outside `markdown` (when it is a slice of a longer document).
   */
  renderBlocks(
    markdown: string,
    target: 'wysiwyg' | 'preview',
    links?: TokensList['links'],
  ): (KitHtmlBlock[] & { links?: TokensList['links'] }) | null {
    const source = markdown.replace(/\r\n?/g, '\n');
    const lazy = lexLazily(this.marked, source);
    const tokens = lazy.tokens;
    if (tokens.map((t) => t.raw).join('') !== source) {
      return null; // the lexer normalised something; the caller treats the document as one block
    }
    const blocks: { raw: string; tokens: Token[] }[] = [];
    for (const token of tokens) {
      const last = blocks[blocks.length - 1];
      // Blank lines and link definitions belong to the block before them.
      if (last && (token.type === 'space' || token.type === 'def')) {
        last.raw += token.raw;
        last.tokens.push(token);
      } else {
        blocks.push({ raw: token.raw, tokens: [token] });
      }
    }
    const parser = target === 'wysiwyg' ? this.wysiwygMarked : this.marked;
    const allLinks = { ...links, ...tokens.links };
    const strict = this.options.strictSanitizer;
    const rendered: KitHtmlBlock[] & { links?: TokensList['links'] } = blocks.map(({ raw, tokens: blockTokens }) => {
      let html: string | undefined;
      let nodes: Node[] | undefined;
      // Each block is parsed with the whole document's link definitions ([text][ref] resolves).
      const unsafe = () => {
        lazy.complete(blockTokens);
        return parser.parser(Object.assign(blockTokens, { links: allLinks }) as TokensList) as string;
      };
      const block: KitHtmlBlock & PreparableBlock = {
        raw,
        // Parsed and sanitized when first read, so a long document can be drawn a part at a time.
        get html(): string {
          html ??= sanitizeHtml(unsafe(), { strict }).trim();
          return html;
        },
        [PREPARE]: {
          ready: () => html !== undefined || nodes !== undefined,
          // Raw HTML may be unbalanced and could spill out of a shared wrapper: sanitize it alone.
          batchable: !raw.includes('<'),
          unsafe,
          set: (clean: string | Node[]) => {
            if (typeof clean === 'string') html = clean.trim();
            else nodes = clean;
          },
          hasNodes: () => nodes !== undefined,
          take: () => {
            const taken = nodes;
            nodes = undefined;
            return taken;
          },
        },
      };
      return block;
    });
    rendered.links = tokens.links; // the document's link definitions, for re-rendering slices later
    return rendered;
  }

  /** Whether this convertor sanitizes with the strict allow-list. */
  get strictSanitizer(): boolean {
    return this.options.strictSanitizer;
  }

  /** Adds markdown syntax (a synchronous `marked` extension) to what this convertor reads, in every target. */
  use(extension: MarkedExtension): this {
    this.marked.use(extension);
    this.wysiwygMarked.use(extension);
    return this;
  }

  private get customColor(): boolean {
    return !!this.options.customColorSyntax?.();
  }

  toMarkdown(html: string): string {
    this.turndown ??= createTurndown(() => this.customColor);
    // Turndown parses with DOMParser: an inert document, nothing loads or runs while it reads.
    return this.turndown.turndown(renestInlineFormatting(codeBlocksIntoItems(joinQuoteParagraphs(html)))).replace(/\u00a0/g, ' ');
  }
}

/**
 * Inline markers hold one zero-width space: turndown treats an empty element as blank and
 * collapses the spaces around it, which would glue "the <kbd>" into "the<kbd>".
 */
export const MARKER_TEXT = '\u200b';

/** The verbatim markdown behind one of kit's markers, or undefined for any other element. */
function rawMarkdownOf(node: HTMLElement, take = true): string | undefined {
  const classes = node.classList;
  if (!classes) return undefined;
  if (!take) {
    return classes.contains('kit-html-block') || classes.contains('kit-html-inline') || classes.contains('kit-hard-break') ? '' : undefined;
  }
  if (classes.contains('kit-html-block')) return `\n\n${takeRaw(node.getAttribute('data-kit-raw-id')) ?? ''}\n\n`;
  if (classes.contains('kit-html-inline')) return takeRaw(node.getAttribute('data-kit-raw-id')) ?? '';
  if (classes.contains('kit-hard-break')) return takeRaw(node.getAttribute('data-kit-raw-id')) || '  \n';
  return undefined;
}

/** A pipe inside a table cell while the GFM plugin writes the cell (a private-use character). */
const PIPE = '\ue000';
const PIPES = new RegExp(PIPE, 'g');

/** The marker of a list item ("- ", "3. ", "- [x] "); items that only continue another are not counted. */
function listItemPrefix(item: Element, continues: (li: Element | null) => boolean): string {
  const parent = item.parentNode as HTMLElement | null;
  let prefix = '- ';
  if (parent?.nodeName === 'OL') {
    const start = Number(parent.getAttribute('start') ?? 1) || 1;
    const before = Array.from(parent.children).slice(0, Array.prototype.indexOf.call(parent.children, item));
    prefix = `${start + before.filter((li) => !continues(li)).length}. `;
  }
  const state = item.getAttribute('data-list');
  const box = item.querySelector(':scope > input[type=checkbox]') as HTMLInputElement | null;
  if (state === 'checked' || state === 'unchecked' || box) {
    const checked = state === 'checked' || !!box?.hasAttribute('checked');
    prefix += checked ? '[x] ' : '[ ] ';
  }
  return prefix;
}

/** An inline code span of spaces only (`` ` ` ``), which turndown counts as blank and would drop. */
function codeOfSpaces(node: HTMLElement): string | undefined {
  const text = node.textContent ?? '';
  return node.nodeName === 'CODE' && text && node.parentNode?.nodeName !== 'PRE' ? `\`${text.replace(/\s/g, ' ')}\`` : undefined;
}

function createTurndown(customColorSyntax: () => boolean): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    fence: '```',
    emDelimiter: '*',
    strongDelimiter: '**',
    linkStyle: 'inlined',
    // kit's markers for what markdown keeps verbatim (raw HTML, hard breaks) are empty elements,
    // which turndown hands here rather than to a rule.
    blankReplacement: (content, node) =>
      rawMarkdownOf(node as HTMLElement) ?? codeOfSpaces(node as HTMLElement) ?? ((node as { isBlock?: boolean }).isBlock ? '\n\n' : ''),
    // Inline code keeps its spaces (`s.clean('  x')`, a code span of one space), as in markdown.
    preformattedCode: true,
  });
  const escape = service.escape.bind(service);
  service.escape = (text: string) =>
    escape(text)
      // Text that reads as a tag or an entity in markdown ("<string>", "&lt;") must stay text.
      .replace(/<(?=[A-Za-z/!?])/g, '\\<')
      .replace(/&(?=#\d{1,7};|#[xX][\da-fA-F]{1,6};|[A-Za-z][A-Za-z\d]{1,31};)/g, '\\&')
      // An underscore between letters or digits never delimits emphasis: no backslash needed.
      .replace(/(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu, '_')
      // "-1" at a line start is no list item, rule or underline: only "- ", a lone "-" or "--" are.
      .replace(/^\\-(?=[^\s\\-])/, '-');
  service.addRule('kitVerbatim', {
    filter: (node) => rawMarkdownOf(node as HTMLElement, false) !== undefined,
    replacement: (_content, node) => rawMarkdownOf(node as HTMLElement) ?? '',
  });
  // Coloured text (WYSIWYG's colour format, the colorSyntax extension) stays a colour span in markdown.
  service.addRule('kitColor', {
    filter: (node) => node.nodeName === 'SPAN' && !!(node as HTMLElement).style?.color,
    replacement: (content, node) => colorSpanMarkdown(toHexColor((node as HTMLElement).style.color), content, customColorSyntax()),
  });
  service.use(gfm);
  // Table cells: the GFM plugin escapes a run of pipes as one (`||` came back as `|`), so pipes
  // pass it as a placeholder and are escaped one by one after. And a cell holds inline content
  // only: the escapes turndown puts at the start of a text for what would start a block on a line
  // of its own (\- for a list item, \>, \=) are noise there.
  const gfmCell = service.rules.array.find((rule) => Array.isArray(rule.filter) && rule.filter.join() === 'th,td');
  if (gfmCell?.replacement) {
    const cell = gfmCell.replacement;
    service.addRule('kitTableCell', {
      filter: ['th', 'td'],
      replacement: (content, node, options) =>
        cell(content.replace(/^(\s*)\\([-+#>=])/, '$1$2').replace(/\|/g, PIPE), node, options).replace(PIPES, '\\|'),
    });
  }
  // The GFM plugin drops one-cell tables as layout; a one-cell table with a header (as marked and
  // WYSIWYG write it) is a real GFM table.
  service.addRule('kitOneCellTable', {
    filter: (node) => node.nodeName === 'TABLE' && !!(node as HTMLTableElement).tHead && (node as HTMLTableElement).rows.length === 1 && (node as HTMLTableElement).rows[0].cells.length === 1,
    replacement: (content, node) => {
      const align = (node as HTMLTableElement).rows[0].cells[0].getAttribute('align');
      const border = align === 'left' ? ':---' : align === 'center' ? ':---:' : align === 'right' ? '---:' : '---';
      const text = content.trim().replace(/\n+/g, ' ').replace(/(^|[^\\])\|/g, '$1\\|');
      return `\n\n| ${text} |\n| ${border} |\n\n`;
    },
  });
  // List items: "- " / "1. " with continuation lines indented to match, and GFM task boxes from
  // Quill's data-list="checked|unchecked" or a checkbox input. WYSIWYG's further paragraphs of an
  // item (data-kit-continue) are written inside the item before them, not as items.
  service.addRule('kitListItem', {
    filter: 'li',
    replacement: (content, node) => {
      const item = node as HTMLElement;
      const continues = (li: Element | null) => li?.getAttribute(CONTINUE_ATTRIBUTE) === 'true';
      let owner: Element = item;
      while (continues(owner) && owner.previousElementSibling) owner = owner.previousElementSibling;
      const prefix = listItemPrefix(owner, continues);
      const indent = ' '.repeat(prefix.replace(/\[.\] $/, '').length);
      const body = content.replace(/^\n+/, '').replace(/\n+$/, '\n').replace(/\n(?=.)/g, `\n${indent}`);
      const start = owner === item ? prefix : indent;
      if (!item.nextSibling) return start + body;
      // An item of a loose list (WYSIWYG's data-kit-loose, or a paragraph inside) ends with a blank line.
      const loose = item.hasAttribute(LOOSE_ATTRIBUTE) || !!item.querySelector(':scope > p') || continues(item.nextElementSibling);
      return start + body.replace(/\n?$/, loose ? '\n\n' : '\n');
    },
  });
  // A code block in an item of a tight list follows the item's text on the next line: the blank
  // line turndown puts around blocks would make the list loose.
  const fenced = (service.options as { rules?: Record<string, TurndownService.Rule> }).rules?.['fencedCodeBlock'];
  service.addRule('kitCodeInTightItem', {
    filter: (node) => {
      const item = node.parentNode as HTMLElement | null;
      return node.nodeName === 'PRE' && node.firstChild?.nodeName === 'CODE' && item?.nodeName === 'LI' && !item.hasAttribute(LOOSE_ATTRIBUTE) && !item.querySelector(':scope > p');
    },
    replacement: (content, node, options) => `\n${(fenced?.replacement?.(content, node, options) ?? content).replace(/^\n+|\n+$/g, '')}\n`,
  });
  service.addRule('kitTaskCheckbox', {
    filter: (node) => node.nodeName === 'INPUT' && (node as HTMLInputElement).type === 'checkbox' && node.parentNode?.nodeName === 'LI',
    replacement: () => '',
  });
  // Quill writes an empty paragraph as <p><br></p>; it is a blank line, not a hard break.
  service.addRule('kitEmptyParagraph', {
    filter: (node) => node.nodeName === 'P' && node.textContent === '' && !node.querySelector('img'),
    replacement: () => '\n\n',
  });
  return service;
}

/** `rgb(r, g, b)` as `#rrggbb` (how colour spans are written in markdown); other values trimmed and lower-cased. */
export function toHexColor(color: string): string {
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/i.exec(color.trim());
  return rgb ? '#' + rgb.slice(1, 4).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('') : color.trim().toLowerCase();
}
