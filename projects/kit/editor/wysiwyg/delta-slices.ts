/** One Delta operation, as Quill stores it. */
interface Op {
  insert?: string | Record<string, unknown>;
  attributes?: Record<string, unknown>;
}

/**
 * Cuts a document Delta's operations at `starts` (ascending, the first 0) in one pass and returns
 * each piece serialised, for comparing blocks. Slicing block by block would cost O(blocks × ops).
 */
export function serialisedSlices(ops: readonly Op[], starts: readonly number[]): string[] {
  const pieces: Op[][] = starts.map(() => []);
  let block = 0;
  let position = 0;
  for (const op of ops) {
    if (typeof op.insert !== 'string') {
      while (block + 1 < starts.length && starts[block + 1] <= position) block++;
      pieces[block].push(op);
      position += 1;
      continue;
    }
    let text = op.insert;
    while (text.length) {
      while (block + 1 < starts.length && starts[block + 1] <= position) block++;
      const room = block + 1 < starts.length ? starts[block + 1] - position : text.length;
      const part = text.slice(0, room);
      pieces[block].push(op.attributes ? { insert: part, attributes: op.attributes } : { insert: part });
      position += part.length;
      text = text.slice(part.length);
    }
  }
  return pieces.map((piece) => serialiseOps(piece));
}

/**
 * Delta operations as a string that two equal contents always share. `JSON.stringify` is not
 * enough: Quill builds an operation as `{insert, attributes}` on one path and `{attributes,
 * insert}` on another (a line re-read after a DOM change), so equal content could compare unequal.
 */
export function serialiseOps(ops: readonly Op[]): string {
  let out = '';
  for (const op of ops) {
    out += JSON.stringify(op.insert);
    if (op.attributes) {
      for (const key of Object.keys(op.attributes).sort()) out += `\u0001${key}\u0002${JSON.stringify(op.attributes[key])}`;
    }
    out += '\u0000';
  }
  return out;
}
