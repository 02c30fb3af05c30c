import { signal } from '@angular/core';
import type { EditorView } from '@codemirror/view';
import type { KitEditorApi } from '../editor-api';
import type { KitPreview, KitPreviewBlockLines } from '../preview/editor-preview';
import { KitToolbarButton, KitToolbarDivider } from '../toolbar/toolbar-item';

/** A divider that shows only with the toggle after it. */
class KitToolbarButtonDivider extends KitToolbarDivider {
  constructor(readonly shown: () => boolean) {
    super();
  }
}

/**
 * Where we last scrolled an element ourselves: its scroll event with that position is our own
 * echo, not the user. By position rather than for a while after: under load the echo can arrive
 * late, and a late echo taken for the user would pull the other side back.
 */
class ScrollEcho {
  private expected: number | null = null;

  /** Scrolls `element` to `top` and remembers where it ended up (clamped by the browser). */
  scroll(element: HTMLElement, top: number): void {
    element.scrollTop = top;
    this.expected = element.scrollTop;
  }

  /** Whether the element's scroll event is the echo of our own last scroll (each echo counts once). */
  isEcho(element: HTMLElement): boolean {
    const echo = this.expected !== null && Math.abs(element.scrollTop - this.expected) < 1;
    this.expected = null;
    return echo;
  }
}

/** The block whose lines contain `line` (blocks are in order). */
function blockAtLine(blocks: readonly KitPreviewBlockLines[], line: number): KitPreviewBlockLines | undefined {
  let low = 0;
  let high = blocks.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (blocks[mid].line <= line) low = mid;
    else high = mid - 1;
  }
  return blocks[low];
}

/**
 * Where `element` starts in `container`'s scrolled content, px. Measured, not `offsetTop`: blocks
 * sit in part elements, so their offset parent is not the preview.
 */
function topIn(container: HTMLElement, element: HTMLElement): number {
  return element.getBoundingClientRect().top - container.getBoundingClientRect().top - container.clientTop + container.scrollTop;
}

/**
 * The index of the first block inside `part`, or -1. A binary search, as this runs on every preview
 * scroll frame and a 1 MB document has tens of thousands of blocks; blocks and parts are both in
 * document order.
 */
function firstBlockIn(blocks: readonly KitPreviewBlockLines[], part: HTMLElement): number {
  let low = 0;
  let high = blocks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const element = blocks[mid].element;
    const before = element.parentElement !== part && !!(part.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
    if (before) low = mid + 1;
    else high = mid;
  }
  if (low < blocks.length && blocks[low].element.parentElement === part) return low;
  // Not found by order (a block element out of the preview mid-redraw breaks it): look at each.
  return blocks.findIndex((b) => b.element.parentElement === part);
}

/**
 * The block shown at `top` px of the preview: first the part there (parts follow each other with
 * their sizes, real or estimated), then, once that part is laid out, its block at `top`. Blocks of
 * a part that skips layout report positions that may lie in the next parts' place.
 */
function blockAtOffset(preview: KitPreview, blocks: readonly KitPreviewBlockLines[], top: number): KitPreviewBlockLines | undefined {
  const container = preview.element;
  const parts = container.children;
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (topIn(container, parts[mid] as HTMLElement) <= top) low = mid;
    else high = mid - 1;
  }
  const part = parts[low] as HTMLElement | undefined;
  const first = part ? firstBlockIn(blocks, part) : -1;
  if (first < 0) return blocks[0];
  preview.reveal(part!);
  let found = blocks[first];
  for (let i = first + 1; i < blocks.length && blocks[i].element.parentElement === part; i++) {
    if (topIn(container, blocks[i].element) > top) break;
    found = blocks[i];
  }
  return found;
}

/** The markdown line (fractional, 0-based) at the top of the CodeMirror viewport. */
function topLineOf(view: EditorView): number {
  const top = view.scrollDOM.scrollTop;
  const block = view.lineBlockAtHeight(top);
  const line = view.state.doc.lineAt(block.from).number - 1;
  return line + (block.height > 0 ? (top - block.top) / block.height : 0);
}

/**
 * The line the preview should show first (0-based): the editor's top line, or, right after
 * `setMarkdown` moved the cursor out of what is shown (`cursorMoved`), the lines above the cursor:
 * CodeMirror scrolls to it at its next measure, which comes after the preview starts drawing.
 */
function lineInViewOf(view: EditorView, cursorMoved: boolean): number {
  const top = Math.floor(topLineOf(view));
  if (!cursorMoved) return top;
  const shown = Math.ceil(view.scrollDOM.clientHeight / view.defaultLineHeight);
  const cursor = view.state.doc.lineAt(view.state.selection.main.head).number - 1;
  return cursor >= top && cursor <= top + shown ? top : Math.max(0, cursor - shown);
}

/**
 * `scrollSync`: in markdown mode with the vertical preview, the preview follows the editor and the
 * editor follows the preview, block by block (each preview block knows its markdown lines). A
 * toolbar toggle (shown only there) and the markdown command `scrollSyncToggle` turn it off and on.
 */
