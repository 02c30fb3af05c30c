/**
 * `table`: merged cells. A cell written `@cols=2:text` spans two columns, `@rows=3:text` three
 * rows (both may be combined); the cells a merge covers are simply left out of the markdown row,
 * as TOAST UI Editor's table extension writes them. The preview, the viewer and getHtml() show
 * them merged; WYSIWYG loads them as cells with colspan/rowspan and writes the prefixes back into
 * the HTML any convertor turns into markdown (see table-spans.ts and wysiwyg-table-spans.ts).
 */

import type { MarkedExtension } from 'marked';
import type { KitMarkdownExtensionOptions } from '../convertor/editor-convertor';
import type { Observable } from 'rxjs';
import type { KitEditorApi } from '../editor-api';
import type { KitViewerApi } from '../viewer/viewer-api';
import { mergedHeaderTableExtension } from './table-merged-header';
import { applyMergedCells, literalPrefixesExtension } from '../convertor/table-spans';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { wysiwygEngine } from '../wysiwyg/quill-loader';
import type { KitTableAlign } from '../commands/ww-table-manager';

/** The prefix reader lives with the core, which WYSIWYG loading uses too. */
export { applyMergedCells } from '../convertor/table-spans';

/** The `table` extension: merged cells wherever markdown is rendered (preview, viewer, `getHtml()`). */
export function tableExtension(instance: KitEditorApi | KitViewerApi): void {
  // The instances' own streams, not on(): an app's off('previewRenderAfter') keeps merging (Part C 4).
  const service: {
    on$(type: 'previewRenderAfter'): Observable<{ el: HTMLElement }>;
    useMarkdownExtension(extension: MarkedExtension, options?: KitMarkdownExtensionOptions): void;
  } = instance.isViewer() ? (instance as KitViewerApi).getService() : (instance as KitEditorApi).getService();
  service.on$('previewRenderAfter').subscribe(({ el }) => applyMergedCells(el));
  if (!instance.isViewer()) {
    const editor = (instance as KitEditorApi).getService();
    editor.addHtmlPass(applyMergedCells); // getHtml() too
    // WYSIWYG keeps the spans and writes them back as prefixes (drawn again below).
    editor.setTableSpans();
    // WYSIWYG commands; in markdown mode they do nothing, as the original's (kit would otherwise
    // throw for a command unknown in the current mode).
    const commands = (instance as KitEditorApi).commandManager;
    commands.addCommand('markdown', { name: 'MergeCells', exec: () => false });
    commands.addCommand('markdown', { name: 'UnmergeCells', exec: () => false });
    commands.addCommand<KitWysiwygView>('wysiwyg', { name: 'MergeCells', exec: (view) => wysiwygEngine().tableSpans.mergeCells(view) });
    commands.addCommand<KitWysiwygView>('wysiwyg', { name: 'UnmergeCells', exec: (view) => wysiwygEngine().tableSpans.unmergeCells(view) });
    // Row and column commands that keep a table with merged cells rectangular (as the original's).
    commands.addCommand<KitWysiwygView>('wysiwyg', { name: 'AddRow', exec: (view) => wysiwygEngine().tableSpans.addSpannedRow(view) });
    commands.addCommand<KitWysiwygView>('wysiwyg', { name: 'AddCol', exec: (view) => wysiwygEngine().tableSpans.addSpannedCol(view) });
    commands.addCommand<KitWysiwygView>('wysiwyg', { name: 'RemoveRow', exec: (view) => wysiwygEngine().tableSpans.removeSpannedRow(view) });
    commands.addCommand<KitWysiwygView>('wysiwyg', { name: 'RemoveCol', exec: (view) => wysiwygEngine().tableSpans.removeSpannedCol(view) });
    commands.addCommand<KitWysiwygView>('wysiwyg', { name: 'AlignCol', exec: (view, align: KitTableAlign) => wysiwygEngine().tableSpans.alignSpannedCol(view, align) });
  }
  // TOAST UI writes a merged header cell as one cell over several delimiter cells: read it as a
  // table. This draws the content again, so what was drawn before the extension ran is merged too.
  // WYSIWYG reads what these render (tables, the literal `@` of a prefix) as its own content.
  service.useMarkdownExtension(mergedHeaderTableExtension(), { wysiwyg: 'converted' });
  service.useMarkdownExtension(literalPrefixesExtension(), { wysiwyg: 'converted' }); // `\@cols=2:` stays text
}
