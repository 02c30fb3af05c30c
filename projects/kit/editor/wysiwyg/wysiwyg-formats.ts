import { IN_ITEM_ATTRIBUTE, isQuoteDepth, isQuoteKeys, QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE, sameQuote } from './kit-block-attributes';
import { filterDisallowedTags } from '../convertor/gfm-tag-filter';
import type { QuillClass } from './quill-loader';
import { MARKER_TEXT } from '../convertor/editor-convertor';
import { isUnsafeUrl, sanitizeHtml } from '../editor-sanitizer';
import { DISPLAY_ATTRIBUTE, stashRaw, takeRaw } from '../convertor/raw-markdown-stash';

import { cleanLanguage } from '../code-language-name';
import { holdsFloat, trackFloat } from './wysiwyg-floats';
import { keepsTrustedMarkup } from './wysiwyg-trusted-markup';
import { addKitCodeKeyMatcher, codeKeyOf, dropCodeKey, registerKitCodeKeys, sameCodeBlock } from './wysiwyg-code-blocks';

export { cleanLanguage };

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's blot classes are untyped imports. */

let registered = false;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** How many list items deep a block of Quill is, from inside an item (see wysiwyg-lists.ts), as an attribute of its HTML. */
function inItemAttribute(node: Element | undefined): string {
  const depth = node?.getAttribute(IN_ITEM_ATTRIBUTE);
  return depth && /^[1-9]$/.test(depth) ? ` ${IN_ITEM_ATTRIBUTE}="${depth}"` : '';
}

/** The quote of blocks a line or block embed of Quill is in (see wysiwyg-quote-blocks.ts), as attributes of its HTML. */
function quoteAttributes(node: Element | undefined): string {
  const quote = node?.getAttribute(QUOTE_ATTRIBUTE);
  const keys = node?.getAttribute(QUOTE_ID_ATTRIBUTE);
  return isQuoteDepth(quote) ? ` ${QUOTE_ATTRIBUTE}="${quote}"${isQuoteKeys(keys) ? ` ${QUOTE_ID_ATTRIBUTE}="${keys}"` : ''}` : '';
}

/**
 * Registers the formats kit's WYSIWYG needs on top of Quill 2's (once per page; Quill's registry
 * is global):
 * - `code-block` keeps its fence language (`data-language`) and writes `<pre><code class="language-x">`;
 * - `divider`: a horizontal rule (Quill has none);
 * - `image` takes only the URLs the sanitizer keeps on an image (no `data:text/html`).
 * The code block stays compatible with Quill's own value `true`.
 */
