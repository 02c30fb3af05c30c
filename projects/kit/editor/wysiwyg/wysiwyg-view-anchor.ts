import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';
import { deltaClassOf } from './wysiwyg-block-loader';

interface LineBlot {
  domNode: HTMLElement;
}

/**
 * Runs `change` (a command) on `quill` and keeps what the user sees where it was: the line at the
 * top of the editing area stays at the same height on screen. A command on lines selected from
 * above the view (a list, a heading, a code block) replaces their elements and changes their
 * height; Chromium's scroll anchoring lost the elements it would hold on to, and everything in view
 * moved by the difference (a few lines for 20 paragraphs made a list; see also
 * `scrollSelectionsGently`). If none of the selection is in view afterwards, it is scrolled into
 * view, as Quill does.
 */
export function keepingView<T>(quill: QuillType, change: () => T): T {
  const root = quill.root;
  // Only where the editing area itself scrolls (a fixed height): with `height: 'auto'` the page scrolls.
  if (!root.isConnected || root.scrollHeight <= root.clientHeight) return change();
  const anchor = lineAtViewTop(quill);
  if (!anchor) return change();
  const Delta = deltaClassOf(quill);
  let changes: DeltaType = new Delta();
  const record = (name: string, delta: DeltaType) => {
    if (name === 'text-change') changes = changes.compose(delta);
  };
  quill.on('editor-change', record);
  let result: T;
  try {
    result = change();
  } finally {
    quill.off('editor-change', record);
  }
  if (!changes.ops.length) return result;
  const index = Math.min(changes.transformPosition(anchor.index), quill.getLength() - 1);
  const [line] = quill.getLine(index) as unknown as [LineBlot | null, number];
  if (line?.domNode.isConnected) {
    root.scrollTop += line.domNode.getBoundingClientRect().top - root.getBoundingClientRect().top - anchor.top;
  }
  // As Quill does, after the view was put back (a selection only when none of it shows:
  // scrollSelectionsGently); not for an editor without focus (a command run from code).
  if (quill.getSelection()) quill.scrollSelectionIntoView();
  return result;
}

/** The Quill index of the line at the top of the editing area's view, and its top, px from the area's top. */
function lineAtViewTop(quill: QuillType): { index: number; top: number } | undefined {
  const Quill = quill.constructor as unknown as { find(node: Node): unknown; import(name: string): abstract new (...args: never[]) => unknown };
  const Block = Quill.import('blots/block');
  const BlockEmbed = Quill.import('blots/block/embed');
  const isLine = (blot: unknown) => blot instanceof Block || blot instanceof BlockEmbed;
  const viewTop = quill.root.getBoundingClientRect().top;
  let element = firstBelow(quill.root, viewTop);
  // Into containers (a list, a table, a code block) down to their line at the top.
  while (element && !isLine(Quill.find(element))) element = firstBelow(element, viewTop);
  const blot = element && Quill.find(element);
  if (!element || !isLine(blot)) return undefined;
  return { index: quill.getIndex(blot as never), top: element.getBoundingClientRect().top - viewTop };
}

/** The first child of `parent` whose bottom is below `y` (children are in order down the page). */
function firstBelow(parent: Element, y: number): Element | null {
  const children = parent.children;
  let low = 0;
  let high = children.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (children[middle].getBoundingClientRect().bottom > y) high = middle;
    else low = middle + 1;
  }
  return children[low] ?? null;
}

/**
 * Has `quill` scroll a selection into view only when none of it shows, and then by its end (where
 * keys or the mouse extended it); a caret as Quill does. Quill brings a selection's top into view
 * whenever the selection is set with a source other than silent: on focus, after a command, after
 * undo. With 20 lines selected by Shift+Down (the view following down), each of those moved the
 * view up 200–320 px (long-documents QA, 2026-11-28).
 */
export function scrollSelectionsGently(quill: QuillType): void {
  const own = quill.scrollSelectionIntoView.bind(quill);
  const selection = quill.selection as unknown as { lastRange: { index: number; length: number } | null; getBounds(index: number, length: number): DOMRect | null };
  quill.scrollSelectionIntoView = () => {
    const range = selection.lastRange;
    if (!range || range.length === 0) return own();
    const bounds = selection.getBounds(range.index, range.length);
    if (!bounds) return;
    const area = quill.root.getBoundingClientRect();
    const top = Math.max(area.top, 0);
    const bottom = Math.min(area.bottom, quill.root.ownerDocument.defaultView?.innerHeight ?? area.bottom);
    if (bounds.bottom > top && bounds.top < bottom) return; // some of it shows
    const end = selection.getBounds(range.index + range.length, 0);
    if (end) quill.scrollRectIntoView(end);
  };
}

/** Has `quill`'s undo and redo keep the line at the view's top in place, as commands do (`keepingView`): they replace elements the same way. */
export function keepViewOnUndo(quill: QuillType): void {
  const history = quill.history as unknown as { undo(): void; redo(): void };
  for (const name of ['undo', 'redo'] as const) {
    const own = history[name].bind(history);
    history[name] = () => keepingView(quill, own);
  }
}
