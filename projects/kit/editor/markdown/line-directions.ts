import { Compartment, RangeSetBuilder, type Extension } from '@codemirror/state';
import { Decoration, Direction, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';

/** A line read in its own direction, from its first strong character (an empty one takes the editor's). */
const autoDirection = Decoration.line({ attributes: { dir: 'auto' } });

/**
 * In right-to-left text, each drawn line of markdown reads in its own direction: a line of code or
 * markup left to right (`const a = 1;` was drawn `;const a = 1`, a fence "js```"), a line of Arabic
 * right to left. CodeMirror then takes each line's direction for its caret motion and coordinates
 * (`perLineTextDirection`). Left-to-right editors get no decorations: typing there does no more work.
 */
class LineDirections {
  decorations: DecorationSet = Decoration.none;
  private rightToLeft = false;
  private destroyed = false;

  constructor(view: EditorView) {
    this.rightToLeft = view.textDirection === Direction.RTL;
    if (this.rightToLeft) {
      this.decorations = visibleLines(view);
      this.readPerLine(view);
    }
  }

  update(update: ViewUpdate): void {
    const rightToLeft = update.view.textDirection === Direction.RTL;
    if (rightToLeft === this.rightToLeft && !(rightToLeft && (update.docChanged || update.viewportChanged))) return;
    if (rightToLeft !== this.rightToLeft) this.readPerLine(update.view, rightToLeft);
    this.rightToLeft = rightToLeft;
    this.decorations = rightToLeft ? visibleLines(update.view) : Decoration.none;
  }

  destroy(): void {
    this.destroyed = true;
  }

  /**
   * Turns CodeMirror's per-line direction on or off, after this update (a view cannot be changed
   * while it updates). Off in a left-to-right editor: reading each line's direction would make its
   * caret work ask for the DOM's styles.
   */
  private readPerLine(view: EditorView, on = true): void {
    queueMicrotask(() => {
      if (!this.destroyed) view.dispatch({ effects: perLine.reconfigure(on ? EditorView.perLineTextDirection.of(true) : []) });
    });
  }
}

const perLine = new Compartment();

/** `autoDirection` on every line drawn. */
function visibleLines(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { doc } = view.state;
  for (const { from, to } of view.visibleRanges) {
    for (let line = doc.lineAt(from); ; line = doc.line(line.number + 1)) {
      builder.add(line.from, line.from, autoDirection);
      if (line.to >= to || line.number === doc.lines) break;
    }
  }
  return builder.finish();
}

/** Per-line text direction in right-to-left markdown (see `LineDirections`). */
export const lineDirections: Extension = [
  perLine.of([]),
  ViewPlugin.fromClass(LineDirections, { decorations: (plugin) => plugin.decorations }),
];