export function registerKitFormats(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  registerKitCodeKeys(Quill);
  // Quill's blot classes come untyped from its registry.
  type AnyClass = { new (...args: any[]): any; [key: string]: any };
  const CodeBlock = Quill.import('formats/code-block') as unknown as AnyClass;
  const CodeBlockContainer = Quill.import('formats/code-block-container') as unknown as AnyClass;
  const BlockEmbed = Quill.import('blots/block/embed') as unknown as AnyClass;

  class KitCodeBlockContainer extends CodeBlockContainer {
    /** Joins the next code block only when both are one code block kit loaded (see wysiwyg-code-blocks.ts). */
    checkMerge(): boolean {
      return super.checkMerge() && sameCodeBlock(codeKeyOf(this['children'].tail?.domNode), codeKeyOf(this['next'].children.head?.domNode));
    }

    /**
     * The code text. Quill reads each line's `innerText`, which depends on the page's CSS (without
     * `white-space: pre-wrap` indentation collapses); `textContent` is the text whatever the styles.
     */
    code(index: number, length: number): string {
      const lines: string[] = [];
      this['children'].forEach((line: any) => lines.push(line.length() <= 1 ? '' : line.domNode.textContent));
      return lines.join('\n').slice(index, index + length);
    }

    /**
     * One `<pre>` per run of lines of one code block in the same quote: Quill joins neighbouring
     * code lines into one block, also those of two quotes a blank line apart (see
     * wysiwyg-quote-blocks.ts), and a line may take another block's key (Backspace at its start).
     */
    html(index: number, length: number): string {
      const runs: { head: HTMLElement; key: string | null; from: number; to: number }[] = [];
      this['children'].forEachAt(index, length, (line: any, offset: number, size: number) => {
        const at = line.offset(this);
        // Where the run's text ends: before the line's break when the range takes it, else where the
        // range ends (a selection to the end of the document stops before the last break: taking one
        // off there cut the code's last character, and a cut and paste lost it).
        const to = at + Math.min(offset + size, line.length() - 1);
        const last = runs.at(-1);
        const key = codeKeyOf(line.domNode);
        if (last && sameQuote(last.head, line.domNode) && sameCodeBlock(last.key, key)) {
          last.to = to;
          last.key ??= key;
        } else runs.push({ head: line.domNode, key, from: at + offset, to });
      });
      if (!runs.length) return this['pre'](this['children'].head?.domNode, this['code'](index, length));
      // Each run's text, then one line break (`pre`).
      return runs.map(({ head, from, to }) => this['pre'](head, this['code'](from, Math.max(0, to - from)))).join('');
    }

    /** A `<pre>` of `code` with the language and kit's attributes of its first line. */
    pre(head: HTMLElement | undefined, code: string): string {
      const language = cleanLanguage(head?.getAttribute('data-language'));
      const attribute = language ? ` class="language-${language}"` : '';
      // A code block from inside a list item says how deep it was (see wysiwyg-lists.ts).
      // So does one from inside a quote of blocks, with its quotes (see wysiwyg-quote-blocks.ts).
      return `<pre${inItemAttribute(head)}${quoteAttributes(head)}><code${attribute}>${escapeHtml(code)}\n</code></pre>`;
    }
  }

  class KitCodeBlock extends CodeBlock {
    static create(value: unknown): HTMLElement {
      const node = super['create'](value) as HTMLElement;
      const language = cleanLanguage(value);
      // Quill's (syntax module) code block writes any truthy value, `true` included, as the language.
      if (language) node.setAttribute('data-language', language);
      else node.removeAttribute('data-language');
      return node;
    }

    static formats(node: HTMLElement): string | boolean {
      return cleanLanguage(node.getAttribute('data-language')) ?? true;
    }

    /** A line made another kind of line leaves its code block's key behind (see wysiwyg-code-blocks.ts). */
    replaceWith(name: unknown, value: unknown): unknown {
      const replacement = super['replaceWith'](name, value);
      dropCodeKey(replacement);
      return replacement;
    }
  }
  (KitCodeBlockContainer as AnyClass)['allowedChildren'] = [KitCodeBlock];
  (KitCodeBlock as AnyClass)['requiredContainer'] = KitCodeBlockContainer;

  // Quill's align format has no 'left' (left is its default), but a GFM column can be explicitly
  // left-aligned (`:--`); this attributor keeps it, so the alignment row round-trips.
  const Parchment = Quill.import('parchment') as unknown as { ClassAttributor: AnyClass; Scope: Record<string, number> };
  const KitAlign = new Parchment.ClassAttributor('align', 'ql-align', {
    scope: Parchment.Scope['BLOCK'],
    whitelist: ['left', 'right', 'center', 'justify'],
  });
  Quill.register({ 'formats/align': KitAlign, 'attributors/class/align': KitAlign }, true);

  class KitDivider extends BlockEmbed {
    static blotName = 'divider';
    static tagName = 'HR';
  }

  // Quill's image keeps any `data:` URL (`data:text/html` too) and no URL of another scheme than
  // http(s) (a `blob:` URL from an upload hook, `ftp:`), its link none but http(s), mailto, tel
  // and sms: a link the user had (`ftp://…`) went to about:blank once its paragraph was edited.
  // kit's rule is the sanitizer's, for both.
  const Image = Quill.import('formats/image') as unknown as AnyClass;
  class KitImage extends Image {
    static sanitize(url: string): string {
      return isUnsafeUrl(String(url), true) ? '//:0' : String(url);
    }

    // An image without alt text is drawn with `alt=""`, as the preview draws `![](src)`: without the
    // attribute, screen readers read its address (axe: image-alt, critical; images QA, 2026-11-28).
    // Only in the page: an empty alt is no format (Quill keeps none), so the Delta is as before.
    static create(value: unknown): HTMLElement {
      const node = super['create'](value) as HTMLElement;
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      return node;
    }

    static formats(node: HTMLElement): Record<string, string> {
      const formats = super['formats'](node) as Record<string, string>;
      if (formats['alt'] === '') delete formats['alt'];
      return formats;
    }

    format(name: string, value: unknown): void {
      super.format(name, value);
      if (name === 'alt' && !value) (this['domNode'] as HTMLElement).setAttribute('alt', '');
    }
  }
  const Link = Quill.import('formats/link') as unknown as AnyClass;
  class KitLink extends Link {
    static sanitize(url: string): string {
      return isUnsafeUrl(String(url), false) ? 'about:blank' : String(url);
    }
  }

  const Embed = Quill.import('blots/embed') as unknown as AnyClass;
  const RAW = Symbol('kit raw markdown');
  const FLOATS = Symbol('kit raw html floats');
  const DISPLAY = Symbol('kit displayed html');
  type RawNode = HTMLElement & { [RAW]?: string; [FLOATS]?: boolean; [DISPLAY]?: string };

  /** Draws `html` into `node` as the preview draws it: GFM's tag filter, then sanitized (strictly unless trusted). */
  const drawSanitized = (node: HTMLElement, html: string, trusted: boolean) => {
    node.innerHTML = sanitizeHtml(filterDisallowedTags(html, trusted), { strict: !trusted });
  };

  /**
   * Draws what a markdown extension rendered for its token (`display`), instead of the source:
   * sanitized as the preview is, not editable inside, the source in the tooltip.
   */
  const drawDisplay = (node: HTMLElement, raw: string, display: string, trusted: boolean, block: boolean) => {
    node.setAttribute('title', raw);
    node.setAttribute('data-kit-extension', ''); // drawn as the preview draws it, not as source (wysiwyg-contents.css)
    if (block) node.setAttribute('contenteditable', 'false'); // (an inline embed's content is not editable already)
    drawSanitized(node, display, trusted);
  };

  /**
   * An embed that keeps a piece of markdown source verbatim (`{raw}` in the Delta) and shows it
   * with `render`. Its HTML is kit's marker (class + stash id), which the convertor turns back
   * into the exact source.
   */
  const rawEmbed = (
    base: AnyClass,
    blotName: string,
    className: string,
    render: (node: HTMLElement, raw: string, trusted: boolean) => void,
    /** An inline embed's drawing with trusted markup, into the content element Quill's Embed made. */
    renderTrustedContent?: (content: HTMLElement, raw: string) => void,
  ) => {
    const block = base === BlockEmbed;
    return class extends base {
      static blotName = blotName;
      static tagName = block ? 'DIV' : 'SPAN';
      static className = className;
      static create(value: { raw?: string; html?: string }): HTMLElement {
        const node = super['create'](value) as RawNode;
        node[RAW] = value?.raw ?? '';
        node[DISPLAY] = value?.html;
        if (node[DISPLAY] !== undefined) drawDisplay(node, node[RAW] ?? '', node[DISPLAY], false, block);
        else render(node, node[RAW] ?? '', false);
        node[FLOATS] = holdsFloat(node);
        return node;
      }
      // An embed knows its editor once made (by its editing root), before it is in the page: drawn
      // again with trusted markup there (an inline one inside the content element Quill's Embed
      // has moved its drawing into).
      constructor(...args: any[]) {
        super(...args);
        const node = this['domNode'] as RawNode;
        if (!keepsTrustedMarkup(this['scroll']?.domNode)) return;
        const display = node[DISPLAY];
        if (display !== undefined) {
          if (block) drawDisplay(node, node[RAW] ?? '', display, true, true);
          else drawSanitized((this['contentNode'] as HTMLElement | undefined) ?? node, display, true);
        }
        else if (block) render(node, node[RAW] ?? '', true);
        else if (renderTrustedContent && this['contentNode']) renderTrustedContent(this['contentNode'] as HTMLElement, node[RAW] ?? '');
        else return;
        node[FLOATS] = holdsFloat(node);
      }
      /** An embed holding a float turns the editing area's containment off while it is there (wysiwyg-floats.ts). */
      attach(): void {
        super['attach']();
        const node = this['domNode'] as RawNode;
        if (node[FLOATS]) trackFloat(this['scroll'].domNode, node, true);
      }
      detach(): void {
        const node = this['domNode'] as RawNode;
        if (node[FLOATS]) trackFloat(this['scroll'].domNode, node, false);
        super['detach']();
      }
      /** Ours carry the text; a node from converted markup has it in the stash. */
      static value(node: RawNode): { raw: string; html?: string } {
        const raw = node[RAW] ?? takeRaw(node.getAttribute('data-kit-raw-id')) ?? '';
        // (Only a markdown extension's token has something to show besides its source.)
        const html = node[DISPLAY] ?? takeRaw(node.getAttribute(DISPLAY_ATTRIBUTE));
        return html === undefined ? { raw } : { raw, html };
      }
      html(): string {
        const node = this['domNode'] as RawNode;
        const id = stashRaw(node[RAW] ?? '');
        const display = node[DISPLAY] === undefined ? '' : ` ${DISPLAY_ATTRIBUTE}="${stashRaw(node[DISPLAY])}"`;
        return block
          ? `<div class="${className}" data-kit-raw-id="${id}"${display}${inItemAttribute(node)}${quoteAttributes(node)}></div>`
          : `<span class="${className}" data-kit-raw-id="${id}"${display}>${MARKER_TEXT}</span>`;
      }
    };
  };

  /** A raw HTML block: kept verbatim, shown sanitized, edited as a whole in markdown mode. */
  const KitHtmlBlock = rawEmbed(BlockEmbed, 'html-block', 'kit-html-block', (node, raw, trusted) => {
    node.setAttribute('contenteditable', 'false');
    // As the preview shows it (GFM's tag filter), sanitized in DOMPurify's inert document first.
    drawSanitized(node, raw, trusted);
  });

  /** Inline raw HTML (a tag such as <kbd> or <a name>): kept verbatim, shown as a sanitized chip. */
  // A lone opening or closing tag renders as nothing; its text is shown so it can be seen and deleted.
  const isLoneTag = (raw: string) => /^<\/?[a-z][^>]*>$/i.test(raw.trim()) && !/^<(img|br|hr|input|wbr)\b/i.test(raw.trim());
  const KitHtmlInline = rawEmbed(
    Embed,
    'html-inline',
    'kit-html-inline',
    (node, raw) => {
      node.setAttribute('title', raw);
      if (isLoneTag(raw)) node.textContent = raw;
      else node.innerHTML = sanitizeHtml(raw);
    },
    (content, raw) => {
      if (!isLoneTag(raw)) content.innerHTML = sanitizeHtml(filterDisallowedTags(raw, true), { strict: false });
    },
  );

  /** A hard line break inside a paragraph (two trailing spaces or a backslash in markdown). */
  const KitHardBreak = rawEmbed(Embed, 'hard-break', 'kit-hard-break', (node) => {
    node.appendChild(node.ownerDocument.createElement('br'));
  });

  const Video = Quill.import('formats/video') as any;
  /**
   * Quill's video embed, an iframe (from HTML kept with `useDefaultHTMLSanitizer: false`), sandboxed
   * as the sanitizer sandboxes every iframe: the framed page runs no script. Written to markdown as
   * the iframe (raw HTML), not as a link to its address.
   */
  class KitVideo extends Video {
    static create(value: string): HTMLElement {
      const node = super.create(value) as HTMLElement;
      node.setAttribute('sandbox', '');
      return node;
    }

    /** The frame itself, which the convertor writes as raw HTML (Quill's own HTML is a link to it). */
    html(): string {
      return (this['domNode'] as HTMLElement).outerHTML;
    }
  }

  Quill.register(
    {
      'formats/video': KitVideo,
      'formats/code-block': KitCodeBlock,
      'formats/code-block-container': KitCodeBlockContainer,
      'formats/divider': KitDivider,
      'formats/image': KitImage,
      'formats/link': KitLink,
      'formats/html-block': KitHtmlBlock,
      'formats/html-inline': KitHtmlInline,
      'formats/hard-break': KitHardBreak,
    },
    true,
  );
}

