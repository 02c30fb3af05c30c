/*
 * DOM helpers in the spirit of TOAST UI Editor 1.x `domUtils` (`IDomUtil`): node names, text
 * lengths, offsets in the (node, offset) form DOM Ranges use, walking up and sideways, and table
 * cell navigation. Node types are compared by number, so importing this on a server is safe.
 */

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Zero-width spaces are caret placeholders of rich-text engines, not content. */
const ZERO_WIDTH_SPACE = /\u200B/g;

/** A direction to walk siblings in. */
export type KitSiblingDirection = 'previous' | 'next';

/** A direction to move between table cells. */
export type KitTableDirection = 'up' | 'down' | 'left' | 'right';

/** A node, or the node name to stop at (`'TD'`, `'TEXT'`...). */
export type KitNodeOrName = Node | string;

/** Whether `node` is a text node. */
function isTextNode(node: Node | null | undefined): node is Text {
  return !!node && node.nodeType === TEXT_NODE;
}

/** Whether `node` is an element. */
function isElemNode(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE;
}

/** The upper-case tag name of an element, `'TEXT'` for a text node, else the DOM node name. */
function getNodeName(node: Node | null | undefined): string {
  if (!node) return '';
  if (isElemNode(node)) return node.tagName.toUpperCase();
  if (isTextNode(node)) return 'TEXT';
  return node.nodeName;
}

/** The length of the text in `node`, without zero-width spaces. */
function getTextLength(node: Node): number {
  return (node.textContent ?? '').replace(ZERO_WIDTH_SPACE, '').length;
}

/**
 * The largest offset a DOM Range can use in `node`: characters (without zero-width spaces) for a
 * text node, child nodes for anything else.
 */
function getOffsetLength(node: Node): number {
  return isTextNode(node) ? node.data.replace(ZERO_WIDTH_SPACE, '').length : node.childNodes.length;
}

/** The index of `node` among its parent's child nodes; -1 without a parent. */
function getNodeOffsetOfParent(node: Node): number {
  const parent = node.parentNode;
  return parent ? Array.prototype.indexOf.call(parent.childNodes, node) : -1;
}

/**
 * The node at a Range offset: a text node is its own node at every offset; an element gives the
 * child at `index`, or undefined when the index is out of range.
 */
function getChildNodeByOffset(node: Node, index: number): Node | undefined {
  if (isTextNode(node)) return node;
  return index >= 0 && index < node.childNodes.length ? node.childNodes[index] : undefined;
}

/**
 * The nearest sibling of `node` or of one of its ancestors in `direction`, climbing no higher than
 * a parent named `untilNodeName` (nor past BODY); undefined when there is none.
 */
function getNodeWithDirectionUntil(direction: KitSiblingDirection, node: Node, untilNodeName?: string): Node | undefined {
  const sibling = (n: Node) => (direction === 'previous' ? n.previousSibling : n.nextSibling);
  let current: Node = node;
  while (!sibling(current)) {
    const parent = current.parentNode;
    const parentName = getNodeName(parent);
    if (!parent || parentName === untilNodeName || parentName === 'BODY') return undefined;
    current = parent;
  }
  return sibling(current) ?? undefined;
}

/**
 * The node just before the Range position (`node`, `index`): when `index` > 0 the child before it
 * (a text node itself, since it has characters before the offset), else the previous sibling of
 * `node` or of its ancestors, up to a parent named `untilNodeName`.
 */
function getPrevOffsetNodeUntil(node: Node, index: number, untilNodeName?: string): Node | undefined {
  return index > 0
    ? getChildNodeByOffset(node, index - 1)
    : getNodeWithDirectionUntil('previous', node, untilNodeName);
}

/**
 * The ancestor-or-self of `node` whose parent is `untilNode` (a node, or a node name such as
 * `'TD'`); undefined when no ancestor matches.
 */
function getParentUntil(node: Node, untilNode: KitNodeOrName): Node | undefined {
  const matches = (candidate: Node | null) =>
    !!candidate && (typeof untilNode === 'string' ? getNodeName(candidate) === untilNode.toUpperCase() : candidate === untilNode);
  let current: Node = node;
  while (current.parentNode && !matches(current.parentNode)) {
    current = current.parentNode;
  }
  return matches(current.parentNode) ? current : undefined;
}

