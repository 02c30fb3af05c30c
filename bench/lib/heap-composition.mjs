// What a V8 heap holds, by kind, from a CDP heap snapshot: compiled code (bytecode, machine code,
// feedback, which V8 makes for code that runs and a page cannot give back) against everything else
// a script allocates (objects, arrays, strings, closures). Blink's own C++ objects appear in the
// snapshot as "native" and are not part of Runtime.getHeapUsage; they are counted apart.

/**
 * Takes a heap snapshot through `cdp` (after a forced GC) and returns bytes by kind:
 * `{ code, objects, native }`.
 */
export async function heapComposition(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join(''));
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const totals = { code: 0, objects: 0, native: 0 };
  const nodes = snapshot.nodes;
  for (let i = 0; i < nodes.length; i += stride) {
    const type = typeNames[nodes[i + typeAt]];
    const kind = type === 'code' ? 'code' : type === 'native' ? 'native' : 'objects';
    totals[kind] += nodes[i + sizeAt];
  }
  return totals;
}
