import { Lexer, type Token, type Tokens } from 'marked';

/** A non-breaking space spelled as an entity: whitespace, as the character U+00A0 is to `\s`. */
const NBSP_ENTITY = /&(?:nbsp|#160|#x0*a0);/gi;

/**
 * A structural signature of a markdown document, for comparing two documents that should mean
 * the same: headings by level, list items (ordered or not, task state), links with href, images
 * with src, code blocks with language and text, tables with cells and alignment, quotes,
 * emphasis, and the visible text (whitespace collapsed). Formatting choices that do not change
 * the meaning (`*` vs `-` bullets, `_` vs `*`, setext vs ATX) give the same signature.
 */
export function markdownSignature(markdown: string): string[] {
  const lexer = new Lexer({ gfm: true });
  const out: string[] = [];
  walk(lexer.lex(markdown), out);
  // Text runs were collected raw so that pieces split by escapes join exactly; normalise them now.
  return out.map((part) => (part.startsWith('t:') ? `t:${text(part.slice(2))}` : part)).filter((part) => part !== 't:');
}

function text(value: string): string {
  return value.replace(NBSP_ENTITY, ' ').replace(/\s+/g, ' ').trim();
}

function walk(tokens: readonly Token[] | undefined, out: string[]): void {
  for (const token of tokens ?? []) {
    // Escapes (`\[`) and plain text are one run of visible text, however the writer split them.
    if ((token.type === 'text' || token.type === 'escape') && !(token as Tokens.Text).tokens?.length) {
      const value = (token as Tokens.Text).text;
      const last = out[out.length - 1];
      if (last?.startsWith('t:')) out[out.length - 1] = last + value;
      else out.push(`t:${value}`);
      continue;
    }
    switch (token.type) {
      case 'heading':
        out.push(`h${(token as Tokens.Heading).depth}`);
        break;
      case 'paragraph':
        out.push('p'); // separates the text of consecutive paragraphs
        break;
      case 'list': {
        const list = token as Tokens.List;
        out.push(list.ordered ? `ol${list.start || 1}` : 'ul');
        for (const item of list.items) {
          out.push(item.task ? `task:${item.checked ? 'x' : ' '}` : 'li');
          walk(item.tokens, out);
          out.push('/li');
        }
        out.push('/list');
        continue;
      }
      case 'blockquote':
        out.push('quote');
        walk((token as Tokens.Blockquote).tokens, out);
        out.push('/quote');
        continue;
      case 'code': {
        const code = token as Tokens.Code;
        out.push(`code:${(code.lang ?? '').split(/\s/)[0]}:${code.text.replace(/\s+$/, '')}`);
        continue;
      }
      case 'table': {
        const table = token as Tokens.Table;
        out.push(`table:${table.align.map((a) => a ?? '-').join(',')}`);
        for (const row of [table.header, ...table.rows]) {
          out.push(`row:${row.map((cell) => text(cell.text)).join('|')}`);
        }
        continue;
      }
      case 'link':
        out.push(`a:${(token as Tokens.Link).href}`);
        break;
      case 'image':
        out.push(`img:${(token as Tokens.Image).href}`);
        continue;
      case 'strong':
        out.push('strong');
        break;
      case 'em':
        out.push('em');
        break;
      case 'del':
        out.push('del');
        break;
      case 'hr':
        out.push('hr');
        continue;
      case 'codespan':
        out.push(`codespan:${(token as Tokens.Codespan).text}`);
        continue;
      case 'text':
      case 'escape': {
        const value = text((token as Tokens.Text).text);
        const nested = (token as Tokens.Text).tokens;
        if (nested?.length) {
          walk(nested, out);
          continue;
        }
        if (value) out.push(`t:${value}`);
        continue;
      }
      case 'html':
        out.push(`html:${text((token as Tokens.HTML).text)}`);
        continue;
      case 'space':
      case 'br':
      case 'def':
        continue;
    }
    walk((token as { tokens?: Token[] }).tokens, out);
  }
}
