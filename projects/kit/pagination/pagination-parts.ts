import { createJumpInput } from './pagination-jump-field';

/** What the optional parts after the items show; a part that is off (null or empty) is removed. */
export interface PaginationPartsState {
  /** The range label text ("21–30 of 1,234"), or null without `showRangeLabel`. */
  readonly range: string | null;
  /** The page sizes of the selector; empty for no selector. */
  readonly sizes: readonly number[];
  readonly itemsPerPage: number;
  readonly sizeLabel: string;
  /** Whether the jump-to input is shown. */
  readonly jump: boolean;
  readonly jumpLabel: string;
  /** The current page (where the jump field's arrow keys start from). */
  readonly page: number;
  /** The last page, or null when the total is unknown. */
  readonly lastPage: number | null;
  readonly disabled: boolean;
}

/** What the parts ask of their bar. */
export interface PaginationPartsActions {
  /** The selector chose a page size. */
  setItemsPerPage(size: number): void;
  /** The jump input asked for a page (a finite number, not yet clamped). */
  jumpTo(page: number): void;
}

/**
 * The optional parts of a bar, after its items: range label, page-size selector, jump-to input,
 * each created when it is switched on and removed when it is switched off. Shared by the component
 * and `PlainPagination`, so both draw the same markup. Built with the DOM rather than with an
 * Angular template: control flow, bindings and listeners of a template cost an app about
 * 3 KB gzip more than these few calls.
 */
export class PaginationParts {
  private range: HTMLElement | null = null;
  private size: HTMLLabelElement | null = null;
  private select: HTMLSelectElement | null = null;
  private sizes: readonly number[] = [];
  private jump: HTMLLabelElement | null = null;
  private input: HTMLInputElement | null = null;
  private page = 1;

  constructor(
    private readonly host: Element,
    private readonly actions: PaginationPartsActions,
  ) {}

  /** The first part in the bar (items go before it), or null when every part is off. */
  get first(): Element | null {
    return this.range ?? this.size ?? this.jump;
  }

  /** Creates, updates and removes the parts to show `state`. */
  update(state: PaginationPartsState): void {
    const doc = this.host.ownerDocument;
    if (state.range === null) {
      this.range = drop(this.range);
    } else {
      if (!this.range) {
        this.range = doc.createElement('span');
        this.range.className = 'kit-pagination-range';
        this.range.setAttribute('aria-live', 'off');
        this.host.insertBefore(this.range, this.size ?? this.jump);
      }
      setText(this.range, state.range);
    }

    if (!state.sizes.length) {
      this.size = drop(this.size);
      this.select = null;
    } else {
      if (!this.size) {
        this.size = labelled(doc, 'kit-pagination-size');
        const select = (this.select = doc.createElement('select'));
        select.addEventListener('change', () => this.actions.setItemsPerPage(Number(select.value)));
        this.size.appendChild(select);
        this.host.insertBefore(this.size, this.jump);
        this.sizes = [];
      }
      const select = this.select!;
      setText(this.size.firstChild!, state.sizeLabel);
      // The current size is listed even when the options lack it (as MatPaginator does): else the
      // select would show the first option, which then could not be chosen (no change event).
      const sizes = state.sizes.includes(state.itemsPerPage) ? state.sizes : [...state.sizes, state.itemsPerPage].sort((a, b) => a - b);
      if (!sameNumbers(this.sizes, sizes)) {
        this.sizes = sizes;
        // Not replaceChildren: Angular's server DOM (Domino) lacks it, and the bar renders on the server.
        select.textContent = '';
        for (const size of sizes) {
          const option = doc.createElement('option');
          option.value = option.textContent = String(size);
          select.appendChild(option);
        }
      }
      for (let i = 0; i < select.options.length; i++) {
        const current = sizes[i] === state.itemsPerPage;
        select.options[i].defaultSelected = current; // the attribute: what server-rendered HTML shows
        select.options[i].selected = current;
      }
      select.disabled = state.disabled;
    }

    if (!state.jump) {
      this.jump = drop(this.jump);
      this.input = null;
    } else {
      if (!this.jump) {
        this.jump = labelled(doc, 'kit-pagination-jump');
        const input = (this.input = createJumpInput(this.host, (page) => this.actions.jumpTo(page), () => this.page));
        this.jump.appendChild(input);
        this.host.appendChild(this.jump);
      }
      const input = this.input!;
      this.page = state.page;
      setText(this.jump.firstChild!, state.jumpLabel);
      if (state.lastPage === null) input.removeAttribute('max');
      else if (input.getAttribute('max') !== String(state.lastPage)) input.setAttribute('max', String(state.lastPage));
      input.disabled = state.disabled;
    }
  }
}

/** `<label class="…"><span class="…-label"></span></label>`. */
function labelled(doc: Document, className: string): HTMLLabelElement {
  const label = doc.createElement('label');
  label.className = className;
  const span = doc.createElement('span');
  span.className = `${className}-label`;
  label.appendChild(span);
  return label;
}

function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

function drop<T extends Element>(element: T | null): null {
  element?.remove();
  return null;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}
