import { ChangeDetectionStrategy, Component, ElementRef, computed, inject } from '@angular/core';
import { EditorUiState } from '../ui/editor-ui-state';
import { moveMenuFocus } from './menu-keys';

/** One entry of the table menu: an i18n label and the WYSIWYG command it runs. */
interface TableMenuEntry {
  label: string;
  command: string;
  args: unknown[];
  /** A divider goes before it. */
  group?: boolean;
}

const ENTRIES: readonly TableMenuEntry[] = [
  { label: 'Add row', command: 'AddRow', args: [] },
  { label: 'Add col', command: 'AddCol', args: [] },
  { label: 'Remove row', command: 'RemoveRow', args: [] },
  { label: 'Remove col', command: 'RemoveCol', args: [] },
  // The table extension's (shown only when they apply, as the original's).
  { label: 'Merge cells', command: 'MergeCells', args: [] },
  { label: 'Unmerge cells', command: 'UnmergeCells', args: [] },
  { label: 'Align left', command: 'AlignCol', args: ['left'], group: true },
  { label: 'Align center', command: 'AlignCol', args: ['center'] },
  { label: 'Align right', command: 'AlignCol', args: ['right'] },
  { label: 'Remove table', command: 'RemoveTable', args: [], group: true },
];

const SPAN_COMMANDS = ['MergeCells', 'UnmergeCells'];

/**
 * The WYSIWYG table menu (right-click or the context-menu key in a table; TOAST UI's
 * PopupTableUtils): rows, columns, alignment, removal; with the table extension, merging cells
 * (Merge cells when two cells or more are selected, Unmerge cells when a merged one is). A menu: arrows move, Enter picks, Escape
 * closes. "Remove row" is unavailable on the header row, as in the original.
 */
@Component({
  selector: 'kit-table-utils-popup',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <ul class="kit-table-utils-menu" role="menu" [attr.aria-label]="service.t('Table options')" (keydown)="onKeydown($event)">
      @for (entry of entries; track entry.label; let first = $first) {
        @if (entry.group) { <li role="separator" class="kit-menu-separator"></li> }
        <li role="none">
          <button type="button" role="menuitem" class="kit-table-utils-option" [attr.data-command]="entry.command"
                  [attr.tabindex]="first ? 0 : -1" [attr.data-kit-autofocus]="first ? '' : null"
                  [attr.aria-disabled]="unavailable(entry) ? 'true' : null"
                  (click)="pick(entry)">{{ service.t(entry.label) }}</button>
        </li>
      }
    </ul>
  `,
})
export class KitTableUtilsPopupComponent {
  protected readonly service = inject(EditorUiState);
  protected readonly entries = ENTRIES.filter((entry) => !SPAN_COMMANDS.includes(entry.command) || this.service.tableSpanCommandApplies(entry.command as 'MergeCells'));
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  /** The row of the cell at the cursor when the menu opened (0 is the header). */
  private readonly row = computed(() => this.service.tableCellAtCursor()?.row ?? -1);

  protected unavailable(entry: TableMenuEntry): boolean {
    return entry.command === 'RemoveRow' && this.row() === 0;
  }

  protected pick(entry: TableMenuEntry): void {
    if (this.unavailable(entry)) return;
    this.service.runPopupCommand(entry.command, ...entry.args);
  }

  protected onKeydown(event: KeyboardEvent): void {
    moveMenuFocus(this.host, event);
  }
}
