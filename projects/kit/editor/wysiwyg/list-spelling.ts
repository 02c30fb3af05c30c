import { Lexer, type Tokens } from 'marked';
import { withLongDestinations } from '../convertor/long-destinations';
import { parseLine } from '../commands/markdown-text';

/*
 * List markers as the source spelt them, for converted markdown whose structure changed (an item
 * added: the source's spelling cannot be lined up item by item) or whose task boxes were ticked.
 * Line based: fenced code is skipped; what the result shows is checked by the caller (rendered).
 */

/** A fence line (its own content is not markdown). */
const FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})/;

/** An item marker found on a line. */
interface Marker {
  /** Where the marker starts in the markdown. */
  at: number;
  /** How many lists the item is nested in (0 at the top). */
  depth: number;
  /** The marker as written (`*`, `1)`). */
  marker: string;
  /** Where the task box's `[` is, if the item has one. */
  box: number | null;
}

/** The item markers of `markdown`, in order, outside fenced code. */
function markersOf(markdown: string): Marker[] {
  const markers: Marker[] = [];
  const columns: number[] = []; // the content column of each open item, outermost first
  let fence: string | null = null;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
    } else if (fenceMatch) {
      fence = fenceMatch[1];
    } else {
      const { quote, indent, marker: written, bullet: marker, task } = parseLine(line);
      if (marker) {
        while (columns.length && indent.length < columns.at(-1)!) columns.pop();
        const at = offset + quote.length + indent.length;
        markers.push({ at, depth: columns.length, marker, box: task ? at + written.length : null });
        columns.push(indent.length + Math.max(written.length, marker.length + 1));
      }
    }
    offset += line.length + 1;
  }
  return markers;
}

/**
 * `converted` with each item marker spelt as the source spells markers at its depth: the bullet
 * character (`*`, `+`), the ordered delimiter (`)`), and one number for all items where the
 * source numbers them all alike (`1.` `1.` `1.`). A number of another width moves what is nested
 * in the item: the caller checks the result still renders the same.
 * Lists of one kind right after each other differ in their marker (`* a` then `+ b`; the convertor
 * writes `- a` then `* b`): at each depth the n-th change of marker in `converted` takes the
 * source's n-th marker there, so they stay two lists.
 */
export function withSourceMarkers(converted: string, source: string): string {
  const bullets = new Map<number, string[]>();
  const delimiters = new Map<number, string[]>();
  // Ordered items all numbered alike at a depth (`1.` `1.` `1.`, lists kept easy to reorder).
  const numbers = new Map<number, string | null>();
  const counts = new Map<number, number>();
  for (const { depth, marker } of markersOf(source)) {
    const ordered = /\d/.test(marker);
    addRun(ordered ? delimiters : bullets, depth, marker.slice(-1));
    if (!ordered) continue;
    numbers.set(depth, !numbers.has(depth) || numbers.get(depth) === marker.slice(0, -1) ? marker.slice(0, -1) : null);
    counts.set(depth, (counts.get(depth) ?? 0) + 1);
  }
  // Only where two items or more show it is it the list's spelling.
  for (const [depth, count] of counts) if (count < 2) numbers.set(depth, null);
  const sameNumbers = [...numbers.values()].some((n) => n !== null);
  const other = (runs: Map<number, string[]>, usual: string) => [...runs.values()].some((run) => run.some((end) => end !== usual));
  if (!sameNumbers && !other(bullets, '-') && !other(delimiters, '.')) return converted;
  const convertedBullets = new Map<number, string[]>();
  const convertedDelimiters = new Map<number, string[]>();
  let result = '';
  let copied = 0;
  for (const { at, depth, marker } of markersOf(converted)) {
    const ordered = /\d/.test(marker);
    const number = ordered ? (numbers.get(depth) ?? marker.slice(0, -1)) : '';
    const run = addRun(ordered ? convertedDelimiters : convertedBullets, depth, marker.slice(-1)) - 1;
    const runs = (ordered ? delimiters : bullets).get(depth);
    const end = runs?.[run] ?? runs?.[0] ?? marker.slice(-1);
    result += converted.slice(copied, at) + number + end;
    copied = at + marker.length;
  }
  return result + converted.slice(copied);
}

/** Notes marker end `end` at `depth` in `runs` (a new run when it differs from the last there); returns how many runs there are. */
function addRun(runs: Map<number, string[]>, depth: number, end: string): number {
  const run = runs.get(depth) ?? [];
  if (run.at(-1) !== end) run.push(end);
  runs.set(depth, run);
  return run.length;
}

/** Where the top-level list that `markdown` starts (`first`) or ends (`last`) with is, and its kind; null when it has none there. */
function topList(markdown: string, which: 'first' | 'last'): { start: number; end: number; ordered: boolean } | null {
  const tokens = withLongDestinations(new Lexer({ gfm: true })).lex(markdown);
  const places: { start: number; end: number; token: (typeof tokens)[number] }[] = [];
  let offset = 0;
  for (const token of tokens) {
    if (!markdown.startsWith(token.raw, offset)) return null; // the lexer normalised something: leave it
    if (token.type !== 'space') places.push({ start: offset, end: offset + token.raw.length, token });
    offset += token.raw.length;
  }
  const place = which === 'first' ? places[0] : places.at(-1);
  return place?.token.type === 'list' ? { start: place.start, end: place.end, ordered: (place.token as Tokens.List).ordered } : null;
}

