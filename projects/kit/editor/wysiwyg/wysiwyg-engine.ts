import Quill from 'quill';
import { WYSIWYG_COMMAND_RUNNERS } from '../commands/wysiwyg-command-runners';
import { addSpannedCol, addSpannedRow, alignSpannedCol, removeSpannedCol, removeSpannedRow } from '../commands/ww-table-span-edits';
import { canMergeCells, canUnmergeCells, mergeCells, spanSelectionOf, unmergeCells } from '../commands/ww-table-spans';
import { KitWysiwygSourceMap } from './wysiwyg-source-map';
import { KitWysiwygStylesComponent } from './wysiwyg-styles.component';
import { useTableSpans } from './wysiwyg-table-spans';
import { setTrustedMarkup } from './wysiwyg-trusted-markup';
import { KitWysiwygView } from './wysiwyg-view';

/**
 * Everything WYSIWYG mode runs, in one module that kit imports dynamically (quill-loader.ts): Quill
 * itself, kit's view on it with its blots, formats and clipboard rules, the source map, and what
 * the WYSIWYG commands do. A page that only edits markdown never downloads it; every path into
 * it goes through a WYSIWYG view, which exists only once this has loaded.
 */
export const kitWysiwygEngine = {
  /** The Quill class. */
  Quill,
  /** kit's WYSIWYG view adapter. */
  KitWysiwygView,
  /** Ties a view's content to the markdown it was made from. */
  KitWysiwygSourceMap,
  /** Puts the WYSIWYG area's stylesheet on the page while it exists. */
  KitWysiwygStylesComponent,
  /** Keeps merged table cells balanced in a Quill instance. */
  useTableSpans,
  /** Tells a view's raw HTML blocks whether its editor keeps trusted markup. */
  setTrustedMarkup,
  /** What the built-in WYSIWYG commands do, by name. */
  commands: WYSIWYG_COMMAND_RUNNERS,
  /** The `table` extension's merged-cell edits. */
  tableSpans: {
    mergeCells,
    unmergeCells,
    canMergeCells,
    canUnmergeCells,
    spanSelectionOf,
    addSpannedCol,
    addSpannedRow,
    alignSpannedCol,
    removeSpannedCol,
    removeSpannedRow,
  },
};

/** What the WYSIWYG chunk holds (see `kitWysiwygEngine`). */
export type KitWysiwygEngine = typeof kitWysiwygEngine;
