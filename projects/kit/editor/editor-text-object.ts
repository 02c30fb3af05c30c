import { describeValue } from 'kit-ui/core';
import type { KitMarkdownRange } from './editor-types';

/**
 * A span of the content that can be read and rewritten (`getTextObject()`), the same API in both
 * modes. Offsets are plain character positions: markdown text offsets, or Quill indexes.
 */
export interface KitTextObject {
  /** Moves the span to `range` (the mode's range type). */
  setRange(range: KitMarkdownRange | Range): void;
  /** Makes the span end where `range` starts. */
  setEndBeforeRange(range: KitMarkdownRange | Range): void;
  /**
   * Grows the span by `count` characters (default 1, as the original's argument-less call) at its
   * start: the start moves back. A negative count moves it forward, never past the end.
   */
  expandStartOffset(count?: number): void;
  /** Grows the span by `count` characters (default 1) at its end; a negative count shrinks it. */
  expandEndOffset(count?: number): void;
  /** The text of the span. */
  getTextContent(): string;
  /** Replaces the span with `text` (a user edit). */
  replaceContent(text: string): void;
  /** Deletes the span (a user edit). */
  deleteContent(): void;
  /** The `offset` characters before the span. */
  peekStartBeforeOffset(offset: number): string;
}

/** What a text object needs from a view: offsets in and out, text, and an edit. */
export interface KitTextAccess {
  /** The [from, to) offsets of a range of this mode. */
  offsetsOf(range: KitMarkdownRange | Range): [number, number];
  /** The content length. */
  length(): number;
  /** The text between two offsets. */
  text(from: number, to: number): string;
  /** Replaces [from, to) with `text` as a user edit. */
  replace(from: number, to: number, text: string): void;
}

/** A whole number of characters, or a TypeError naming the method and the value. */
function checkCount(method: string, count: unknown): number {
  if (typeof count !== 'number' || !Number.isInteger(count)) {
    throw new TypeError(`${method}(count) expects a whole number of characters, got ${describeValue(count)}.`);
  }
  return count;
}

/** A markdown position: `{line, ch}`, both numbers. */
function isPosition(value: unknown): boolean {
  const position = value as { line?: unknown; ch?: unknown } | null;
  return typeof position === 'object' && position !== null && Number.isFinite(position.line) && Number.isFinite(position.ch);
}

/**
 * `range` when it is a range of `mode` (markdown: `{start: {line, ch}, end: {line, ch}}`;
 * WYSIWYG: a DOM Range), or a TypeError naming `where` and the value.
 */
export function checkTextRange(where: string, range: unknown, mode: 'markdown' | 'wysiwyg'): KitMarkdownRange | Range {
  const candidate = range as { start?: unknown; end?: unknown; startContainer?: unknown } | null;
  const ok =
    typeof candidate === 'object' &&
    candidate !== null &&
    (mode === 'markdown' ? isPosition(candidate.start) && isPosition(candidate.end) : typeof candidate.startContainer === 'object' && candidate.startContainer !== null);
  if (!ok) {
    const expected = mode === 'markdown' ? 'a markdown range {start: {line, ch}, end: {line, ch}}' : 'a DOM Range';
    throw new TypeError(`${where} expects ${expected} in ${mode} mode, got ${describeValue(range)}.`);
  }
  return range as KitMarkdownRange | Range;
}

/** Builds a text object over `access` (a view of `mode`), starting at `range`. */
export function createTextObject(access: KitTextAccess, range: KitMarkdownRange | Range, mode: 'markdown' | 'wysiwyg'): KitTextObject {
  let [from, to] = access.offsetsOf(checkTextRange('getTextObject(range)', range, mode));
  const clamp = (value: number) => Math.min(Math.max(value, 0), access.length());
  return {
    setRange(next) {
      [from, to] = access.offsetsOf(checkTextRange('setRange(range)', next, mode));
    },
    setEndBeforeRange(next) {
      to = Math.max(from, access.offsetsOf(checkTextRange('setEndBeforeRange(range)', next, mode))[0]);
    },
    expandStartOffset(count = 1) {
      from = Math.min(clamp(from - checkCount('expandStartOffset', count)), to);
    },
    expandEndOffset(count = 1) {
      to = Math.max(clamp(to + checkCount('expandEndOffset', count)), from);
    },
    getTextContent() {
      return access.text(from, to);
    },
    replaceContent(text) {
      access.replace(from, to, text);
      to = from + text.length;
    },
    deleteContent() {
      access.replace(from, to, '');
      to = from;
    },
    peekStartBeforeOffset(offset) {
      return access.text(clamp(from - offset), from);
    },
  };
}