/**
 * The end character of the markers (`-`, `*`, `+`, or `.`, `)`) of the top-level list that
 * `markdown` starts or ends with, or null when it starts or ends with none.
 */
export function topListMarkerEnd(markdown: string, which: 'first' | 'last'): string | null {
  const list = topList(markdown, which);
  if (!list) return null;
  const first = markersOf(markdown.slice(list.start, list.end)).find((marker) => marker.depth === 0);
  return first ? first.marker.slice(-1) : null;
}

/**
 * `markdown` with the top-level items of the list it starts or ends with marked with another end
 * than `avoid`, when they use it: such a list right after (or before) a list spelt with `avoid`
 * would be more of that list to markdown (lists side by side differ in their marker).
 */
export function withTopListMarkerOtherThan(markdown: string, which: 'first' | 'last', avoid: string): string {
  const list = topList(markdown, which);
  if (!list || list.ordered !== /[.)]/.test(avoid)) return markdown;
  const other = list.ordered ? (avoid === '.' ? ')' : '.') : avoid === '-' ? '*' : '-';
  let region = markdown.slice(list.start, list.end);
  for (const { at, depth, marker } of markersOf(region).reverse()) {
    if (depth === 0 && marker.endsWith(avoid)) region = region.slice(0, at + marker.length - 1) + other + region.slice(at + marker.length);
  }
  return markdown.slice(0, list.start) + region + markdown.slice(list.end);
}

/** One line of a list as `itemLines` reads it. */
interface ItemLine {
  /** How many items the line is in, its own included when it is an item's first line. */
  depth: number;
  /** For an item's first line: how far its marker is indented past its parent's content (or the margin). */
  extra: number | null;
}

/**
 * Reads the lines of lists: which items each line is in (by indentation: a line belongs to the open
 * items whose content column it reaches) and how far each marker is indented past its parent's
 * content. Null for markdown in quotes or with tabs (their columns are not plain counts).
 */
function itemLines(markdown: string): ItemLine[] | null {
  const lines: ItemLine[] = [];
  const contents: number[] = []; // the content column of each open item, outermost first
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    if (/^ {0,3}>|\t/.test(line)) return null;
    if (!line.trim()) {
      lines.push({ depth: contents.length, extra: null });
      continue;
    }
    const width = /^ */.exec(line)![0].length;
    while (contents.length && width < contents.at(-1)!) contents.pop();
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      lines.push({ depth: contents.length, extra: null });
      continue;
    }
    if (fenceMatch) fence = fenceMatch[1];
    const { marker } = parseLine(line);
    if (!marker || fence) {
      lines.push({ depth: contents.length, extra: null });
      continue;
    }
    const extra = width - (contents.at(-1) ?? 0);
    contents.push(width + (marker.trim() === marker ? marker.length + 1 : marker.length));
    lines.push({ depth: contents.length, extra });
  }
  return lines;
}

/**
 * `converted` with nested items indented as far past their parent's content as the source indents
 * them at that depth (`- a` / `    - b`: four spaces where the convertor writes two), and what is in
 * them moved with them. Only depths the source indents one way are respelt; the caller checks the
 * result still renders the same.
 */
export function withSourceIndents(converted: string, source: string): string {
  const sourceLines = itemLines(source);
  const convertedLines = itemLines(converted);
  if (!sourceLines || !convertedLines) return converted;
  // The source's indentation past the parent at each depth, where it is one (null: mixed).
  const extras = new Map<number, number | null>();
  for (const { depth, extra } of sourceLines) {
    if (extra === null) continue;
    extras.set(depth, !extras.has(depth) || extras.get(depth) === extra ? extra : null);
  }
  const shifts: number[] = []; // the shift of each open item of `converted`, outermost first
  const lines = converted.split('\n');
  let changed = false;
  const result = lines.map((line, i) => {
    const { depth, extra } = convertedLines[i];
    shifts.length = Math.min(shifts.length, depth - (extra === null ? 0 : 1));
    if (extra !== null) {
      const wanted = extras.get(depth);
      shifts.push((shifts.at(-1) ?? 0) + (wanted == null ? 0 : wanted - extra));
    }
    const shift = shifts.at(-1) ?? 0;
    if (!shift || !line.trim()) return line;
    changed = true;
    return shift > 0 ? ' '.repeat(shift) + line : line.slice(Math.min(-shift, /^ */.exec(line)![0].length));
  });
  return changed ? result.join('\n') : converted;
}

/** The task box states of `markdown`, in order (true: ticked). */
export function taskStatesOf(markdown: string): boolean[] {
  return markersOf(markdown)
    .filter((marker) => marker.box !== null)
    .map((marker) => /[xX]/.test(markdown[marker.box! + 1]));
}

/** `markdown` with its task boxes set to `states`, in order; null when it has another number of boxes. */
export function withTaskStates(markdown: string, states: readonly boolean[]): string | null {
  const boxes = markersOf(markdown).filter((marker) => marker.box !== null);
  if (boxes.length !== states.length) return null;
  let result = markdown;
  boxes.forEach(({ box }, i) => {
    const ticked = /[xX]/.test(result[box! + 1]);
    if (ticked !== states[i]) result = result.slice(0, box! + 1) + (states[i] ? 'x' : ' ') + result.slice(box! + 2);
  });
  return result;
}
