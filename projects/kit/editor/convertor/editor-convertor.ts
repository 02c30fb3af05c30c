import { blocksIntoItems, hasBlocksOfItems, hasKeyedLists, hasSplitTaskLists, joinTaskLists, splitKeyedLists } from './wysiwyg-html-lists';
import { hasQuoteBlocks, hasQuoteParagraphs, joinQuoteParagraphs, nestQuoteBlocks } from './wysiwyg-html-quotes';
import { Marked, type MarkedExtension, type RendererThis, type Token, type Tokens, type TokensList } from 'marked';
import type TurndownService from 'turndown';
import { gfmTagFilter } from './gfm-tag-filter';
import { keepDuplicateDefinitions } from './duplicate-definitions';
import { colorSpanExtension, colorsOntoSpans, mayHoldColoredFormatting } from './color-span';
import { mayNeedRenesting, renestInlineFormatting } from './inline-nesting';
import { markFlankingReferences, mayNeedFlankingReferences, writeFlankingReferences } from './emphasis-flanking';
import { lexLazily } from './lazy-lexer';
import { parseWithLongDestinations } from './long-destinations';
import { sanitizeHtml, sanitizeHtmlToFragment } from '../editor-sanitizer';
import { DISPLAY_ATTRIBUTE, stashRaw } from './raw-markdown-stash';
import { KitLinkAttributes, checkLinkAttribute, linkAttributesExtension } from '../link-attributes';
import { emptyTaskItems } from './empty-task-items';
import { markTildeEscapes, mayNeedTildeEscapes, writeTildeEscapes } from './tilde-escapes';
import { markNeedlessEscapes, mayHoldNeedlessEscapes, writeNeedlessEscapes } from './needless-escapes';
import { taskCheckboxLabels } from './task-checkbox-label';

import { MARKER_TEXT, createTurndown, escapeEntitiesInAttributes, hasEntityLikeAttributes, hasNonBreakingSpaces, hasSpaceRuns, markNonBreakingSpaces, markSpaceRuns, writeNonBreakingSpaces, writeSpaceRuns } from './turndown-rules';
import { hasFrames, markFrames } from './iframe-markdown';


/** Kit's marker text and colour helper live with the turndown rules; their import path stays this module. */
export { MARKER_TEXT, toHexColor } from './turndown-rules';

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
  /**
   * Optional: the HTML the preview shows, when it differs from `toHTML` (highlighted code, code
   * blocks drawn by replacers). TOAST UI 1.x's misspelt `toHTMLWithCodeHightlight` is read too,
   * as its preview and viewer used it; without either the preview shows `toHTML`.
   */
  toHTMLWithCodeHighlight?(markdown: string): string;
  /**
   * Optional: the editor's `linkAttribute` (checked: only rel, target, hreflang, type), for the
   * convertor to add to every markdown link it renders, as the original's convertor did. Called
   * only when the option is given; without this method a custom convertor's links stay as it
   * writes them.
   */
  setLinkAttribute?(attributes: Readonly<KitLinkAttributes>): void;
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
  // Trimmed here rather than after: no white-space nodes at a part's ends to drop one by one. The
  // wrappers are the fragment's only top-level elements (batched blocks hold no raw HTML, so nothing
  // in them can close a wrapper), so they need no mark: an attribute on each cost DOMPurify ~12 %
  // more at 1 MB (one more attribute to check per block).
  const joined = pending.map((b) => `<div>${b[PREPARE]!.unsafe().trim()}</div>`).join('');
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

/**
 * `markdown` split into its top-level blocks (blank lines and link definitions go with the block
 * before them), each with its exact source and its HTML: `render` (a marked parser) on the
 * block's tokens, with the document's link definitions and `links` (from outside `markdown`, when
 * it is a slice of a longer document), sanitized alone when first read or several at once by
 * `prepareBlocks`. Null when marked's lexer normalised something: the caller treats the document
 * as one block. The array carries the document's link definitions as `links`.
 */
