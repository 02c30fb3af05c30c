/**
 * Re-nests inline formatting in the DOM of HTML about to become markdown. Quill nests its inline formats in
 * one fixed order whatever the source said (`<code>` outermost, `<a>` innermost), and the same
 * text may come out split: `[`npm` command](u)` comes back as `<code><a>npm</a></code><a> command</a>`.
 * HTML can say both; markdown can say only some: nothing formats inside a code span (turndown would
 * write the `**` as visible text), and two adjacent links are two links. So, without changing what
 * any character is formatted with:
 * - a `<code>` holding formatting is pushed down to its text (`<code><b>x</b></code>` → `<b><code>x</code></b>`);
 * - adjacent equal elements merge (`<a href=u>x</a><a href=u>y</a>` → one link), also through a
 *   wrapper that holds only one of them (`<b><i>x</i></b><i>y</i>` → `<i><b>x</b>y</i>`).
 */
export function renestInlineFormatting(root: Element): void {
  for (const code of Array.from(root.querySelectorAll('code'))) {
    if (!code.closest('pre') && Array.from(code.childNodes).some(isFormatting)) code.replaceWith(...sinkCode(code));
  }
  mergeSiblings(root);
}

/** Whether `html` may hold something `renestInlineFormatting` changes (most HTML does not: then no parse is needed). */
export function mayNeedRenesting(html: string): boolean {
  return MAY_NEED.test(html);
}

/** `<code>` with an element inside, or an element closed right before an equal one opens (maybe through a wrapper). */
const MAY_NEED = /<code[^>]*>[^<]*<[a-z]|<\/([a-z]+)>(?:<\/[a-z]+>)?<\1[\s>]|<\/([a-z]+)><[a-z]+[^>]*><\2[\s>]/i;

/** Inline formatting that can be re-nested; kit's markers (raw HTML, hard breaks) and embeds stay as they are. */
const FORMATTING = new Set(['A', 'STRONG', 'B', 'EM', 'I', 'DEL', 'S', 'STRIKE', 'U', 'SUB', 'SUP']);

function isFormatting(node: Node): node is HTMLElement {
  return node.nodeType === Node.ELEMENT_NODE && FORMATTING.has(node.nodeName) && !(node as HTMLElement).className.startsWith('kit-');
}

/** The content of `code` with the code moved inside its formatting, around each text run. */
function sinkCode(code: Element): Node[] {
  const doc = code.ownerDocument;
  return Array.from(code.childNodes).map((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      const wrapper = doc.createElement('code');
      wrapper.textContent = child.textContent;
      return wrapper;
    }
    if (!isFormatting(child)) return child;
    const copy = child.cloneNode(false) as Element;
    copy.append(...sinkCode(child));
    return copy;
  });
}

function sameElement(a: Node | null, b: Node | null): a is Element {
  if (!a || !b || !isFormatting(a) || !isFormatting(b) || a.nodeName !== b.nodeName) return false;
  const attrs = (el: Element) =>
    Array.from(el.attributes)
      .map((attr) => `${attr.name}=${attr.value}`)
      .sort()
      .join('\n');
  return attrs(a) === attrs(b);
}

/** The only child of `node` if it is a formatting element (text or other children around it: none). */
function onlyChild(node: Node): Element | null {
  return node.childNodes.length === 1 && isFormatting(node.firstChild!) ? (node.firstChild as Element) : null;
}

/** Swaps `outer` and its only child `inner`: `<b><i>x</i></b>` becomes `<i><b>x</b></i>`; returns the new outer. */
function swapWithOnlyChild(outer: Element, inner: Element): Element {
  outer.replaceWith(inner);
  outer.append(...Array.from(inner.childNodes));
  inner.append(outer);
  return inner;
}

function mergeSiblings(parent: Element): void {
  let node = parent.firstChild;
  while (node) {
    const next = node.nextSibling;
    if (isFormatting(node) && next && isFormatting(next)) {
      let left: Element = node;
      let right: Element = next;
      if (!sameElement(left, right)) {
        const leftInner = onlyChild(left);
        const rightInner = onlyChild(right);
        // Code stays innermost: it is never hoisted above other formatting (see sinkCode).
        if (leftInner && sameElement(leftInner, right)) left = swapWithOnlyChild(left, leftInner);
        else if (rightInner && sameElement(left, rightInner)) right = swapWithOnlyChild(right, rightInner);
      }
      if (sameElement(left, right)) {
        left.append(...Array.from(right.childNodes));
        right.remove();
        node = left; // it may now meet the next sibling too
        continue;
      }
    }
    if (node.nodeType === Node.ELEMENT_NODE) mergeSiblings(node as Element);
    node = node.nextSibling;
  }
}
