// `npm run bench [-- --quick] [-- --only=pagination,typing,...]`: kit against its anchors
// (tui-pagination 3.4.1, @toast-ui/editor 3.2.2) in headless system Chromium, same run, alternating.
// Prints one table and writes bench/results.json (--quick: bench/results-quick.json).
// Needs `npm run build` first (dist/kit-browser). See bench/README.md for what each row measures.
import { chromium } from 'playwright-core';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Lexer } from 'marked';
import { findChromium, HEADLESS_FLAGS } from '../scripts/find-chromium.mjs';
import { bigDocument, commonmarkExamples, readmeCorpus, rng, sampleDocument, typedText } from './lib/documents.mjs';
import { heapComposition } from './lib/heap-composition.mjs';
import { prepare } from './lib/prepare.mjs';
import { serveBench } from './lib/server.mjs';
import { cell, markdownTable, num, summarize } from './lib/stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const only = (argv.find((a) => a.startsWith('--only='))?.slice(7) ?? '').split(',').filter(Boolean);
const outFile = join(root, quick ? 'bench/results-quick.json' : 'bench/results.json');

/** Repetitions: the full run must finish in 10 minutes, --quick in 3, on 2 shared cores. */
const CONFIG = quick
  ? { constructPages: 2, constructsPerPage: 10, moveRuns: 1, moves: 2000, editorConstructRuns: 3, setMarkdownRuns: 1, setMarkdownTimeout: 10000, typingRuns: 1, keys: 40, changeModeRuns: 1, heapRuns: 1, heapEditors: 30, corpusStride: 5, commonmarkStride: 3 }
  : { constructPages: 5, constructsPerPage: 20, moveRuns: 3, moves: 2000, editorConstructRuns: 7, setMarkdownRuns: 3, setMarkdownTimeout: 60000, typingRuns: 2, keys: 200, changeModeRuns: 4, heapRuns: 2, heapEditors: 30, corpusStride: 1, commonmarkStride: 1 };
const SEED = 20240521;
const TYPING_INTERVAL = [50, 150]; // ms between keystrokes, seeded: a fast typist with pauses

const SYSTEMS = {
  // Pagination scenarios load kit-pagination.js (the bar alone), editor scenarios kit.js.
  kit: { name: 'kit', page: 'bench/pages/kit.html', paginationPage: 'bench/pages/kit-pagination.html' },
  tui: { name: 'tui-pagination 3.4.1', page: 'bench/pages/tui.html' },
  toastui: { name: '@toast-ui/editor 3.2.2', page: 'bench/pages/toastui.html' },
  baseline: { name: 'textarea (floor)', page: 'bench/pages/baseline.html' },
};
const PAGINATION = ['kit', 'tui'];
const EDITOR = ['kit', 'toastui'];
/** Files of the harness (adapter, shared scenario code, judges): not what a page needs. */
const HARNESS = /\/bench\/pages\/(common|adapter-[a-z]+)\.js$|\/bench\/\.cache\/bench-helpers\.js$/;

