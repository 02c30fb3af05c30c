import { describeValue } from 'kit-ui/core';
import { sanitizeHtml } from '../editor-sanitizer';

/** Options of `getUI().createPopup(options)` (TOAST UI's LayerPopup). */
export interface KitLayerPopupOptions {
  /** Title text (also the dialog's accessible name). */
  title?: string;
  /** Content: an HTML string (sanitized) or an element. */
  content?: string | HTMLElement;
  /** Plain-text content (instead of `content`). */
  textContent?: string;
  /** Whether the header with title and close button shows (default true). */
  header?: boolean;
  /** Where the popup is appended (default: the editor). */
  target?: HTMLElement;
  /** TOAST UI spelling of `target`. */
  $target?: HTMLElement;
  /** Whether it is modal (`aria-modal`, a backdrop class). */
  modal?: boolean;
  /** Extra CSS classes. */
  className?: string;
  /** Inline styles. */
  css?: Partial<CSSStyleDeclaration>;
  /** A selector of elements inside the target that open the popup on click. */
  openerCssQuery?: string;
  /** A selector of elements inside the popup that close it on click. */
  closerCssQuery?: string;
}

type PopupEvent = 'shown' | 'hidden' | 'remove';

/**
 * A simple popup for extensions and apps (`getUI().createPopup`): a labelled dialog that starts
 * hidden, with `show`/`hide`/`setContent`/`setTitle`/`remove` and `shown`/`hidden` events.
 * Escape and the close button hide it; `remove()` takes it and its listeners away.
 */
export class KitLayerPopup {
  /** The popup's root element. */
  readonly el: HTMLElement;
  private readonly title: HTMLElement;
  private readonly body: HTMLElement;
  private readonly handlers = new Map<PopupEvent, ((popup: KitLayerPopup) => void)[]>();
  private readonly target: HTMLElement;
  private readonly cleanup: (() => void)[] = [];
  private fitToWindow = false;
  private removed = false;

  constructor(options: KitLayerPopupOptions, defaultTarget: HTMLElement, closeLabel: string) {
    if (typeof options !== 'object' || options === null) throw new TypeError(`createPopup(options) expects an object, got ${describeValue(options)}.`);
    const doc = defaultTarget.ownerDocument;
    this.target = options.target ?? options.$target ?? defaultTarget;
    this.el = doc.createElement('div');
    this.el.className = `kit-popup kit-layer-popup ${options.className ?? ''}`.trim();
    this.el.setAttribute('role', 'dialog');
    this.el.hidden = true;
    if (options.modal) {
      this.el.setAttribute('aria-modal', 'true');
      this.el.classList.add('kit-popup-modal');
    }
    Object.assign(this.el.style, options.css ?? {});
    const header = doc.createElement('div');
    header.className = 'kit-popup-header';
    this.title = doc.createElement('span');
    this.title.className = 'kit-popup-title';
    this.title.id = `kit-layer-popup-${Math.random().toString(36).slice(2)}`;
    this.el.setAttribute('aria-labelledby', this.title.id);
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'kit-popup-close';
    close.textContent = '×';
    close.setAttribute('aria-label', closeLabel);
    header.append(this.title, close);
    header.hidden = options.header === false;
    this.body = doc.createElement('div');
    this.body.className = 'kit-popup-body';
    this.el.append(header, this.body);
    this.setTitle(options.title ?? '');
    if (options.textContent !== undefined) this.body.textContent = options.textContent;
    else if (options.content !== undefined) this.setContent(options.content);
    this.listen(close, 'click', () => this.hide());
    this.listen(this.el, 'keydown', (e) => {
      if ((e as KeyboardEvent).key === 'Escape') this.hide();
    });
    if (options.closerCssQuery) {
      const query = options.closerCssQuery;
      this.listen(this.el, 'click', (e) => (e.target as Element).closest?.(query) && this.hide());
    }
    if (options.openerCssQuery) {
      const query = options.openerCssQuery;
      this.listen(this.target, 'click', (e) => (e.target as Element).closest?.(query) && this.show());
    }
    this.target.appendChild(this.el);
  }

  /** Shows the popup (emits `shown`) and focuses its first control. */
  show(): void {
    this.check();
    if (!this.el.hidden) return;
    this.el.hidden = false;
    this.el.querySelector<HTMLElement>('input, select, textarea, button:not(.kit-popup-close), [tabindex]')?.focus();
    this.emit('shown');
  }

  /** Hides the popup (emits `hidden`). */
  hide(): void {
    this.check();
    if (this.el.hidden) return;
    this.el.hidden = true;
    this.emit('hidden');
  }

  /** Whether the popup shows. */
  isShow(): boolean {
    return !this.removed && !this.el.hidden;
  }

  /** Replaces the content: an HTML string (sanitized with DOMPurify first) or an element. */
  setContent(content: string | HTMLElement): void {
    this.check();
    if (typeof content === 'string') {
      // Clean first, then parse the clean string in an inert template (Part C item 6).
      const template = this.el.ownerDocument.createElement('template');
      template.innerHTML = sanitizeHtml(content, { strict: true });
      this.body.replaceChildren(template.content);
    } else if (content && (content as Node).nodeType === 1) {
      this.body.replaceChildren(content);
    } else {
      throw new TypeError(`setContent(content) expects an HTML string or an element, got ${describeValue(content)}.`);
    }
  }

  /** Sets the title text. */
  setTitle(title: string): void {
    this.check();
    this.title.textContent = title;
  }

  /** The title element. */
  getTitleElement(): HTMLElement {
    return this.title;
  }

  /** Makes the popup fill the window (or not). */
  setFitToWindow(fit: boolean): void {
    this.fitToWindow = fit;
    this.el.classList.toggle('kit-popup-fit-window', fit);
  }

  /** Whether the popup fills the window. */
  isFitToWindow(): boolean {
    return this.fitToWindow;
  }

  /** Toggles filling the window; returns the new state. */
  toggleFitToWindow(): boolean {
    this.setFitToWindow(!this.fitToWindow);
    return this.fitToWindow;
  }

  /** Listens to `shown`, `hidden` or `remove`. */
  on(type: PopupEvent, handler: (popup: KitLayerPopup) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  /** Stops listening (one handler, or every handler of `type`). */
  off(type: PopupEvent, handler?: (popup: KitLayerPopup) => void): void {
    this.handlers.set(type, handler ? (this.handlers.get(type) ?? []).filter((h) => h !== handler) : []);
  }

  /** Emits an event to the popup's handlers. */
  trigger(type: PopupEvent): void {
    this.emit(type);
  }

  /** Removes the popup and every listener it added; later calls throw. */
  remove(): void {
    if (this.removed) return;
    this.emit('remove');
    this.removed = true;
    for (const undo of this.cleanup) undo();
    this.handlers.clear();
    this.el.remove();
  }

  private listen(target: EventTarget, type: string, listener: (event: Event) => void): void {
    target.addEventListener(type, listener);
    this.cleanup.push(() => target.removeEventListener(type, listener));
  }

  private emit(type: PopupEvent): void {
    for (const handler of [...(this.handlers.get(type) ?? [])]) handler(this);
  }

  private check(): void {
    if (this.removed) throw new Error('This popup was removed; create a new one with getUI().createPopup().');
  }
}
