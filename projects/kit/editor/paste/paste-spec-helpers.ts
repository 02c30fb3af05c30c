import type { KitEditor } from '../kit-editor';

// Real clipboard events for the paste specs: a DataTransfer carrying what a copy puts there,
// dispatched where the user pastes.

/** A clipboard payload with the given string types and files. */
export function clipboard(data: Record<string, string> = {}, files: File[] = []): DataTransfer {
  const transfer = new DataTransfer();
  for (const [type, value] of Object.entries(data)) transfer.setData(type, value);
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/** Dispatches a real paste event on `target`; returns it (to read defaultPrevented). */
export function pasteInto(target: Element, data: DataTransfer): ClipboardEvent {
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** Pastes the given clipboard types on the WYSIWYG editing element. */
export function pasteToWysiwyg(editor: KitEditor, data: Record<string, string>): ClipboardEvent {
  return pasteInto(editor.getSquire().root, clipboard(data));
}

/** Pastes `html` with its text as `text/plain`, as a browser's copy of a page does, on the WYSIWYG editing element. */
export function pasteHtmlToWysiwyg(editor: KitEditor, html: string): ClipboardEvent {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return pasteToWysiwyg(editor, { 'text/html': html, 'text/plain': text });
}