/**
 * Clipboard matchers that read what the markdown HTML says and Quill's own matchers ignore:
 * the language of `<pre><code class="language-x">`, the checkbox of a GFM task-list item and the
 * exact spaces of an inline code span; and each code block's key (see wysiwyg-code-blocks.ts).
 */
export function addKitMatchers(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  quill.clipboard.addMatcher('pre', (node: HTMLElement, delta: any) => {
    const code = node.querySelector('code');
    const language = cleanLanguage(/(?:^|\s)language-(\S+)/.exec(code?.className ?? '')?.[1]);
    if (!language) return delta;
    return new Delta(
      delta.ops.map((op: any) =>
        op.attributes?.['code-block'] ? { ...op, attributes: { ...op.attributes, 'code-block': language } } : op,
      ),
    );
  });
  addKitCodeKeyMatcher(quill, Quill);
  // marked writes GFM strikethrough as <del>; Quill's strike format only reads <s> and <strike>.
  quill.clipboard.addMatcher('del', (_node: HTMLElement, delta: any) =>
    delta.compose(new Delta().retain(delta.length(), { strike: true })),
  );
  // Quill collapses runs of spaces in any text outside <pre>; in an inline code span they are the code.
  quill.clipboard.addMatcher('code', (node: HTMLElement, delta: any) => {
    if (node.closest('pre') || node.childElementCount || delta.ops.length !== 1 || typeof delta.ops[0].insert !== 'string') return delta;
    // Quill may have ended the span with the line break of the line it closes: keep that.
    const lineBreaks = /\n*$/.exec(delta.ops[0].insert)?.[0] ?? '';
    return new Delta().insert((node.textContent ?? '') + lineBreaks, delta.ops[0].attributes);
  });
}

