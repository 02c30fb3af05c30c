import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { EditorUiState } from '../ui/editor-ui-state';

const MAX_COLS = 10;
const MAX_ROWS = 8;

/**
 * Insert table: a grid picker (pointer or arrow keys, Enter inserts) with the size spoken as it
 * changes. Rows count the header row, as the `Table` command does. It is an ARIA grid (rows of
 * gridcells, the selected rectangle `aria-selected`, its far corner the `aria-activedescendant`
 * of the focused grid): a composite widget, so a screen reader in browse mode hands the arrow keys
 * to it, where the former `role="group"` let the reader take them. The size reaches screen
 * readers one way only, as the active cell's name; the size line under the grid is for the eye
 * (a live region or description repeating it made readers say the size twice).
 */
@Component({
  selector: 'kit-table-popup',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="kit-table-grid" tabindex="0" role="grid" aria-multiselectable="true" data-kit-autofocus
         [attr.aria-label]="service.t('Table size')"
         [attr.aria-activedescendant]="cellId(cols() - 1, rows() - 1)"
         (keydown)="onKeydown($event)" (mouseleave)="null">
      @for (row of rowIndexes; track row) {
        <div class="kit-table-grid-row" role="row">
          @for (col of colIndexes; track col) {
            <span class="kit-table-grid-cell" role="gridcell" [id]="cellId(col, row)" [attr.aria-label]="cellLabels()[row][col]"
                  [attr.aria-selected]="col < cols() && row < rows()" [class.kit-is-selected]="col < cols() && row < rows()"
                  (pointermove)="hover(col, row, $event)" (click)="pick(col, row)"></span>
          }
        </div>
      }
    </div>
    <p class="kit-table-size" aria-hidden="true">{{ label() }}</p>
  `,
})
export class KitTablePopupComponent {
  protected readonly service = inject(EditorUiState);
  protected readonly id = this.service.uid('table');
  protected readonly colIndexes = Array.from({ length: MAX_COLS }, (_, i) => i);
  protected readonly rowIndexes = Array.from({ length: MAX_ROWS }, (_, i) => i);
  protected readonly cols = signal(2);
  protected readonly rows = signal(2);
  protected readonly label = computed(() => this.sizeLabel(this.cols(), this.rows()));
  /** Each cell's accessible name: the size of the table it stands for. */
  protected readonly cellLabels = computed(() => this.rowIndexes.map((row) => this.colIndexes.map((col) => this.sizeLabel(col + 1, row + 1))));

  /**
   * The pointer over a cell picks its size once it really moves: a popup opening under a resting
   * pointer gets a move of zero from Chromium, and the arrow keys then went on from that cell (an
   * 8 × 8 table for a keyboard user whose mouse happened to rest there).
   */
  protected hover(col: number, row: number, event: PointerEvent): void {
    if (!event.movementX && !event.movementY) return;
    this.cols.set(col + 1);
    this.rows.set(row + 1);
  }

  /**
   * A click inserts the clicked cell's size: a tap on a touch screen sends no pointer move before
   * it (a 2 × 2 table came whatever cell was tapped), nor does a screen reader activating a cell.
   */
  protected pick(col: number, row: number): void {
    this.cols.set(col + 1);
    this.rows.set(row + 1);
    this.insert();
  }

  protected cellId(col: number, row: number): string {
    return `${this.id}-cell-${row}-${col}`;
  }

  private sizeLabel(cols: number, rows: number): string {
    return `${this.service.t('Columns')}: ${cols} × ${this.service.t('Rows')}: ${rows}`;
  }

  protected onKeydown(event: KeyboardEvent): void {
    // Left and Right as drawn: in a right-to-left editor the columns run from the right.
    const ahead = getComputedStyle(event.currentTarget as Element).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, [number, number]> = { ArrowRight: [ahead, 0], ArrowLeft: [-ahead, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      this.cols.set(clamp(this.cols() + move[0], 1, MAX_COLS));
      this.rows.set(clamp(this.rows() + move[1], 1, MAX_ROWS));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.insert();
    }
  }

  protected insert(): void {
    this.service.runPopupCommand('Table', this.cols(), this.rows());
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
