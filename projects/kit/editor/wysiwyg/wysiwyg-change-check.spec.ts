import corpus from '../fixtures/readmes.json';
// @ts-expect-error lodash-es has no types here; it is Quill's own dependency, the comparison kit stands in for.
import { isEqual } from 'lodash-es';
import type { Op } from 'quill';
import { KitEditor, ready } from '../kit-editor';
import { withoutKitKeys as keyless } from '../editor-spec-helpers';
import { serialiseOps } from './delta-slices';
import { loadQuill } from './quill-loader';
import { sameOps } from './wysiwyg-change-check';

/*
 * kit's check of Quill's changes (wysiwyg-change-check.ts) must find two Deltas equal only where
 * lodash's isEqual, which Quill uses, does; and Quill's changes, history and events must be the
 * same with it as without it.
 */

const lodashEqual = isEqual as (a: unknown, b: unknown) => boolean;


describe('WYSIWYG change check', () => {
  let hosts: HTMLElement[] = [];
  const editorFor = (markdown: string) => {
    const host = document.body.appendChild(document.createElement('div'));
    hosts.push(host);
    return new KitEditor({ el: host, initialEditType: 'wysiwyg', initialValue: markdown, height: '300px' });
  };

  beforeAll(async () => {
    await ready;
    await loadQuill();
  });
  afterEach(() => {
    KitEditor.getInstances().forEach((editor) => editor.remove());
    hosts.forEach((host) => host.remove());
    hosts = [];
  });

  it('finds operations equal exactly where lodash does, on real documents and changed copies', () => {
    const editor = editorFor('');
    const quill = editor.getSquire();
    let compared = 0;
    const check = (a: Op[], b: Op[]) => {
      compared++;
      const expected = lodashEqual(a, b);
      expect(sameOps(a, b)).withContext(`${serialiseOps(a).slice(0, 200)} / ${serialiseOps(b).slice(0, 200)}`).toBe(expected);
    };
    for (const { markdown } of (corpus as { markdown: string }[]).slice(0, 40)) {
      editor.setMarkdown(markdown);
      const ops = quill.getContents().ops;
      const copy = JSON.parse(JSON.stringify(ops)) as Op[];
      check(ops, copy); // equal, no shared objects
      check(ops, ops.slice(0, -1));
      const withAttributes = ops.findIndex((op) => op.attributes);
      if (withAttributes >= 0) {
        const changed = JSON.parse(JSON.stringify(ops)) as Op[];
        const attributes = changed[withAttributes].attributes as Record<string, unknown>;
        const key = Object.keys(attributes)[0];
        attributes[key] = attributes[key] === true ? 'x' : true;
        check(ops, changed);
        const extra = JSON.parse(JSON.stringify(ops)) as Op[];
        (extra[withAttributes].attributes as Record<string, unknown>)['extra'] = undefined; // a key more, undefined
        check(ops, extra);
      }
      const text = ops.findIndex((op) => typeof op.insert === 'string' && op.insert.length > 3);
      if (text >= 0) {
        const changed = JSON.parse(JSON.stringify(ops)) as Op[];
        changed[text] = { ...changed[text], insert: `${changed[text].insert as string}.` };
        check(ops, changed);
      }
    }
    // Values lodash compares in its own ways: kit answers "different", never "equal" where lodash says different.
    const unusual: [unknown, unknown][] = [
      [{ insert: { image: new Date(0) } }, { insert: { image: new Date(0) } }],
      [{ retain: NaN }, { retain: NaN }],
      [{ insert: 'a', attributes: { a: [1, { b: 2 }] } }, { insert: 'a', attributes: { a: [1, { b: 2 }] } }],
      [{ insert: 'a', attributes: { a: [1, { b: 2 }] } }, { insert: 'a', attributes: { a: [1, { b: 3 }] } }],
      [{ insert: 'a', attributes: { a: null } }, { insert: 'a', attributes: {} }],
      [{ insert: 'a' }, { insert: 'a', attributes: undefined }],
    ];
    for (const [a, b] of unusual) {
      if (sameOps([a as Op], [b as Op])) expect(lodashEqual([a], [b])).withContext(JSON.stringify([a, b])).toBeTrue();
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('gives the same changes, events and undo as Quill\'s own check, through seeded edits', () => {
    const markdown = (corpus as { markdown: string }[]).find((d) => d.markdown.length > 4000 && d.markdown.includes('- '))!.markdown;
    const fast = editorFor(markdown);
    const own = editorFor(markdown);
    const ownQuill = own.getSquire();
    delete (ownQuill.editor as unknown as { update?: unknown }).update; // Quill's prototype method again
    const logs: string[][] = [[], []];
    [fast, own].forEach((editor, i) => editor.getSquire().on('text-change', (delta: { ops: Op[] }, _old: unknown, source: string) => logs[i].push(`${source} ${keyless(serialiseOps(delta.ops))}`)));
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const formats: Record<string, unknown>[] = [{ list: 'bullet' }, { header: 3 }, { blockquote: true }, { list: 'ordered' }, { list: false }];
    for (let step = 0; step < 120; step++) {
      const length = fast.getSquire().getLength();
      const at = random(length - 1);
      const kind = random(6);
      const count = random(8);
      const format = formats[random(formats.length)];
      for (const quill of [fast.getSquire(), ownQuill]) {
        if (kind === 0) quill.insertText(at, '\n', 'user');
        else if (kind === 1) quill.deleteText(at, Math.min(count, length - at - 1), 'user');
        else if (kind === 2) quill.formatLine(at, count, format, 'user');
        else if (kind === 3) quill.formatText(at, count, 'bold', true, 'user');
        else if (kind === 4) quill.insertText(at, 'typed', 'user');
        else quill.history.undo();
      }
    }
    expect(logs[0].length).toBeGreaterThan(80);
    expect(logs[0]).toEqual(logs[1]);
    expect(fast.getMarkdown()).toBe(own.getMarkdown());
  });

  it('builds the document Delta as Quill does (kit joins the lines\' Deltas itself), also after edits', () => {
    const editor = editorFor('');
    const quill = editor.getSquire();
    const own = Object.getPrototypeOf(quill.editor).getDelta as () => { ops: Op[] };
    let documents = 0;
    for (const { name, markdown } of (corpus as { name: string; markdown: string }[]).slice(0, 60)) {
      editor.setMarkdown(markdown);
      quill.insertText(Math.floor(quill.getLength() / 2), '\n', 'user');
      quill.formatLine(Math.floor(quill.getLength() / 3), 2, 'list', 'bullet', 'user');
      quill.formatText(5, 10, 'bold', true, 'user');
      // A table the edits went into gets its short rows padded as they end; Quill takes those DOM
      // changes in at its next update (as it does after its own balancing).
      quill.update('user');
      const expected = JSON.stringify(own.call(quill.editor).ops);
      expect(JSON.stringify(quill.editor.getDelta().ops)).withContext(name).toBe(expected);
      expect(JSON.stringify(quill.editor.delta.ops)).withContext(name).toBe(expected);
      documents++;
    }
    expect(documents).toBe(60);
  });
});