/**
 * The clipboard matcher for GFM task items (`<li><input type=checkbox>`): their lines get the task's
 * state as their list format. Added after the list matchers (wysiwyg-lists.ts), which mark an item's
 * own paragraphs (loose, further paragraphs) on lines with no list format yet: added before them, it
 * gave every paragraph of a task item the task format first, so a task of a loose list lost its
 * looseness and each further paragraph became a task of its own.
 */
/** Line formats a line of a task item keeps instead of the task's: its own list, or a block of the item. */
const ITEM_BLOCK_FORMATS = ['list', 'code-block', 'blockquote', 'header', 'kit-quote', 'table'];

export function addKitTaskMatcher(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  quill.clipboard.addMatcher('li', (node: HTMLElement, delta: any) => {
    const box = node.querySelector(':scope > input[type=checkbox], :scope > p > input[type=checkbox]') as HTMLInputElement | null;
    if (!box) return delta;
    const value = box.checked || box.hasAttribute('checked') ? 'checked' : 'unchecked';
    // marked writes a space between the box and the text: it belongs to the marker, not the item.
    let ops = delta.ops;
    if (/^\s/.test(box.nextSibling?.textContent ?? '') && typeof ops[0]?.insert === 'string' && ops[0].insert.startsWith(' ')) {
      ops = [{ ...ops[0], insert: ops[0].insert.slice(1) }, ...ops.slice(1)].filter((op: any) => op.insert !== '');
    }
    // Our matcher runs before the list's, and Quill never overrides a format already set.
    // A task of an ordered list says so (Quill's task lines are bullet lines).
    const own = node.parentElement?.nodeName === 'OL' ? { list: value, 'kit-ordered': 'true' } : { list: value };
    // Nested items keep their own state; the item's code blocks, quotes, headings and tables stay
    // blocks of it (they became task items: a fence's lines, one letter typed, were written as tasks).
    const keeps = (attributes: Record<string, unknown> | undefined) => !!attributes && ITEM_BLOCK_FORMATS.some((name) => attributes[name]);
    return new Delta(
      ops.map((op: any, i: number) =>
        i === ops.length - 1 || (typeof op.insert === 'string' && op.insert.endsWith('\n'))
          ? { ...op, attributes: keeps(op.attributes) ? op.attributes : { ...op.attributes, ...own } }
          : op,
      ),
    );
  });
}
