import type { Token, Tokens } from 'marked';

/**
 * A run of a markdown block's content that is written between its block syntax: the inline
 * content of a paragraph, heading, list item text or table cell, or the text of a code block.
 */
export interface MarkdownContainer {
  kind: 'inline' | 'cell' | 'code';
  /** The content as marked read it (list and quote markers, indentation and cell escapes removed). */
  source: string;
  /** The inline tokens (none for code). */
  tokens: Token[];
}

/** The block structure of `tokens` (what containers there are, in what blocks) and the containers in order. */
export interface MarkdownLayout {
  skeleton: string;
  containers: MarkdownContainer[];
}

function inline(tokens: Token[] | undefined, kind: MarkdownContainer['kind'], out: MarkdownContainer[]): void {
  // A task's box is the item's (said in the skeleton), wherever marked put it: before the item's
  // first block or in it, which marked decides by how loose the list is when it meets the item
  // (`- [x] a\n\n  code\n- [ ] b` and the same with a blank line before `- [ ] b` differed).
  const own = (tokens ?? []).filter((token) => token.type !== 'checkbox');
  out.push({ kind, source: own.map((token) => token.raw).join(''), tokens: own });
}

function walk(tokens: readonly Token[], out: MarkdownContainer[]): string {
  let skeleton = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
        continue;
      case 'paragraph':
      case 'text':
        skeleton += 'p;';
        inline(token.tokens, 'inline', out);
        continue;
      case 'heading':
        skeleton += `h${(token as Tokens.Heading).depth};`;
        inline(token.tokens, 'inline', out);
        continue;
      case 'blockquote':
        skeleton += `q(${walk((token as Tokens.Blockquote).tokens, out)});`;
        continue;
      case 'list': {
        const list = token as Tokens.List;
        skeleton += `${list.ordered ? `ol${list.start === '' ? 1 : list.start}` : 'ul'}(`;
        for (const item of list.items) skeleton += `li(${item.task ? `[${item.checked ? 'x' : ' '}]` : ''}${walk(item.tokens, out)})`;
        skeleton += ');';
        continue;
      }
      case 'checkbox':
        continue; // the item's, said by its list item (above)
      case 'table': {
        const table = token as Tokens.Table;
        // marked fills short rows up with empty cells, which the table extension's merged cells
        // leave out on purpose: how many cells each row writes is structure too.
        const written = table.raw
          .trim()
          .split('\n')
          .map((line) => line.trim().replace(/\\\|/g, '').replace(/^\||\|$/g, '').split('|').length);
        skeleton += `table:${table.align.join(',')}:${written.join(',')}(`;
        for (const cell of [...table.header, ...table.rows.flat()]) inline(cell.tokens, 'cell', out);
        skeleton += ');';
        continue;
      }
      case 'code':
        skeleton += `code:${(token as Tokens.Code).lang ?? ''};`;
        out.push({ kind: 'code', source: (token as Tokens.Code).text, tokens: [] });
        continue;
      case 'hr':
        // Any spelling of a rule is the same rule (kit writes `---`); the source's stays in the text kept.
        skeleton += 'hr;';
        continue;
      default:
        // An HTML block, an extension's block: it must be the same on both sides.
        skeleton += `${token.type}:${JSON.stringify(token.raw.trim())};`;
    }
  }
  return skeleton;
}

/** The block structure and the containers of lexed markdown. */
export function layoutOf(tokens: readonly Token[]): MarkdownLayout {
  const containers: MarkdownContainer[] = [];
  return { skeleton: walk(tokens, containers), containers };
}

/** Where a container's content is in the markdown, and what starts each of its lines after the first. */
export interface LocatedContainer {
  start: number;
  end: number;
  /** The quote markers and indentation that marked removed before each line after the first. */
  prefixes: string[];
}

/**
 * Finds `container` in `markdown` at or after `from`: its content as written, where each line may
 * start with indentation and quote markers, and a cell's `|` may be escaped. Null if not found.
 */
export function locate(container: MarkdownContainer, markdown: string, from: number): LocatedContainer | null {
  const { source } = container;
  if (!source.includes('\n') && !(container.kind === 'cell' && source.includes('|'))) {
    const start = markdown.indexOf(source, from);
    return start < 0 ? null : { start, end: start + source.length, prefixes: [] };
  }
  const pattern = Array.from(source, (char) =>
    char === '\n' ? '\\n([ \\t>]*)' : char === '|' && container.kind === 'cell' ? '\\\\?\\|' : char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'),
  ).join('');
  const found = new RegExp(pattern, 'gu');
  found.lastIndex = from;
  const match = found.exec(markdown);
  return match ? { start: match.index, end: match.index + match[0].length, prefixes: match.slice(1) } : null;
}

/**
 * `content` (a container's new content) written where `located` is in `markdown`: each line after
 * the first starts as the container's lines did (the last such start, or the first line's start
 * with its list marker as spaces, for lines it did not have); a cell's `|` escaped.
 */
export function writeContainer(markdown: string, container: MarkdownContainer, located: LocatedContainer, content: string): string {
  const lineStart = markdown.lastIndexOf('\n', located.start - 1) + 1;
  const firstPrefix = markdown.slice(lineStart, located.start).replace(/[^>\s]/g, ' ');
  let line = 0;
  let text = content.replace(/\n/g, () => `\n${located.prefixes[line++] ?? located.prefixes.at(-1) ?? firstPrefix}`);
  if (container.kind === 'cell') text = text.replace(/\\\|/g, '|').replace(/\|/g, '\\|');
  return text;
}
