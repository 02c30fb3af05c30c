/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's Delta is an untyped import. */

/** A line's formats: Quill keeps them on the line's line break. */
type LineFormats = Record<string, unknown> | undefined;

/**
 * A copy of `delta` (a Quill Delta, built with `Delta`) in which each line break's formats are
 * `formats(its formats, the line's index from 0)`. One insert may hold several lines; each line
 * break gets its own line's formats. Clipboard matchers use it to mark lines with kit's block
 * attributes.
 */
export function mapLineFormats(Delta: any, delta: any, formats: (attributes: LineFormats, line: number) => LineFormats): any {
  const out = new Delta();
  let line = 0;
  for (const op of delta.ops) {
    if (typeof op.insert !== 'string' || !op.insert.includes('\n')) {
      out.push(op);
      continue;
    }
    op.insert.split(/(\n)/).forEach((part: string) => {
      if (part !== '\n') {
        if (part) out.insert(part, op.attributes);
        return;
      }
      out.insert('\n', formats(op.attributes, line++));
    });
  }
  return out;
}
