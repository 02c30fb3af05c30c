import { type ChangeSpec, type EditorState, countColumn } from '@codemirror/state';
import { QUOTE_PREFIX, TAB_SIZE, isBlank } from './markdown-text';

// Where a fence that code is merged into sits (a list item, a quote, both), and the lines merged
// into it from outside that container, which must be moved into it: a line left of a fence's
// container ends the container, and the fence with it.

/** The prefix a fence's container gives each of its lines: quote markers, then indentation. */
export interface FenceContainer {
  /** The quote markers (`> > `), empty outside quotes. */
  quote: string;
  /** The indentation after them (a list item's), empty outside lists. */
  indent: string;
}

/** The container of a fence whose lines start with `prefix` (quote markers and whitespace only), or null at the top level. */
export function fenceContainer(prefix: string | null): FenceContainer | null {
  if (!prefix || !/^[ \t>]*$/.test(prefix)) return null;
  const quote = QUOTE_PREFIX.exec(prefix)![0];
  return { quote, indent: prefix.slice(quote.length) };
}

/** The quote depth of a quote prefix. */
function depthOf(quote: string): number {
  return quote.replace(/[^>]/g, '').length;
}

/**
 * Moves the lines `from` to `to` (but the `skipped` ones) into `container`: a line in fewer
 * quotes gets the container's quote markers (a blank one just them), and a line that starts left
 * of the container's indentation gets it. `textStarts` tells where the kept prefix of lines whose
 * code indentation is being removed ends. Text from outside a list (or a quote) merged into a
 * fence in a list item (or a quote) stays in it, in the fence.
 */
export function moveIntoContainer(
  state: EditorState,
  from: number,
  to: number,
  skipped: ReadonlySet<number>,
  container: FenceContainer,
  textStarts: ReadonlyMap<number, number>,
): ChangeSpec[] {
  const depth = depthOf(container.quote);
  const width = countColumn(container.indent, TAB_SIZE);
  const prefix = container.quote + container.indent;
  const specs: ChangeSpec[] = [];
  for (let n = from; n <= to; n++) {
    if (skipped.has(n)) continue;
    const line = state.doc.line(n);
    const quote = new RegExp(`^(?: {0,3}>[ \\t]?){0,${depth}}`).exec(line.text)![0];
    const outside = depthOf(quote) < depth;
    if (isBlank(line.text.slice(QUOTE_PREFIX.exec(line.text)![0].length))) {
      if (outside) specs.push({ from: line.from, to: line.to, insert: container.quote.trimEnd() });
      continue;
    }
    const leadEnd =
      textStarts.get(n) ??
      line.from + quote.length + /^[ \t]*/.exec(line.text.slice(quote.length))![0].length;
    const lead = state.sliceDoc(line.from + quote.length, leadEnd);
    if (outside || countColumn(lead, TAB_SIZE) < width)
      specs.push({ from: line.from, to: leadEnd, insert: prefix });
  }
  return specs;
}
