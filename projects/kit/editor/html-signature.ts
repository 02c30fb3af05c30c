/**
 * Normalises HTML for comparison (the CommonMark test's rules, roughly): whitespace between
 * block tags dropped, runs of whitespace in text collapsed (except in <pre>), attributes sorted.
 * Parses in an inert <template>, so nothing in the HTML runs or loads. Used by tests.
 */
export function normalizeHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return serialize(template.content, false).trim();
}

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr']);

function serialize(node: Node, inPre: boolean): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      const text = child.textContent ?? '';
      if (inPre) out += escape(text);
      else if (text.trim() !== '') out += escape(text.replace(/\s+/g, ' '));
      else if (out !== '' && child.nextSibling && !isBlock(child.nextSibling) && !isBlock(child.previousSibling)) out += ' ';
      return;
    }
    if (child.nodeType !== 1) return;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    const attributes = Array.from(element.attributes)
      .map((a) => `${a.name}="${escape(a.value)}"`)
      .sort()
      .join(' ');
    out += `<${tag}${attributes ? ' ' + attributes : ''}>`;
    if (!VOID.has(tag)) {
      const content = tag === 'template' ? (element as HTMLTemplateElement).content : element;
      out += serialize(content, inPre || tag === 'pre');
      out += `</${tag}>`;
    }
  });
  return out;
}

const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'td', 'th']);

function isBlock(node: Node | null): boolean {
  return !!node && node.nodeType === 1 && BLOCKS.has((node as Element).tagName.toLowerCase());
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