export function markdownBlocks(
  marked: Marked,
  markdown: string,
  render: (tokens: TokensList) => string,
  strict: boolean,
  links?: TokensList['links'],
): (KitHtmlBlock[] & { links?: TokensList['links'] }) | null {
  const source = markdown.replace(/\r\n?/g, '\n');
  const lazy = lexLazily(marked, source);
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
  const ownLinks = { ...tokens.links };
  // The document's definitions (when `markdown` is a part of it) win over the part's own: a label
  // defined twice takes its first definition, which may be before the part (fuzz4: an edit beside
  // the second `[x]:` made its links go there). The preview draws the whole document again when an
  // edit changes the part's definitions, so the document's are never stale here.
  const allLinks = { ...ownLinks, ...links };
  // Reference links are resolved while inline text is lexed, with the lexer's definitions: those
  // from outside `markdown` must be there too, or `[x]` typed far from `[x]: url` stayed text in
  // the preview until a full render.
  Object.assign(tokens.links, allLinks);
  const rendered: KitHtmlBlock[] & { links?: TokensList['links'] } = blocks.map(({ raw, tokens: blockTokens }) => {
    let html: string | undefined;
    let nodes: Node[] | undefined;
    // Each block is parsed with the whole document's link definitions ([text][ref] resolves).
    const unsafe = () => {
      lazy.complete(blockTokens);
      return render(Object.assign(blockTokens, { links: allLinks }) as TokensList);
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
  rendered.links = ownLinks; // the document's link definitions, for re-rendering slices later
  return rendered;
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
  private readonly marked = new Marked({ gfm: true, breaks: false, async: false }).use(keepDuplicateDefinitions(), colorSpanExtension(() => this.customColor));
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
  }).use(keepDuplicateDefinitions(), colorSpanExtension(() => this.customColor));
  private turndown: TurndownService | undefined;
  /** `linkAttribute`: what every markdown link of the preview and getHtml() gets. */
  private linkAttributes: Readonly<KitLinkAttributes> = {};

  constructor(private readonly options: KitConvertorOptions = { strictSanitizer: true }) {
    this.marked.use(taskCheckboxLabels()); // preview and getHtml(): task checkboxes named after their item
    // After the labels: marked asks the hook used last first, and the labels need the item a task.
    this.marked.use(emptyTaskItems());
    this.wysiwygMarked.use(emptyTaskItems(true));
    this.marked.use(gfmTagFilter(() => !this.options.strictSanitizer)); // preview and getHtml(): `<script>` in prose is text, as on GitHub
    // Not for WYSIWYG loading: Quill's link format writes its own target and rel, and keeps only href.
    this.marked.use(linkAttributesExtension(() => this.linkAttributes));
  }

  /**
   * Adds these attributes to every markdown link of the preview and getHtml() (the `linkAttribute`
   * option; `{}` removes them). Raw HTML `<a>` tags are left alone, as the original.
   * @throws Error naming a key other than rel, target, hreflang, type, or a value that is no string.
   */
  setLinkAttribute(attributes: unknown): void {
    this.linkAttributes = checkLinkAttribute(attributes);
  }

  toHTML(markdown: string): string {
    const html = parseWithLongDestinations(this.marked, markdown);
    return sanitizeHtml(html, { strict: this.options.strictSanitizer }).trim();
  }

  /**
   * When marked's lexer normalised something, the whole document is one block: still rendered for
   * WYSIWYG (raw HTML and hard breaks as kit's markers), so an edit converts it all again but keeps
   * every raw HTML block and comment verbatim (`toHTML`'s HTML had them sanitized away).
   */
  toHTMLBlocks(markdown: string): KitHtmlBlock[] | null {
    const blocks = this.renderBlocks(markdown, 'wysiwyg');
    if (blocks || !markdown) return blocks;
    const html = sanitizeHtml(parseWithLongDestinations(this.wysiwygMarked, markdown.replace(/\r\n?/g, '\n')), { strict: this.options.strictSanitizer }).trim();
    return [{ raw: markdown, html }];
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
    const parser = target === 'wysiwyg' ? this.wysiwygMarked : this.marked;
    return markdownBlocks(this.marked, markdown, (tokens) => parser.parser(tokens) as string, this.options.strictSanitizer, links);
  }

  /** Whether this convertor sanitizes with the strict allow-list. */
  get strictSanitizer(): boolean {
    return this.options.strictSanitizer;
  }

  /**
   * Adds markdown syntax (a synchronous `marked` extension) to what this convertor reads, in every
   * target. In WYSIWYG loading each token of the extension's own kinds is, by default, one unit
   * that shows what the extension renders and keeps the token's markdown verbatim: Quill holds
   * only the formats it knows, so an edit in the block used to write `==marked==` back as
   * `marked` (extensions QA, 2026-11-28). `{wysiwyg: 'converted'}` hands WYSIWYG the HTML as
   * ordinary content instead, for extensions whose HTML it reads (kit's table extension).
   */
  use(extension: MarkedExtension, options: KitMarkdownExtensionOptions = {}): this {
    this.marked.use(extension);
    this.wysiwygMarked.use(options.wysiwyg === 'converted' ? extension : keptVerbatimInWysiwyg(extension));
    return this;
  }

  private get customColor(): boolean {
    return !!this.options.customColorSyntax?.();
  }

  toMarkdown(html: string): string {
    this.turndown ??= createTurndown(() => this.customColor);
    const { input, nonBreaking, spaceRuns, references, tildes, needless } = turndownInput(html);
    const turned = this.turndown.turndown(input);
    // Stand-ins turndown's escape did not see (text read outside it) are their characters too.
    const plain = needless ? writeNeedlessEscapes(turned) : turned;
    const escaped = tildes ? writeTildeEscapes(plain) : plain;
    const spaced = spaceRuns ? writeSpaceRuns(escaped) : escaped;
    const markdown = references ? writeFlankingReferences(spaced) : spaced;
    // A U+00A0 still there is in code, where `&nbsp;` would be literal text and entities are not
    // read: it stays the character the code had. Unmarked ones (the text held the stand-in) are spaces.
    return nonBreaking === 'marked' ? writeNonBreakingSpaces(markdown) : nonBreaking === 'unmarked' ? markdown.replace(/\u00a0/g, ' ') : markdown;
  }
}

/**
 * What turndown reads: the HTML itself, or, when kit's passes have something to change (quote
 * paragraphs or blocks, code blocks of list items, inline formatting to re-nest, non-breaking
 * spaces, bold or italic next to a letter, tildes that could strike through), its body parsed once and changed in place. One inert parse (DOMParser: nothing loads or
 * runs) that turndown reads as is, rather than a parse and a serialisation per pass and turndown's
 * own parse after them. `nonBreaking`: whether there are non-breaking spaces, and whether they are
 * marked (see `markNonBreakingSpaces`).
 */
function turndownInput(html: string): { input: string | HTMLElement; nonBreaking: 'none' | 'marked' | 'unmarked'; spaceRuns: boolean; references: boolean; tildes: boolean; needless: boolean } {
  const nbsp = hasNonBreakingSpaces(html);
  const colored = mayHoldColoredFormatting(html);
  const runs = hasSpaceRuns(html);
  const entities = hasEntityLikeAttributes(html);
  const flanking = mayNeedFlankingReferences(html);
  const tilded = mayNeedTildeEscapes(html);
  const frames = hasFrames(html);
  const unescaped = mayHoldNeedlessEscapes(html);
  if (!nbsp && !colored && !runs && !entities && !flanking && !tilded && !frames && !unescaped && !hasQuoteBlocks(html) && !hasQuoteParagraphs(html) && !hasBlocksOfItems(html) && !hasSplitTaskLists(html) && !hasKeyedLists(html) && !mayNeedRenesting(html)) {
    return { input: html, nonBreaking: 'none', spaceRuns: false, references: false, tildes: false, needless: false };
  }
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  if (colored) colorsOntoSpans(body);
  nestQuoteBlocks(body); // first: the quote lines it makes paragraphs of are no longer quotes to join
  joinQuoteParagraphs(body);
  joinTaskLists(body);
  blocksIntoItems(body);
  splitKeyedLists(body); // last of the list passes: the others join what Quill split
  renestInlineFormatting(body);
  if (entities) escapeEntitiesInAttributes(body);
  if (frames) markFrames(body);
  const spaceRuns = runs && markSpaceRuns(body);
  const references = flanking && markFlankingReferences(body);
  const tildes = tilded && markTildeEscapes(body);
  // After the passes that read characters as punctuation (a stand-in is none).
  const needless = unescaped && markNeedlessEscapes(body);
  return { input: body, nonBreaking: !nbsp ? 'none' : markNonBreakingSpaces(body) ? 'marked' : 'unmarked', spaceRuns, references, tildes, needless };
}

/** The preview conversion of a custom convertor (either spelling), sanitized; undefined without one. */
function previewHtmlOf(custom: KitConvertor, clean: (html: string) => string): ((markdown: string) => string) | undefined {
  const legacy = custom as KitConvertor & { toHTMLWithCodeHightlight?(markdown: string): string };
  if (typeof legacy.toHTMLWithCodeHighlight === 'function') return (markdown) => clean(legacy.toHTMLWithCodeHighlight!(markdown));
  if (typeof legacy.toHTMLWithCodeHightlight === 'function') return (markdown) => clean(legacy.toHTMLWithCodeHightlight!(markdown));
  return undefined;
}

/**
 * A `customConvertor` as the editor uses it: whatever HTML it makes passes DOMPurify before it is
 * shown, loaded into WYSIWYG or returned by `getHtml()`. A custom convertor is the app's code, but
 * the markdown it converts is content (a converter that lets raw HTML through would otherwise put
 * `<img onerror>` from a document on the page).
 */
export function sanitizingConvertor(custom: KitConvertor, strict: () => boolean): KitConvertor {
  const clean = (html: string) => sanitizeHtml(String(html ?? ''), { strict: strict() });
  return {
    toHTML: (markdown) => clean(custom.toHTML(markdown)),
    toMarkdown: (html) => custom.toMarkdown(html),
    toHTMLWithCodeHighlight: previewHtmlOf(custom, clean),
    toHTMLBlocks: custom.toHTMLBlocks
      ? (markdown) => custom.toHTMLBlocks!(markdown)?.map((block) => ({ raw: block.raw, html: clean(block.html) })) ?? null
      : undefined,
    setLinkAttribute: custom.setLinkAttribute ? (attributes) => custom.setLinkAttribute!(attributes) : undefined,
  };
}

/** How WYSIWYG loads the tokens of a markdown extension (`useMarkdownExtension`'s options). */
export interface KitMarkdownExtensionOptions {
  /**
   * `'verbatim'` (the default): each token of the extension's own kinds is one unit in WYSIWYG,
   * drawn as the extension renders it, written back as its markdown was. `'converted'`: WYSIWYG
   * reads the rendered HTML as ordinary content (what Quill has no format for is lost on edit).
   */
  wysiwyg?: 'verbatim' | 'converted';
}

/** Whether a verbatim token is being rendered (rendering is synchronous): the tokens inside it are not units of their own. */
let renderingVerbatim = false;

/**
 * `extension` with the renderers of its own token kinds wrapped for WYSIWYG loading: each token
 * becomes kit's raw markdown embed (inline or block, as the token's level), holding the token's
 * markdown and, to show, what the extension rendered.
 */
function keptVerbatimInWysiwyg(extension: MarkedExtension): MarkedExtension {
  if (!extension.extensions?.length) return extension;
  return {
    ...extension,
    extensions: extension.extensions.map((kind) => {
      // Only kinds of its own (a tokenizer and a level): a renderer alone restyles a built-in token
      // (`{name: 'link', renderer}`), which WYSIWYG must still edit as a link.
      const render = 'renderer' in kind ? kind.renderer : undefined;
      if (!render || !('tokenizer' in kind) || !('level' in kind)) return kind;
      return {
        ...kind,
        renderer(this: RendererThis, token: Tokens.Generic) {
          // A token inside another of these is drawn in that one's display, as the extension renders it.
          if (renderingVerbatim) return render.call(this, token);
          renderingVerbatim = true;
          let html: string | false | undefined;
          try {
            html = render.call(this, token);
          } finally {
            renderingVerbatim = false;
          }
          if (html === false || html === undefined) return html;
          const display = stashRaw(String(html));
          return 'level' in kind && kind.level === 'block'
            ? `<div class="kit-html-block" data-kit-raw-id="${stashRaw(token.raw.replace(/\n+$/, ''))}" ${DISPLAY_ATTRIBUTE}="${display}"></div>`
            : `<span class="kit-html-inline" data-kit-raw-id="${stashRaw(token.raw)}" ${DISPLAY_ATTRIBUTE}="${display}">${MARKER_TEXT}</span>`;
        },
      };
    }),
  };
}