/**
 * The top-level block holding `node`: its ancestor-or-self that is a direct child of `root`
 * (by default the nearest editable root, else BODY). Undefined when `node` is not inside `root`.
 */
function getTopBlockNode(node: Node, root?: Node): Node | undefined {
  const start = isElemNode(node) ? node : node.parentElement;
  const top = root ?? start?.closest('[contenteditable="true"], [contenteditable=""]') ?? node.ownerDocument?.body;
  return top ? getParentUntil(node, top) : undefined;
}

/** The sibling before the top node of `node` under `underNode` (see `getParentUntil`). */
function getTopPrevNodeUnder(node: Node, underNode: KitNodeOrName): Node | undefined {
  return getParentUntil(node, underNode)?.previousSibling ?? undefined;
}

/** The sibling after the top node of `node` under `underNode` (see `getParentUntil`). */
function getTopNextNodeUnder(node: Node, underNode: KitNodeOrName): Node | undefined {
  return getParentUntil(node, underNode)?.nextSibling ?? undefined;
}

/** Whether `node` is `root` or inside it. */
function containsNode(root: Node, node: Node): boolean {
  return root === node || root.contains(node);
}

/**
 * The table cell next to the cell holding `node` in `direction`, or null at the table's edge.
 * Up and down keep the visual column (counting `colspan`) and cross between the header and the
 * body; rows of nested tables are not entered. `rowspan` is not taken into account.
 */
function getTableCellByDirection(node: Node, direction: KitTableDirection): HTMLTableCellElement | null {
  const start = isElemNode(node) ? node : node.parentElement;
  const cell = start?.closest('td, th') as HTMLTableCellElement | null;
  const row = cell?.parentElement as HTMLTableRowElement | null;
  if (!cell || !row || getNodeName(row) !== 'TR') return null;
  if (direction === 'left' || direction === 'right') {
    const sibling = direction === 'left' ? cell.previousElementSibling : cell.nextElementSibling;
    return sibling && /^(TD|TH)$/.test(getNodeName(sibling)) ? (sibling as HTMLTableCellElement) : null;
  }
  const table = row.closest('table');
  if (!table) return null;
  const rows = Array.from(table.rows);
  const target = rows[rows.indexOf(row) + (direction === 'up' ? -1 : 1)];
  return target ? cellAtColumn(target, columnOf(cell)) : null;
}

/** The visual column where `cell` starts (colspans of the cells before it counted). */
function columnOf(cell: HTMLTableCellElement): number {
  let column = 0;
  for (let previous = cell.previousElementSibling; previous; previous = previous.previousElementSibling) {
    column += (previous as HTMLTableCellElement).colSpan || 1;
  }
  return column;
}

/** The cell of `row` covering visual `column`, or its last cell when the row is shorter. */
function cellAtColumn(row: HTMLTableRowElement, column: number): HTMLTableCellElement | null {
  let start = 0;
  for (const cell of Array.from(row.cells)) {
    start += cell.colSpan || 1;
    if (column < start) return cell;
  }
  return row.cells[row.cells.length - 1] ?? null;
}

/**
 * kit's DOM helper object (`KitEditor.domUtils`, `KitViewer.domUtils`): the parts of TOAST UI
 * Editor 1.x's `domUtils` that extensions use to work with Ranges in rendered and WYSIWYG content.
 */
export const domUtils = {
  getNodeName,
  isTextNode,
  isElemNode,
  getTextLength,
  getOffsetLength,
  getNodeOffsetOfParent,
  getChildNodeByOffset,
  getNodeWithDirectionUntil,
  getPrevOffsetNodeUntil,
  getParentUntil,
  getTopBlockNode,
  getTopPrevNodeUnder,
  getTopNextNodeUnder,
  containsNode,
  getTableCellByDirection,
} as const;

/** The type of `domUtils`. */
export type KitDomUtils = typeof domUtils;
