import { addKitTableHeaderRoles, registerKitAccessibleLists } from './wysiwyg-a11y';
import type QuillType from 'quill';
import type { QuillClass } from './quill-loader';
import { addKitMatchers, addKitTaskMatcher, registerKitFormats } from './wysiwyg-formats';
import { addKitListMatchers, registerKitLooseLists } from './wysiwyg-lists';
import { addKitQuotes } from './wysiwyg-quotes';
import { addKitQuoteBlocksEnter, addKitQuoteBlocksMatcher, registerKitQuoteBlocks } from './wysiwyg-quote-blocks';
import { addKitLineMarks } from './wysiwyg-line-marks';
import { addKitItemOpeningKeys } from './wysiwyg-item-opening-keys';
import { addKitTableMatcher, registerKitTable } from './wysiwyg-tables';
import { addKitCellClearing } from './wysiwyg-cell-clearing';
import { addKitTableArrows } from './wysiwyg-table-arrows';
import { addKitDocumentStartKeys } from './wysiwyg-document-start-keys';
import { addKitTableSpanMatcher, keepSpansOnInsertedCells, registerKitTableSpans } from './wysiwyg-table-spans';
import { useLinearGetDelta } from './wysiwyg-block-loader';
import { useConstantTimeBlotLists } from './wysiwyg-blot-lists';
import { useFastChangeCheck } from './wysiwyg-change-check';
import { keepKitNonBreakingSpaces } from './wysiwyg-nbsp';
import { addKitWysiwygKeys } from './wysiwyg-keys';
import { useBlockWiseUpdates } from '../paste/linear-insert';
import { keepViewOnUndo, scrollSelectionsGently } from './wysiwyg-view-anchor';
import { keepCommandSelectionsOnUndo } from './wysiwyg-command-history';

/**
 * A Quill 2 editor in `parent` that can hold what markdown can: kit's blots and formats (code
 * blocks with their language, rules, tasks, raw HTML, tables with a header row, loose lists, quotes
 * of blocks), its clipboard matchers, and its key bindings. No Quill toolbar: kit draws its own.
 * The order matters: formats before the instance, and clipboard matchers run in the order added.
 */
export function createKitQuill(Quill: QuillClass, parent: HTMLElement): QuillType {
  registerKitFormats(Quill);
  registerKitTable(Quill);
  registerKitTableSpans(Quill);
  registerKitLooseLists(Quill);
  registerKitQuoteBlocks(Quill);
  registerKitAccessibleLists(Quill);
  const quill = new Quill(parent, { modules: { toolbar: false, table: true } });
  useConstantTimeBlotLists(quill);
  useLinearGetDelta(quill);
  useFastChangeCheck(quill);
  keepKitNonBreakingSpaces(quill);
  addKitMatchers(quill, Quill);
  addKitTableMatcher(quill);
  addKitTableSpanMatcher(quill);
  useBlockWiseUpdates(quill); // before: the spans' wrapper reorders what reaches it
  keepSpansOnInsertedCells(quill);
  scrollSelectionsGently(quill);
  keepViewOnUndo(quill);
  keepCommandSelectionsOnUndo(quill);
  addKitListMatchers(quill, Quill);
  addKitTaskMatcher(quill, Quill);
  addKitQuotes(quill, Quill);
  addKitQuoteBlocksMatcher(quill, Quill);
  addKitQuoteBlocksEnter(quill);
  addKitLineMarks(quill);
  addKitTableHeaderRoles(quill);
  addKitWysiwygKeys(quill);
  addKitCellClearing(quill);
  addKitTableArrows(quill);
  addKitItemOpeningKeys(quill);
  addKitDocumentStartKeys(quill); // after: its Left at the document's start comes before the table's Left
  return quill;
}
