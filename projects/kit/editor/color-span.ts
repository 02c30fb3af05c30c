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