// ---------------------------------------------------------------------------------------------
// Rows: scenario id, label, unit, and (for kit) the budget the team holds itself to.
// ---------------------------------------------------------------------------------------------
const ROWS = [];
const row = (id, group, label, unit, extra = {}) => ROWS.push({ id, group, label, unit, results: {}, notes: [], ...extra });
row('pg.bytes.min', 'pagination', 'plain page bytes, minified', 'KB', { single: true });
row('pg.bytes.gzip', 'pagination', 'plain page bytes, gzip', 'KB', { single: true, budget: { text: 'plain page ≤ 40 KB gzip', check: (k) => k.stats.median <= 40 } });
row('pg.angular.min', 'pagination', 'kit-pagination adds to an Angular app, minified', 'KB', { single: true });
row('pg.angular.gzip', 'pagination', 'kit-pagination adds to an Angular app, gzip', 'KB', { single: true, budget: { text: 'kit-pagination adds ≤ 8.5 KB gzip to an Angular app', check: (k) => k.stats.median <= 8.5 } });
row('pg.construct.cold', 'pagination', 'construct 1,000,000 items + layout, first on page', 'ms');
row('pg.construct.warm', 'pagination', 'construct 1,000,000 items + layout, repeated', 'ms');
row('pg.move', 'pagination', '2,000 movePageTo (seeded random) + layout, per call', 'ms', { budget: { text: 'movePageTo + layout median no slower than tui-pagination', check: (k, a) => a?.stats && k.stats.median <= a.stats.median } });
row('ed.bytes.md.min', 'editor', 'markdown-mode page bytes until usable, minified', 'KB', { single: true });
row('ed.bytes.md.gzip', 'editor', 'markdown-mode page bytes until usable, gzip', 'KB', { single: true, budget: { text: 'markdown-mode initial load ≤ 200 KB gzip', check: (k) => k.stats.median <= 200 } });
row('ed.bytes.later.gzip', 'editor', 'prefetched after the editor is usable, gzip', 'KB', { single: true });
row('ed.bytes.ww.gzip', 'editor', 'switching to WYSIWYG adds, gzip', 'KB', { single: true });
row('ed.ready', 'editor', 'page navigation → API ready', 'ms');
row('ed.ctor.load', 'editor', 'constructor → load event', 'ms');
row('ed.ctor.frame.now', 'editor', 'constructor → first frame, created as soon as the bundle is ready (no idle time first)', 'ms');
row('ed.ctor.frame', 'editor', 'constructor → first frame (page idle 200 ms first)', 'ms', { budget: { text: 'constructor to first frame ≤ 80 ms (median)', check: (k) => k.stats.median <= 80 } });
row('ed.set.shown', 'editor', 'setMarkdown 1 MB → preview shows the end', 'ms', { budget: { text: 'setMarkdown 1 MB until the preview shows the end < 1.5 s (median)', check: (k) => k.stats.median < 1500 } });
row('ed.set.call', 'editor', 'setMarkdown 1 MB: the call itself', 'ms');
row('ed.set.sync.shown', 'editor', 'setMarkdown 1 MB with scroll sync (kit: scrollSync extension) → preview shows the end', 'ms');
row('ed.set.sync.whole', 'editor', 'setMarkdown 1 MB with scroll sync → the whole preview is drawn (previewRenderAfter)', 'ms');
row('ed.set.longest', 'editor', 'setMarkdown 1 MB: longest main-thread task', 'ms', { budget: { text: 'tab responsive throughout: no task > 200 ms (INP "good")', check: (k) => k.stats.max <= 200 } });
row('ed.type.et', 'editor', 'keystroke → next frame at 200 KB, Event Timing', 'ms');
row('ed.type.frame', 'editor', 'keystroke → next frame at 200 KB, page clock', 'ms', { budget: { text: 'keystroke to frame at 200 KB, p95 ≤ 13.6 ms', check: (k) => k.stats.p95 <= 13.6 } });
row('ed.wwtype.frame', 'editor', 'keystroke → next frame in WYSIWYG at 100 KB, page clock', 'ms');
row('ed.wwtype.et', 'editor', 'keystroke → next frame in WYSIWYG at 100 KB, Event Timing', 'ms');
row('ed.type.preview', 'editor', 'last keystroke → preview shows it', 'ms', { budget: { text: 'last keystroke until the preview shows it ≤ 150 ms (median)', check: (k) => k.stats.median <= 150 } });
row('ed.mode.ww', 'editor', 'changeMode → WYSIWYG, 100 KB (to next frame; kit: its first screen)', 'ms', { budget: { text: '100 KB changeMode to WYSIWYG ≤ 150 ms (median)', check: (k) => k.stats.median <= 150 } });
row('ed.mode.ww.all', 'editor', 'changeMode → WYSIWYG, 100 KB, until the whole document is in', 'ms');
row('ed.mode.ww.task', 'editor', 'changeMode → WYSIWYG, 100 KB, longest block until then (long task, else frame gap)', 'ms');
row('ed.mode.md', 'editor', 'changeMode → markdown, 100 KB (to next frame)', 'ms', { budget: { text: '100 KB changeMode back to markdown ≤ 150 ms (median)', check: (k) => k.stats.median <= 150 } });
row('ed.heap', 'editor', 'JS heap after 30 create/remove vs before (after GC)', 'MB', { budget: { text: 'heap after 30 create/remove ≤ +0.5 MB (median)', check: (k) => k.stats.median <= 0.5 } });
row('ed.heap.objects', 'editor', 'JS heap after 30 create/remove vs before: objects, without compiled code (heap snapshot)', 'MB');
row('ed.heap.code', 'editor', 'JS heap after 30 create/remove vs before: compiled code (bytecode, machine code, feedback)', 'MB');
row('ed.heap.slope', 'editor', 'JS heap per create/remove after the first', 'KB');
row('ed.heap.late', 'editor', 'JS heap per create/remove, cycles 31–40 (warm)', 'KB');
row('ed.detached', 'editor', 'detached DOM nodes after 30 create/remove vs before', 'nodes', { budget: { text: '0 detached DOM nodes after 30 create/remove', check: (k) => k.stats.max <= 0 } });
row('q.cm.renderer', 'quality', 'CommonMark 0.31.2 pass rate, markdown renderer', '%', { single: true, higherIsBetter: true });
row('q.cm.gethtml', 'quality', 'CommonMark 0.31.2 pass rate, getHTML()', '%', { single: true, higherIsBetter: true });
row('q.rt.structure', 'quality', 'round trip md→WYSIWYG→md: same structure', '%', { single: true, higherIsBetter: true });
row('q.rt.identical', 'quality', 'round trip md→WYSIWYG→md: byte-identical', '%', { single: true, higherIsBetter: true });
row('q.rt.edit.structure', 'quality', 'edit in WYSIWYG, back to md: same structure', '%', { single: true, higherIsBetter: true });
row('q.rt.edit.untouched', 'quality', 'edit in WYSIWYG, back to md: untouched blocks byte for byte', '%', { single: true, higherIsBetter: true });
const byId = Object.fromEntries(ROWS.map((r) => [r.id, r]));

/** Adds samples (or a status such as crashed/timeout) for a system to a row. */
function record(id, system, samples, extra = {}) {
  const r = byId[id];
  const entry = (r.results[system] ??= { status: 'ok', samples: [] });
  if (extra.status && extra.status !== 'ok') {
    entry.status = extra.status;
    entry.display = extra.display;
  }
  if (extra.note) entry.note = entry.note ? `${entry.note}; ${extra.note}` : extra.note;
  if (extra.display && !extra.status) entry.display = extra.display;
  entry.samples.push(...(Array.isArray(samples) ? samples : samples === undefined ? [] : [samples]));
}
const note = (id, text) => byId[id].notes.push(text);

