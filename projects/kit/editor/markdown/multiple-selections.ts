import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { crosshairCursor, drawSelection, rectangularSelection } from '@codemirror/view';

/**
 * Several selection ranges in the markdown text, as TOAST UI 1.x's CodeMirror 5 had: Ctrl/Cmd+click
 * adds one, Alt+drag selects a rectangle (the pointer a crosshair while Alt is down).
 *
 * The page's own selection is one range, so CodeMirror draws them (`drawSelection`), but only while
 * there are several: drawing cost ~1.2 ms of style work per keystroke at 200 KB (the cursor layer
 * restarts its blink animation on every selection change), and with one range the browser's own
 * selection and caret look as the rest of the page and follow forced colours and text direction.
 * The drawing is switched in the transaction that adds the second range or leaves one.
 */
export function multipleSelections(): Extension {
  const drawing = new Compartment();
  const native: Extension = [];
  return [
    EditorState.allowMultipleSelections.of(true),
    rectangularSelection(),
    crosshairCursor(),
    drawing.of(native),
    EditorState.transactionExtender.of((transaction) => {
      // The new selection, also when only mapped: two cursors an edit brings together become one.
      const several = transaction.newSelection.ranges.length > 1;
      if (several === (drawing.get(transaction.startState) !== native)) return null;
      return { effects: drawing.reconfigure(several ? drawSelection() : native) };
    }),
  ];
}
