import type { MarkedExtension, Tokens } from 'marked';

/**
 * Coloured text in markdown. WYSIWYG's colour format (and the colorSyntax extension) writes
 * `<span style="color:#rrggbb">text</span>`, or `{color:#rrggbb}text{color}` with the extension's
 * `useCustomSyntax`. Both are read here as one inline token with parsed children, so the text
 * inside keeps its markdown (`**bold**`) and reaches Quill as coloured text rather than as two
 * opaque raw-HTML markers around it.
 */

/** A colour kit accepts in markup: hex, rgb()/rgba(), or a colour keyword. Anything else stays raw HTML. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
/** A span whose only attribute is a style holding only a colour declaration. */
const HTML_OPEN = /^<span\s+style\s*=\s*(["'])\s*color\s*:\s*([^;"'<>]+?)\s*;?\s*\1\s*>/i;
const CUSTOM_OPEN = /^\{color:\s*([^{}\s]+)\s*\}/;
const CUSTOM_CLOSE = '{color}';

/** The colour-span token (`type: 'kitColor'`). */
interface ColorToken extends Tokens.Generic {
  type: 'kitColor';
  raw: string;
  color: string;
  tokens: Tokens.Generic[];
}

/**
 * The index of the `close` that balances an `open` already consumed before `from`, counting
 * nested opens, or -1.
 */
function balancedClose(src: string, from: number, open: RegExp, close: string): number {
  let depth = 1;
  const pattern = new RegExp(`${open.source}|${close.replace(/[{}]/g, '\\$&')}`, 'gi');
  pattern.lastIndex = from;
  for (let match = pattern.exec(src); match; match = pattern.exec(src)) {
    if (match[0].toLowerCase() === close) depth--;
    else depth++;
    if (depth === 0) return match.index;
  }
  return -1;
}

/**
 * A marked extension that reads colour spans as `kitColor` tokens and renders them as
 * `<span style="color:…">`. `customSyntax()` says, per parse, whether `{color:…}…{color}` counts too.
 */
export function colorSpanExtension(customSyntax: () => boolean): MarkedExtension {
  return {
    extensions: [
      {
        name: 'kitColor',
        level: 'inline',
        start(src: string) {
          const html = src.search(/<span\s/i);
          const custom = customSyntax() ? src.indexOf('{color:') : -1;
          const found = [html, custom].filter((i) => i >= 0);
          return found.length ? Math.min(...found) : undefined;
        },
        tokenizer(src: string): ColorToken | undefined {
          let color: string | undefined;
          let innerStart = 0;
          let innerEnd = -1;
          let closeLength = 0;
          const html = HTML_OPEN.exec(src);
          if (html) {
            color = html[2];
            innerStart = html[0].length;
            innerEnd = balancedClose(src, innerStart, /<span\b/, '</span>');
            closeLength = '</span>'.length;
          } else if (customSyntax()) {
            const custom = CUSTOM_OPEN.exec(src);
            if (custom) {
              color = custom[1];
              innerStart = custom[0].length;
              innerEnd = balancedClose(src, innerStart, /\{color:/, CUSTOM_CLOSE);
              closeLength = CUSTOM_CLOSE.length;
            }
          }
          if (!color || innerEnd < 0 || !SAFE_COLOR.test(color)) return undefined;
          const inner = src.slice(innerStart, innerEnd);
          return {
            type: 'kitColor',
            raw: src.slice(0, innerEnd + closeLength),
            color,
            tokens: this.lexer.inlineTokens(inner),
          };
        },
        renderer(token) {
          const { color, tokens } = token as ColorToken;
          return `<span style="color:${color}">${this.parser.parseInline(tokens)}</span>`;
        },
      },
    ],
  };
}

/** How coloured text is written back to markdown. */
export function colorSpanMarkdown(color: string, content: string, customSyntax: boolean): string {
  if (!content) return '';
  return customSyntax ? `{color:${color}}${content}${CUSTOM_CLOSE}` : `<span style="color:${color}">${content}</span>`;
}

/** Formatting elements Quill colours in place (`<strong style="color:…">`) rather than inside a span. */
const COLORED_FORMATTING = /<(?:strong|b|em|i|s|del|strike|u|code|a|sub|sup)\b[^>]*\bstyle="[^"]*\bcolor\s*:/i;

/** Whether `html` may hold formatting coloured in place (most HTML does not: then no parse is needed). */
export function mayHoldColoredFormatting(html: string): boolean {
  return COLORED_FORMATTING.test(html);
}

/**
 * Moves the colour of formatting elements onto a span around them, which is what markdown writes
 * (`<span style="color:…">**x**</span>`): Quill puts the colour on the element itself when the text
 * is also bold, italic, struck, code or a link, and those lost it on their way to markdown. Spans of
 * one colour that end up side by side become one.
 */
export function colorsOntoSpans(root: Element): void {
  const doc = root.ownerDocument;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('strong, b, em, i, s, del, strike, u, code, a, sub, sup'))) {
    const color = element.style.color;
    if (!color || element.closest('pre')) continue;
    element.style.removeProperty('color');
    if (!element.getAttribute('style')?.trim()) element.removeAttribute('style');
    const span = doc.createElement('span');
    span.style.color = color;
    element.replaceWith(span);
    span.append(element);
    const before = span.previousSibling;
    if (before instanceof HTMLElement && before.nodeName === 'SPAN' && before.getAttribute('style') === span.getAttribute('style')) {
      before.append(...Array.from(span.childNodes));
      span.remove();
    }
  }
  for (const span of Array.from(root.querySelectorAll<HTMLElement>('span[style]'))) {
    if (!span.isConnected || !span.style.color) continue;
    for (let next = span.nextSibling; next instanceof HTMLElement && next.nodeName === 'SPAN' && next.getAttribute('style') === span.getAttribute('style'); next = span.nextSibling) {
      span.append(...Array.from(next.childNodes));
      next.remove();
    }
  }
}