export function scrollSyncExtension(editor: KitEditorApi & { isViewer(): boolean }): void {
  if (editor.isViewer()) return;
  const service = editor.getService();
  const enabled = signal(true);
  const editorEcho = new ScrollEcho();
  const previewEcho = new ScrollEcho();
  let frame = 0;

  /**
   * Lines the preview up with the editor. Blocks near the target may still have placeholder heights
   * (content-visibility) and grow once drawn, moving the target: so it checks again for a few
   * frames until the position holds (a jump, such as dragging the scrollbar).
   */
  const syncPreview = (settle = 4) => {
    const preview = service.getPreview();
    const blocks = preview?.blockLines() ?? [];
    if (!blocks.length || !preview) return;
    const view = editor.getCodeMirror();
    const line = topLineOf(view);
    const block = blockAtLine(blocks, Math.floor(line))!;
    const fraction = Math.min(Math.max((line - block.line) / block.lines, 0), 1);
    const container = preview.element;
    preview.reveal(block.element);
    const target = view.scrollDOM.scrollTop <= 0 ? 0 : topIn(container, block.element) + fraction * block.element.offsetHeight;
    const before = container.scrollTop;
    previewEcho.scroll(container, target);
    if (settle > 0 && Math.abs(before - target) > 1) frame = requestAnimationFrame(() => syncPreview(settle - 1));
  };

  const syncEditor = () => {
    const preview = service.getPreview();
    const blocks = preview?.blockLines() ?? [];
    if (!blocks.length || !preview) return;
    const container = preview.element;
    const block = blockAtOffset(preview, blocks, container.scrollTop)!;
    const height = block.element.offsetHeight || 1;
    const fraction = Math.min(Math.max((container.scrollTop - topIn(container, block.element)) / height, 0), 1);
    const view = editor.getCodeMirror();
    const doc = view.state.doc;
    const lineNumber = Math.min(block.line + Math.floor(fraction * block.lines), doc.lines - 1) + 1;
    const lineBlock = view.lineBlockAt(doc.line(lineNumber).from);
    const within = fraction * block.lines - Math.floor(fraction * block.lines);
    editorEcho.scroll(view.scrollDOM, container.scrollTop <= 0 ? 0 : lineBlock.top + within * lineBlock.height);
  };

  const active = () => enabled() && service.mode() === 'markdown' && service.previewStyle() === 'vertical';
  const schedule = (sync: () => void) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => sync());
  };
  const onEditorScroll = () => {
    if (!editorEcho.isEcho(scroller) && active()) schedule(syncPreview);
  };
  const onPreviewScroll = () => {
    // While blocks are drawn above the reader's place, the preview moves by itself (scroll
    // anchoring); the editor leads until they are in.
    // (Checked first: reading the scroll position would force a layout per part drawn.)
    if (service.getPreview()?.drawingAbove) return;
    if (previewElement && !previewEcho.isEcho(previewElement) && active()) schedule(syncEditor);
  };
  const scroller = editor.getCodeMirror().scrollDOM;
  const previewElement = service.getPreview()?.element;
  const preview = service.getPreview();
  // Set from setMarkdown until the render it causes: only then is the cursor where the view goes.
  let cursorMoved = false;
  service.on$('setMarkdownAfter').subscribe(() => (cursorMoved = true));
  if (preview) {
    // A long document is drawn from where the editor is, and the preview lines up as parts arrive.
    preview.focusLine = () => (active() ? lineInViewOf(editor.getCodeMirror(), cursorMoved) : undefined);
    preview.partDrawn = () => {
      if (active()) schedule(syncPreview);
    };
  }
  scroller.addEventListener('scroll', onEditorScroll, { passive: true });
  previewElement?.addEventListener('scroll', onPreviewScroll, { passive: true });
  // After a render the blocks moved: line the preview up with the editor again.
  // The editor's own event stream, not on(): an app's off('previewRenderAfter') must not turn sync off (Part C 4).
  service.on$('previewRenderAfter').subscribe(() => {
    cursorMoved = false;
    if (active()) schedule(syncPreview);
  });
  service.on$('removeEditor').subscribe(() => {
    cancelAnimationFrame(frame);
    if (preview) preview.focusLine = preview.partDrawn = undefined;
    scroller.removeEventListener('scroll', onEditorScroll);
    previewElement?.removeEventListener('scroll', onPreviewScroll);
  });

  const toggle = () => {
    enabled.update((on) => !on);
    if (active()) syncPreview();
    return enabled();
  };
  editor.commandManager.addCommand('markdown', { name: 'scrollSyncToggle', exec: toggle });
  const shown = () => service.mode() === 'markdown' && service.previewStyle() === 'vertical';
  const toolbar = editor.getUI().getToolbar();
  toolbar.addItem(new KitToolbarButtonDivider(shown));
  toolbar.addItem(
    new KitToolbarButton({
      name: 'scrollSync',
      icon: 'scrollsync',
      tooltipKey: 'Auto scroll enabled',
      tooltipKeyOff: 'Auto scroll disabled',
      nameKey: 'Auto scroll',
      command: 'scrollSyncToggle',
      pressed: () => enabled(),
      shown,
    }),
  );
}