// ---------------------------------------------------------------------------------------------
// The browser: one Chromium per run, a fresh context (and page) per measurement.
// ---------------------------------------------------------------------------------------------
class Outcome extends Error {
  constructor(status, display) {
    super(display);
    this.status = status;
    this.display = display;
  }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let browser;
let server;

async function launch() {
  browser = await chromium.launch({ executablePath: findChromium(), args: [...HEADLESS_FLAGS] });
}

/** Opens a system's page in a new context; only 127.0.0.1 is reachable. */
async function open(system, { onResponse, pagination = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route('**/*', (route) => (route.request().url().startsWith(server.url) || route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error.message).slice(0, 300)));
  if (onResponse) page.on('response', onResponse);
  const crash = new Promise((_, reject) => page.once('crash', () => reject(new Outcome('crashed', 'crashed'))));
  crash.catch(() => {});
  const target = (pagination && SYSTEMS[system].paginationPage) || SYSTEMS[system].page;
  await page.goto(`${server.url}/${target}`);
  await page.waitForFunction(() => window.bench, null, { timeout: 60000 });
  return { system, context, page, errors, crash };
}

/** Closes a context; if the renderer is stuck so that closing hangs, restarts the browser. */
async function close(handle) {
  if (!handle) return;
  const closed = await Promise.race([handle.context.close().then(() => true, () => true), sleep(15000).then(() => false)]);
  if (!closed) {
    await Promise.race([browser.close().catch(() => {}), sleep(15000)]);
    await launch();
  }
}

/** Runs benchScenarios[name](args) in the page, racing a renderer crash and a timeout. */
async function run(handle, name, args = {}, timeout = 120000) {
  let timer;
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Outcome('timeout', `>${Math.round(timeout / 1000)} s`)), timeout);
  });
  try {
    return await Promise.race([handle.page.evaluate(([n, a]) => window.benchScenarios[n](a), [name, args]), handle.crash, timedOut]);
  } catch (error) {
    if (error instanceof Outcome) throw error;
    // A crash can surface as an evaluate error first ("Target crashed").
    if (/crash/i.test(String(error.message))) throw new Outcome('crashed', 'crashed');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The time plan: each scenario may use its share of the wall-time budget (estimated durations of
 * a full run, in s); a scenario that runs over does fewer repetitions (never fewer than one) and
 * the table says so. This keeps the run under 10 minutes (--quick: 3) on a busy machine.
 */
const WALL_BUDGET = (quick ? 120 : 540) * 1000;
const WEIGHTS = {
  'pagination-bytes': 5, 'pagination-angular': 30, 'pagination-construct': 25, 'pagination-move': 25, 'editor-bytes': 10, 'editor-construct': 45,
  'editor-setmarkdown': 100, 'editor-typing': 160, 'editor-wysiwyg-typing': 50, 'editor-changemode': 60, 'editor-heap': 50, quality: 120,
};
const deadlines = {};
const repetitions = {};
function planDeadlines(names) {
  const total = names.reduce((sum, n) => sum + WEIGHTS[n], 0);
  let cumulative = 0;
  for (const n of names) {
    cumulative += WEIGHTS[n];
    deadlines[n] = started + (cumulative / total) * WALL_BUDGET;
  }
}
function* repeats(name, planned) {
  let i = 0;
  for (; i < planned; i++) {
    if (i > 0 && performance.now() > deadlines[name]) break;
    yield i;
  }
  repetitions[name] = { done: i, planned };
  if (i < planned) log(`  ${name}: ${i} of ${planned} runs (its share of the time budget is used up)`);
}

/**
 * Event Timing per keystroke: a keystroke is an interaction (keydown/keypress/keyup share an id);
 * its latency is its longest event. Entries exist only from 16 ms on, so a key without one took
 * < 16 ms and counts as 0 in `etSamples` (one sample per key typed); `et` holds the keys that had one.
 */
function keystrokeEventTiming(entries, keys) {
  const perKey = new Map();
  for (const e of entries) if (e.id) perKey.set(e.id, Math.max(perKey.get(e.id) ?? 0, e.duration));
  const et = [...perKey.values()];
  return { et, etSamples: [...et, ...Array(Math.max(0, keys - et.length)).fill(0)] };
}

/** Alternating order: kit first on even runs, the anchor first on odd ones. */
const order = (systems, i) => (i % 2 ? [...systems].reverse() : systems);

function log(...parts) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]`, ...parts);
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

/** Every response the page needs (harness files excluded): raw and gzip -9 bytes. */
function byteCounter() {
  const files = new Map();
  const pending = [];
  return {
    onResponse(response) {
      const url = response.url();
      if (HARNESS.test(url) || !url.startsWith(server.url)) return;
      pending.push(response.body().then((body) => files.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }), () => {}));
    },
    async settle(handle) {
      // Network idle: no new response for 700 ms.
      let count = -1;
      while (count !== pending.length) {
        count = pending.length;
        await handle.page.waitForTimeout(700);
      }
      await Promise.all(pending);
      const sum = (key) => [...files.values()].reduce((a, f) => a + f[key], 0);
      return { raw: sum('raw'), gzip: sum('gzip'), files: files.size, list: [...files.keys()].map((u) => u.slice(server.url.length)) };
    },
    /** Like settle's figures, split at `at` (page clock) by each file's request start: [before, after]. */
    split(starts, at) {
      const startOf = new Map(starts.map((s) => [s.url, s.start]));
      const part = (early) => {
        const chosen = [...files.entries()].filter(([url]) => (startOf.get(url) ?? 0) < at === early).map(([, f]) => f);
        return { raw: chosen.reduce((a, f) => a + f.raw, 0), gzip: chosen.reduce((a, f) => a + f.gzip, 0), files: chosen.length };
      };
      return [part(true), part(false)];
    },
  };
}

const scenarios = {
  async 'pagination-bytes'() {
    for (const system of PAGINATION) {
      const counter = byteCounter();
      const handle = await open(system, { onResponse: (r) => counter.onResponse(r), pagination: true });
      try {
        await run(handle, 'plainPagination');
        const bytes = await counter.settle(handle);
        record('pg.bytes.min', system, bytes.raw / 1024, { note: `${bytes.files} files` });
        record('pg.bytes.gzip', system, bytes.gzip / 1024);
      } finally {
        await close(handle);
      }
    }
  },

  async 'pagination-angular'() {
    // No browser: two production builds of tiny zoneless apps with and without the bar, against
    // dist/kit as built (bench/angular-app/measure.mjs, which documents how).
    const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'bench/angular-app/measure.mjs'), '--json'], { cwd: root, maxBuffer: 1 << 24 });
    const r = JSON.parse(stdout.trim().split('\n').pop());
    record('pg.angular.min', 'kit', r.delta.raw / 1024, { note: `the baseline app is ${num(r.baseline.raw / 1024)} KB, ${num(r.baseline.gzip / 1024)} KB gzip` });
    record('pg.angular.gzip', 'kit', r.delta.gzip / 1024);
  },

  async 'pagination-construct'() {
    const options = { totalItems: 1_000_000, itemsPerPage: 10, visiblePages: 10, page: 1 };
    for (const i of repeats('pagination-construct', CONFIG.constructPages)) {
      for (const system of order(PAGINATION, i)) {
        const handle = await open(system, { pagination: true });
        try {
          const { samples } = await run(handle, 'paginationConstruct', { count: CONFIG.constructsPerPage, options });
          record('pg.construct.cold', system, samples[0]);
          record('pg.construct.warm', system, samples.slice(1));
        } finally {
          await close(handle);
        }
      }
    }
  },

  async 'pagination-move'() {
    const options = { totalItems: 1_000_000, itemsPerPage: 10, visiblePages: 10, page: 1 };
    for (const i of repeats('pagination-move', CONFIG.moveRuns)) {
      for (const system of order(PAGINATION, i)) {
        const handle = await open(system, { pagination: true });
        try {
          const { samples, wrong, total } = await run(handle, 'paginationMoves', { moves: CONFIG.moves, seed: SEED + i, options });
          record('pg.move', system, samples, { note: wrong ? `${wrong} moves left the DOM on another page` : undefined });
          log(`  ${system} run ${i + 1}: ${CONFIG.moves} moves in ${num(total)} ms${wrong ? `, ${wrong} wrong` : ''}`);
        } finally {
          await close(handle);
        }
      }
    }
  },

  async 'editor-bytes'() {
    const marker = 'Sample ends here';
    for (const system of EDITOR) {
      const counter = byteCounter();
      const handle = await open(system, { onResponse: (r) => counter.onResponse(r) });
      try {
        const { usableAt } = await run(handle, 'plainEditor', { markdown: sampleDocument(marker), marker });
        // Everything the page fetched until the network was idle, split at the frame after the
        // constructor: what the editor needed before it could be used, and what it fetched later
        // on its own (kit prefetches Quill when the page is idle).
        const all = await counter.settle(handle);
        const [md, later] = counter.split(await run(handle, 'resourceStarts'), usableAt);
        record('ed.bytes.md.min', system, md.raw / 1024, { note: `${md.files} files` });
        record('ed.bytes.md.gzip', system, md.gzip / 1024);
        record('ed.bytes.later.gzip', system, later.gzip / 1024, { note: `${later.files} files` });
        await run(handle, 'plainEditorToWysiwyg');
        const ww = await counter.settle(handle);
        record('ed.bytes.ww.gzip', system, (ww.gzip - all.gzip) / 1024, { note: `${ww.files - all.files} more files` });
      } finally {
        await close(handle);
      }
    }
  },

  async 'editor-construct'() {
    const markdown = sampleDocument();
    for (const i of repeats('editor-construct', CONFIG.editorConstructRuns)) {
      for (const system of order(EDITOR, i)) {
        const handle = await open(system);
        try {
          const r = await run(handle, 'editorConstruct', { markdown });
          record('ed.ready', system, r.ready);
          record('ed.ctor.load', system, r.load);
          record('ed.ctor.frame', system, r.frame);
        } finally {
          await close(handle);
        }
        // The same on a fresh page without the idle time (kit warms an editor up when the page is idle).
        const fresh = await open(system);
        try {
          record('ed.ctor.frame.now', system, (await run(fresh, 'editorConstruct', { markdown, idle: false })).frame);
        } finally {
          await close(fresh);
        }
      }
    }
  },

  async 'editor-setmarkdown'() {
    const marker = 'ENDOFTHEONEMEGABYTEDOCUMENT';
    const markdown = bigDocument(1024 * 1024, marker);
    const failed = new Set();
    for (const i of repeats('editor-setmarkdown', CONFIG.setMarkdownRuns)) {
      for (const system of order(EDITOR, i)) {
        if (failed.has(system)) continue; // a crash or a timeout is the result; do not spend the budget again
        const handle = await open(system);
        try {
          // The page gives up after the timeout; if its main thread is frozen, Node gives up 5 s later.
          const r = await run(handle, 'editorSetMarkdown', { markdown, marker, timeout: CONFIG.setMarkdownTimeout }, CONFIG.setMarkdownTimeout + 5000).catch((error) => {
            if (error instanceof Outcome && error.status === 'timeout') throw new Outcome('timeout', `>${CONFIG.setMarkdownTimeout / 1000} s, tab frozen`);
            throw error;
          });
          if (r.error) throw new Outcome('timeout', `>${CONFIG.setMarkdownTimeout / 1000} s`);
          record('ed.set.shown', system, r.shown);
          record('ed.set.call', system, r.call);
          record('ed.set.longest', system, r.longestTask, { note: r.longTaskApi ? undefined : 'Long Tasks API unavailable' });
          log(`  ${system}: shown ${num(r.shown)} ms, call ${num(r.call)} ms, longest task ${num(r.longestTask)} ms (${r.longTasks} long tasks, ${num(r.longTaskTotal)} ms), max frame gap ${num(r.maxFrameGap)} ms`);
        } catch (error) {
          if (!(error instanceof Outcome)) throw error;
          failed.add(system);
          for (const id of ['ed.set.shown', 'ed.set.call', 'ed.set.longest']) record(id, system, undefined, { status: error.status, display: error.display });
          log(`  ${system}: ${error.display}`);
        } finally {
          await close(handle);
        }
      }
      // kit with scroll sync draws a long document from where the editor is (the end, after
      // setMarkdown), then the rest above. TOAST UI 3.x syncs by default: its run above is that case.
      if (failed.has('kit')) continue;
      const handle = await open('kit');
      try {
        const r = await run(handle, 'editorSetMarkdown', { markdown, marker, timeout: CONFIG.setMarkdownTimeout, scrollSync: true, untilRendered: true }, CONFIG.setMarkdownTimeout + 5000);
        if (r.error) throw new Outcome('timeout', `>${CONFIG.setMarkdownTimeout / 1000} s`);
        record('ed.set.sync.shown', 'kit', r.shown);
        record('ed.set.sync.whole', 'kit', r.whole);
        log(`  kit, scroll sync: shown ${num(r.shown)} ms, whole ${num(r.whole)} ms, longest task ${num(r.longestTask)} ms`);
      } catch (error) {
        if (!(error instanceof Outcome)) throw error;
        for (const id of ['ed.set.sync.shown', 'ed.set.sync.whole']) record(id, 'kit', undefined, { status: error.status, display: error.display });
      } finally {
        await close(handle);
      }
    }
  },

  async 'editor-typing'() {
    const marker = 'ENDOFTHETYPINGDOCUMENT';
    const markdown = bigDocument(200 * 1024, marker);
    const floor = [];
    for (const i of repeats('editor-typing', CONFIG.typingRuns)) {
      const systems = i === 0 ? [...order(EDITOR, i), 'baseline'] : order(EDITOR, i);
      for (const system of systems) {
        const handle = await open(system);
        try {
          const text = typedText(CONFIG.keys, SEED + i);
          const random = rng(SEED + 100 + i);
          await run(handle, 'editorTypingSetup', { markdown, marker });
          const tail = text.slice(-14).trim();
          for (let k = 0; k < text.length; k++) {
            if (k === text.length - 1) await run(handle, 'editorTypingArm', { tail, timeout: 10000 });
            await handle.page.keyboard.type(text[k]);
            await sleep(TYPING_INTERVAL[0] + random() * (TYPING_INTERVAL[1] - TYPING_INTERVAL[0]));
          }
          const r = await run(handle, 'editorTypingResult', {}, 30000);
          const { et, etSamples } = keystrokeEventTiming(r.eventTiming, text.length);
          const lost = !r.markdown.endsWith(text) ? 'typed text not at the end of getMarkdown()' : undefined;
          if (system === 'baseline') {
            floor.push(...r.keys);
            const s = summarize(r.keys);
            note('ed.type.frame', `measurement floor (plain textarea, same harness): median ${num(s.median)} ms, p95 ${num(s.p95)} ms`);
            if (r.previewLag !== undefined) note('ed.type.preview', `floor (textarea, synchronous preview): ${num(r.previewLag)} ms`);
            const sEt = summarize(etSamples);
            note('ed.type.et', `floor (plain textarea): ${et.length} of ${text.length} keys ≥ 16 ms, p95 ${sEt.p95 < 16 ? '< 16' : num(sEt.p95)} ms`);
          } else {
            record('ed.type.frame', system, r.keys, { note: lost });
            record('ed.type.et', system, etSamples, { note: r.eventTimingSupported ? undefined : 'Event Timing unsupported' });
            byId['ed.type.et'].results[system].over16 = (byId['ed.type.et'].results[system].over16 ?? 0) + et.length;
            if (r.previewLag !== undefined) record('ed.type.preview', system, r.previewLag);
            else record('ed.type.preview', system, undefined, { status: 'timeout', display: '>10 s' });
          }
          const s = summarize(r.keys);
          log(`  ${system} run ${i + 1}: ${text.length} keys, page clock median ${num(s.median)} / p95 ${num(s.p95)} ms, Event Timing ≥16 ms: ${et.length}, preview ${r.previewLag === undefined ? r.error : num(r.previewLag) + ' ms'}${lost ? `, ${lost}` : ''}`);
          if (handle.errors.length) log(`  ${system} page errors: ${handle.errors.slice(0, 3).join(' | ')}`);
        } catch (error) {
          if (!(error instanceof Outcome)) throw error;
          for (const id of ['ed.type.et', 'ed.type.frame', 'ed.type.preview']) if (system !== 'baseline') record(id, system, undefined, { status: error.status, display: error.display });
        } finally {
          await close(handle);
        }
      }
    }
  },

  /**
   * Typing at the end of a 100 KB document in WYSIWYG mode (the whole document in the view): half
   * as many keys as the markdown scenario, one run (WYSIWYG keys are slower on every system).
   */
  async 'editor-wysiwyg-typing'() {
    const markdown = bigDocument(100 * 1024, 'ENDOFTHEWYSIWYGDOCUMENT');
    for (const i of repeats('editor-wysiwyg-typing', 1)) {
      for (const system of order(EDITOR, i)) {
        const handle = await open(system);
        try {
          const text = typedText(Math.ceil(CONFIG.keys / 2), SEED + 50 + i);
          const random = rng(SEED + 150 + i);
          await run(handle, 'editorWysiwygTypingSetup', { markdown }, 120000);
          for (const key of text) {
            await handle.page.keyboard.type(key);
            await sleep(TYPING_INTERVAL[0] + random() * (TYPING_INTERVAL[1] - TYPING_INTERVAL[0]));
          }
          const r = await run(handle, 'editorTypingResult', {}, 30000);
          const { et, etSamples } = keystrokeEventTiming(r.eventTiming, text.length);
          const lost = !r.markdown.replace(/\s+$/, '').endsWith(text.replace(/\s+$/, '')) ? 'typed text not at the end of getMarkdown()' : undefined;
          record('ed.wwtype.frame', system, r.keys, { note: lost });
          record('ed.wwtype.et', system, etSamples);
          const s = summarize(r.keys);
          log(`  ${system} run ${i + 1}: ${text.length} keys in WYSIWYG, page clock median ${num(s.median)} / p95 ${num(s.p95)} ms, Event Timing ≥16 ms: ${et.length}${lost ? `, ${lost}` : ''}`);
          if (handle.errors.length) log(`  ${system} page errors: ${handle.errors.slice(0, 3).join(' | ')}`);
        } catch (error) {
          if (!(error instanceof Outcome)) throw error;
          for (const id of ['ed.wwtype.frame', 'ed.wwtype.et']) record(id, system, undefined, { status: error.status, display: error.display });
        } finally {
          await close(handle);
        }
      }
    }
  },

  async 'editor-changemode'() {
    const marker = 'ENDOFTHEMODEDOCUMENT';
    const markdown = bigDocument(100 * 1024, marker);
    for (const i of repeats('editor-changemode', CONFIG.changeModeRuns)) {
      for (const system of order(EDITOR, i)) {
        const handle = await open(system);
        try {
          const r = await run(handle, 'editorChangeMode', { markdown, marker });
          record('ed.mode.ww', system, r.toWysiwyg);
          record('ed.mode.ww.all', system, r.wysiwygComplete);
          record('ed.mode.ww.task', system, r.longestTask || r.maxFrameGap);
          record('ed.mode.md', system, r.toMarkdown, { note: i === 0 ? `100 KB document ${r.identical ? 'byte-identical' : r.sameStructure ? 'same structure, not byte-identical' : 'structure changed'} after the round trip` : undefined });
        } catch (error) {
          if (!(error instanceof Outcome)) throw error;
          for (const id of ['ed.mode.ww', 'ed.mode.ww.all', 'ed.mode.ww.task', 'ed.mode.md']) record(id, system, undefined, { status: error.status, display: error.display });
        } finally {
          await close(handle);
        }
      }
    }
  },

  async 'editor-heap'() {
    const markdown = bigDocument(10 * 1024, 'heap document end');
    for (const i of repeats('editor-heap', CONFIG.heapRuns)) {
      for (const system of order(EDITOR, i)) {
        const handle = await open(system);
        try {
          const cdp = await handle.context.newCDPSession(handle.page);
          await cdp.send('DOM.enable').catch(() => {});
          const measure = async () => {
            for (let k = 0; k < 3; k++) await cdp.send('HeapProfiler.collectGarbage');
            const { usedSize } = await cdp.send('Runtime.getHeapUsage');
            // DevTools' "Detached elements": each detached tree's root with its whole subtree.
            let detached = NaN;
            let trees = NaN;
            try {
              const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
              const size = (node) => 1 + (node.children ?? []).reduce((sum, child) => sum + size(child), 0);
              detached = detachedNodes.reduce((sum, d) => sum + size(d.treeNode), 0);
              trees = detachedNodes.length;
            } catch {}
            return { heap: usedSize, detached, trees };
          };
          // Code a page loads on demand (kit's Quill) is loaded before the baseline, as it was when
          // kit.js awaited it: the budget is about what create/remove keeps, not about module code.
          await run(handle, 'wysiwygCodeLoaded');
          await handle.page.waitForTimeout(500);
          const before = await measure();
          const compositionBefore = await heapComposition(cdp);
          await run(handle, 'editorCycle', { markdown, count: 1 });
          const afterOne = await measure();
          await run(handle, 'editorCycle', { markdown, count: CONFIG.heapEditors - 1 }, 240000);
          const after = await measure();
          // What the growth is: compiled code, or objects something still holds.
          const compositionAfter = await heapComposition(cdp);
          record('ed.heap.objects', system, (compositionAfter.objects - compositionBefore.objects) / 1024 / 1024);
          record('ed.heap.code', system, (compositionAfter.code - compositionBefore.code) / 1024 / 1024);
          // Ten more: by now V8 has compiled and optimised the code the cycles run, so what still
          // grows per cycle is what create/remove keeps (the first 30 are mostly compiled code).
          await run(handle, 'editorCycle', { markdown, count: 10 }, 120000);
          const late = await measure();
          record('ed.heap.late', system, (late.heap - after.heap) / 1024 / 10);
          record('ed.heap', system, (after.heap - before.heap) / 1024 / 1024);
          record('ed.heap.slope', system, (after.heap - afterOne.heap) / 1024 / (CONFIG.heapEditors - 1));
          record('ed.detached', system, after.detached - before.detached, {
            note: Number.isNaN(after.detached) ? 'DOM.getDetachedDomNodes unavailable' : i === 0 ? `in ${after.trees - before.trees} detached trees` : undefined,
          });
          log(`  ${system} run ${i + 1}: heap ${num(before.heap / 1048576)} → ${num(afterOne.heap / 1048576)} (after 1) → ${num(after.heap / 1048576)} MB; detached nodes ${before.detached} → ${afterOne.detached} → ${after.detached} (${after.trees} trees)`);
        } catch (error) {
          if (!(error instanceof Outcome)) throw error;
          for (const id of ['ed.heap', 'ed.heap.objects', 'ed.heap.code', 'ed.heap.slope', 'ed.heap.late', 'ed.detached']) record(id, system, undefined, { status: error.status, display: error.display });
        } finally {
          await close(handle);
        }
      }
    }
  },

  async quality() {
    const examples = commonmarkExamples().filter((_, i) => i % CONFIG.commonmarkStride === 0);
    const corpus = readmeCorpus().filter((_, i) => i % CONFIG.corpusStride === 0);
    for (const system of EDITOR) {
      let handle = await open(system);
      try {
        const cm = await run(handle, 'commonmark', { examples }, 240000);
        const pct = (n) => (100 * n) / cm.total;
        record('q.cm.gethtml', system, pct(cm.viaGetHtml), { display: `${num(pct(cm.viaGetHtml))} % (${cm.viaGetHtml}/${cm.total})`, note: cm.errors ? `${cm.errors} examples threw` : undefined });
        if (cm.previewMeasured) {
          record('q.cm.renderer', system, pct(cm.viaPreview), { display: `${num(pct(cm.viaPreview))} % (${cm.viaPreview}/${cm.total})`, note: 'its markdown preview (a fresh editor per example)' });
        } else {
          record('q.cm.renderer', system, pct(cm.viaGetHtml), { display: `${num(pct(cm.viaGetHtml))} % (${cm.viaGetHtml}/${cm.total})`, note: 'getHtml() is its markdown renderer (the preview adds code highlighting)' });
        }
        log(`  ${system}: CommonMark getHTML ${cm.viaGetHtml}/${cm.total}, preview ${cm.previewMeasured ? cm.viaPreview : 'n/a'}${cm.errors ? `, ${cm.errors} threw` : ''}`);

        const results = [];
        for (let start = 0; start < corpus.length; start += 10) {
          const documents = corpus.slice(start, start + 10);
          try {
            results.push(...(await run(handle, 'roundTrip', { documents }, 180000)));
          } catch (error) {
            if (!(error instanceof Outcome)) throw error;
            results.push(...documents.map((d) => ({ name: d.name, error: error.display })));
            await close(handle);
            handle = await open(system);
          }
        }
        const n = corpus.length;
        const share = (f) => {
          const k = results.filter(f).length;
          return [(100 * k) / n, `${num((100 * k) / n)} % (${k}/${n})`];
        };
        const put = (id, f) => {
          const [value, display] = share(f);
          record(id, system, value, { display });
        };
        const untouched = (r) => {
          if (!r.editKept) return false;
          const source = corpus.find((d) => d.name === r.name).markdown;
          const rest = blocksOf(source).slice(1).join('');
          // As the fidelity test, except that a missing or extra newline at the very end is forgiven.
          const after = r.editOut.trimEnd();
          const tail = rest.trimEnd();
          return after.endsWith(tail) && after.slice(0, after.length - tail.length).includes('Edited');
        };
        put('q.rt.structure', (r) => r.sameStructure);
        put('q.rt.identical', (r) => r.identical);
        put('q.rt.edit.structure', (r) => r.editSameStructure);
        put('q.rt.edit.untouched', untouched);
        const errors = results.filter((r) => r.error).length;
        if (errors) record('q.rt.structure', system, [], { note: `${errors} documents threw` });
        log(`  ${system}: round trip on ${n} documents${errors ? `, ${errors} threw` : ''}`);
      } finally {
        await close(handle);
      }
    }
  },
};

/** The exact source text of each top-level block, as the fidelity test splits it. */
function blocksOf(markdown) {
  const blocks = [];
  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    if (blocks.length && (token.type === 'space' || token.type === 'def')) blocks[blocks.length - 1] += token.raw;
    else blocks.push(token.raw);
  }
  return blocks;
}

/** Scenario groups selectable with --only. */
const GROUPS = {
  pagination: ['pagination-bytes', 'pagination-angular', 'pagination-construct', 'pagination-move'],
  bytes: ['pagination-bytes', 'pagination-angular', 'editor-bytes'],
  editor: ['editor-bytes', 'editor-construct', 'editor-setmarkdown', 'editor-typing', 'editor-wysiwyg-typing', 'editor-changemode', 'editor-heap'],
  typing: ['editor-typing', 'editor-wysiwyg-typing'],
  quality: ['quality'],
};

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
const started = performance.now();
if (!existsSync(join(root, 'dist/kit-browser/kit.js'))) {
  console.error('dist/kit-browser/kit.js is missing: run `npm run build` first.');
  process.exit(1);
}
const selected = only.length ? [...new Set(only.flatMap((o) => GROUPS[o] ?? [o]))] : Object.keys(scenarios);
for (const name of selected) {
  if (!scenarios[name]) {
    console.error(`Unknown scenario "${name}". Known: ${Object.keys(scenarios).join(', ')}; groups: ${Object.keys(GROUPS).join(', ')}`);
    process.exit(1);
  }
}
// The bench measures dist/kit-browser as built: say when sources are newer than the bundle.
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|css|html)$/.test(entry.name) && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}
const bundleBuilt = statSync(join(root, 'dist/kit-browser/kit.js')).mtimeMs;
const stale = Math.max(newestSource(join(root, 'projects/kit')), newestSource(join(root, 'projects/kit-browser'))) > bundleBuilt;
if (stale) console.log('Warning: sources under projects/ are newer than dist/kit-browser/kit.js; run `npm run build` to measure them.');
let commit = '';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  if (execFileSync('git', ['status', '--porcelain', '--', 'projects'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()) commit += ' + uncommitted changes';
} catch {}
planDeadlines(selected);
await prepare();
server = await serveBench(root);
await launch();
const load = { start: loadavg() };
const failures = [];
console.log(`kit bench${quick ? ' (--quick)' : ''}: Chromium ${browser.version()}, ${cpus().length} CPUs, load average ${load.start.map((l) => l.toFixed(2)).join(' ')}`);
try {
  for (const name of selected) {
    log(`${name}`);
    try {
      await scenarios[name]();
    } catch (error) {
      failures.push(`${name}: ${error.message}`);
      log(`  ${name} failed: ${error.stack ?? error}`);
    }
  }
} finally {
  load.end = loadavg();
  await browser.close().catch(() => {});
  await server.close();
}
const wallMs = performance.now() - started;

// Summaries, ratios, budgets.
for (const r of ROWS) {
  for (const result of Object.values(r.results)) result.stats = summarize(result.samples);
  const kit = r.results.kit;
  const anchorKey = r.group === 'pagination' ? 'tui' : 'toastui';
  const anchor = r.results[anchorKey];
  if (kit?.stats && anchor?.stats && anchor.status === 'ok' && kit.status === 'ok') {
    if (r.unit === '%') r.ratio = `${kit.stats.median - anchor.stats.median >= 0 ? '+' : ''}${num(kit.stats.median - anchor.stats.median)} pts`;
    else if (r.id === 'ed.type.et') r.ratio = '';
    else if (anchor.stats.median > 0 && kit.stats.median >= 0) r.ratio = `${num(kit.stats.median / anchor.stats.median)}×`;
  } else if (kit?.stats && anchor && anchor.status !== 'ok') r.ratio = `anchor ${anchor.display ?? anchor.status}`;
  if (r.budget && kit) {
    r.budgetMet = kit.status === 'ok' && kit.stats ? !!r.budget.check(kit, anchor) : false;
  }
}
// Event Timing reports only >= 16 ms: show the share over 16 and p95 as "< 16" when below.
const etRow = byId['ed.type.et'];
for (const result of Object.values(etRow.results)) {
  if (!result.stats) continue;
  const f = (v) => (v < 16 ? '< 16' : num(v));
  result.display = `${f(result.stats.median)} · ${f(result.stats.p95)} · max ${f(result.stats.max)} ms (${result.over16 ?? 0}/${result.stats.n} keys ≥ 16 ms)`;
}

const header = ['scenario (median · p95 · min–max)', SYSTEMS.kit.name, SYSTEMS.tui.name, SYSTEMS.toastui.name, 'kit/anchor'];
const tableRows = ROWS.filter((r) => Object.keys(r.results).length).map((r) => [
  `${r.group}: ${r.label}`,
  cell(r.results.kit, r.unit),
  cell(r.results.tui, r.unit),
  cell(r.results.toastui, r.unit),
  r.ratio ?? '',
]);
const table = markdownTable(header, tableRows);
const budgets = ROWS.filter((r) => r.budget && r.results.kit).map((r) => `- ${r.budget.text}: ${r.budgetMet ? 'met' : 'NOT met'} (kit ${cell(r.results.kit, r.unit)})`);
const notes = [
  ...Object.entries(repetitions).filter(([, r]) => r.done < r.planned).map(([name, r]) => `- ${name}: ${r.done} of ${r.planned} runs (time budget)`),
  ...(quick ? [`- --quick: fewer repetitions, ${CONFIG.keys} keys typed, every ${CONFIG.commonmarkStride}rd CommonMark example, every ${CONFIG.corpusStride}th corpus document, ${CONFIG.setMarkdownTimeout / 1000} s timeout for 1 MB`] : []),
  ...ROWS.flatMap((r) => [
  ...r.notes.map((n) => `- ${r.label}: ${n}`),
  ...Object.entries(r.results).filter(([, v]) => v.note).map(([k, v]) => `- ${r.label}, ${SYSTEMS[k].name}: ${v.note}`),
  ]),
];

let chromiumVersion = browser.version();
try {
  chromiumVersion = execFileSync(findChromium(), ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
} catch {}
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGB: Math.round(totalmem() / 1024 ** 3),
  loadAverage: load,
  chromium: chromiumVersion,
  node: process.version,
  kitBundleBuilt: new Date(bundleBuilt).toISOString(),
  kitBundleStale: stale,
  commit,
  playwrightCore: JSON.parse(readFileSync(join(root, 'node_modules/playwright-core/package.json'), 'utf8')).version,
};
console.log('');
console.log(table);
console.log('\nBudgets (kit):');
console.log(budgets.join('\n'));
if (notes.length) console.log(`\nNotes:\n${notes.join('\n')}`);
console.log(
  `\nkit: dist/kit-browser built ${machine.kitBundleBuilt}${stale ? ' (OLDER than the sources)' : ''}, commit ${commit || '?'}.` +
    `\n${machine.cpus} × ${machine.cpuModel}, ${machine.chromium}, Node ${machine.node}, playwright-core ${machine.playwrightCore}; ` +
    `load average ${load.start[0].toFixed(2)} at start, ${load.end[0].toFixed(2)} at end (other work on the machine skews timings; compare columns of the same run)`,
);
console.log(`Wall time ${(wallMs / 1000).toFixed(0)} s${quick ? ' (--quick)' : ''}. Results: ${outFile.slice(root.length)}`);
if (failures.length) console.log(`\nScenarios that failed to run:\n${failures.map((f) => `- ${f}`).join('\n')}`);

writeFileSync(
  outFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      quick,
      only: only.length ? only : undefined,
      wallSeconds: Math.round(wallMs / 1000),
      machine,
      config: { ...CONFIG, seed: SEED, typingIntervalMs: TYPING_INTERVAL, wallBudgetSeconds: WALL_BUDGET / 1000 },
      repetitions,
      systems: Object.fromEntries(Object.entries(SYSTEMS).map(([k, v]) => [k, v.name])),
      rows: ROWS.filter((r) => Object.keys(r.results).length).map((r) => ({
        id: r.id,
        group: r.group,
        label: r.label,
        unit: r.unit,
        ratio: r.ratio,
        budget: r.budget?.text,
        budgetMet: r.budgetMet,
        notes: r.notes,
        results: Object.fromEntries(
          Object.entries(r.results).map(([k, v]) => [k, { status: v.status, display: v.display, note: v.note, ...(v.stats ?? {}), samples: v.samples.length > 50 ? undefined : v.samples }]),
        ),
      })),
      table,
      budgets,
      notes,
      failures,
    },
    null,
    2,
  ) + '\n',
);
process.exit(failures.length ? 1 : 0);
