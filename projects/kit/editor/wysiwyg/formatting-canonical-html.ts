/**
 * Inline elements that format text; markdown and Quill may nest them in either order
 * (`<a><strong>x</strong></a>` is `<strong><a>x</a></strong>` to both: x, bold and linked).
 */
const FORMATS = new Set(['A', 'STRONG', 'B', 'EM', 'I', 'DEL', 'S', 'STRIKE', 'U', 'SUB', 'SUP', 'CODE', 'SPAN', 'MARK', 'KBD', 'SMALL', 'INS', 'ABBR', 'Q', 'CITE', 'DFN', 'VAR', 'SAMP', 'TIME']);

function describeValue(element: Element): string {
  const attributes = Array.from(element.attributes)
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  return element.nodeName.toLowerCase() + (attributes ? ` ${attributes}` : '');
}

type Piece = { tag: string } | { text: string; formats: string; pre: boolean };

function collect(parent: Node, formats: string[], inPre: boolean, out: Piece[]): void {
  parent.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = inPre ? node.textContent! : node.textContent!.replace(/[ \t\n\r\f]+/g, ' ');
      const key = [...formats].sort().join('|');
      const last = out.at(-1);
      if (last && 'text' in last && last.formats === key && last.pre === inPre) last.text += text;
      else if (text) out.push({ text, formats: key, pre: inPre });
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const content = element.nodeName === 'TEMPLATE' ? (element as HTMLTemplateElement).content : element;
    if (FORMATS.has(element.nodeName) && !(element.nodeName === 'CODE' && inPre)) {
      collect(content, [...formats, describeValue(element)], inPre, out);
      return;
    }
    // Anything else is structure; an image or line break keeps the formats around it (a linked image).
    out.push({ tag: `<${describeValue(element)}>${formats.length ? `@${[...formats].sort().join('|')}` : ''}` });
    collect(content, formats, inPre || element.nodeName === 'PRE', out);
    out.push({ tag: `</${element.nodeName.toLowerCase()}>` });
  });
}

/**
 * A form of `html` that two documents share when they show the same: every character with the
 * set of formats it has (whatever their nesting, and however the text is split between equal
 * elements), structural elements with their attributes, whitespace collapsed outside `<pre>` and
 * trimmed next to structure. Parsed in an inert template: nothing in the HTML runs or loads.
 */
export function formattingCanonicalHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const pieces: Piece[] = [];
  collect(template.content, [], false, pieces);
  let out = '';
  pieces.forEach((piece, i) => {
    if ('tag' in piece) {
      out += piece.tag;
      return;
    }
    let text = piece.text;
    if (piece.pre) {
      out += `[${piece.formats}]${text}\u0000`;
      return;
    }
    if (i === 0 || 'tag' in pieces[i - 1]) text = text.replace(/^ +/, '');
    if (i === pieces.length - 1 || 'tag' in pieces[i + 1]) text = text.replace(/ +$/, '');
    if (text) out += `[${piece.formats}]${text}\u0000`;
  });
  return out;
}
