// Page-side harness shared by every system's bench page. An adapter (adapter-*.js) sets
// `window.bench = { system, pagination?, editor? }`; the scenarios below drive only that adapter,
// so each scenario runs unchanged on every system. Not counted in the page-bytes scenarios.
'use strict';
// The anchors send a usage ping to google-analytics unless told not to (the network is closed anyway).
window.tui = Object.assign(window.tui || {}, { usageStatistics: false });

(function () {
  const now = () => performance.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Resolves after the next frame has been produced: rAF, then a task queued from it (after paint). */
  function nextFrame() {
    return new Promise((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(now());
        channel.port2.postMessage(0);
      });
    });
  }

  /** mulberry32: a small seeded PRNG, the same sequence on every system. */
  function rng(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** Long tasks (>= 50 ms) and the longest gap between animation frames while it runs. */
  function responsiveness() {
    const tasks = [];
    let observer = null;
    try {
      observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
      observer.observe({ type: 'longtask', buffered: false });
    } catch {
      observer = null;
    }
    let last = now();
    let maxGap = 0;
    let running = true;
    const tick = () => {
      const t = now();
      maxGap = Math.max(maxGap, t - last);
      last = t;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return {
      stop() {
        running = false;
        maxGap = Math.max(maxGap, now() - last);
        if (observer) {
          tasks.push(...observer.takeRecords().map((e) => e.duration));
          observer.disconnect();
        }
        return { longestTask: tasks.length ? Math.max(...tasks) : 0, longTasks: tasks.length, longTaskTotal: tasks.reduce((a, b) => a + b, 0), maxFrameGap: maxGap, longTaskApi: !!observer };
      },
    };
  }

  /** Whether one of the last few blocks of the preview contains `text` (cheap on huge previews). */
  function tailHas(root, text) {
    if (!root) return false;
    let el = root.lastElementChild;
    for (let i = 0; el && i < 4; i++, el = el.previousElementSibling) {
      if (el.textContent.replace(/\s+/g, ' ').includes(text)) return true;
    }
    return false;
  }

  /**
   * Resolves with the time the preview's last blocks first contain `text` (checked after every DOM
   * mutation of the preview), and the time of the frame after that; rejects after `timeout` ms.
   */
  /**
   * Starts recording keystrokes: Event Timing entries (one per event of >= 16 ms, its floor,
   * grouped into keystrokes by interactionId) and the page's own clock for every key, from the
   * event's timestamp to the frame after it.
   */
  function watchKeystrokes() {
    window.__eventTiming = [];
    window.__eventTimingSupported = PerformanceObserver.supportedEntryTypes.includes('event');
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__eventTiming.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    // The page's own clock, for every key: from the event's timestamp to the frame after it.
    window.__keys = [];
    window.addEventListener('keydown', (event) => {
      const record = { start: event.timeStamp, frame: NaN };
      window.__keys.push(record);
      nextFrame().then((t) => (record.frame = t));
    }, true);
  }

  function whenPreviewShows(getRoot, text, timeout = 60000) {
    return new Promise((resolve, reject) => {
      let done = false;
      let observer;
      const finish = () => {
        done = true;
        observer?.disconnect();
        clearInterval(poll);
        clearTimeout(timer);
        const shownAt = now();
        nextFrame().then((frameAt) => resolve({ shownAt, frameAt }));
      };
      const check = () => {
        if (done) return;
        const root = getRoot();
        if (tailHas(root, text)) return finish();
        if (root && !observer) {
          observer = new MutationObserver(check);
          observer.observe(root, { childList: true, subtree: true, characterData: true });
        }
      };
      // The preview root may be replaced; a slow poll catches that (the observer catches the rest).
      const poll = setInterval(check, 50);
      const timer = setTimeout(() => {
        if (done) return;
        done = true;
        observer?.disconnect();
        clearInterval(poll);
        reject(new Error(`preview did not show "${text}" within ${timeout} ms`));
      }, timeout);
      check();
    });
  }

  /** Waits until the preview shows `text`, then for a quiet period (no preview mutation for `quiet` ms). */
  async function settle(getRoot, text, quiet = 300, timeout = 60000) {
    await whenPreviewShows(getRoot, text, timeout);
    let last = now();
    const observer = new MutationObserver(() => (last = now()));
    const root = getRoot();
    if (root) observer.observe(root, { childList: true, subtree: true, characterData: true });
    const start = now();
    while (now() - last < quiet && now() - start < timeout) await sleep(50);
    observer.disconnect();
    await nextFrame();
  }

  function host() {
    const el = document.getElementById('host');
    el.innerHTML = '';
    return el;
  }

  const scenarios = {
    /** Creates a component the way a plain page would (for the page-bytes scenarios). */
    async plainPagination() {
      bench.pagination.create(host(), { totalItems: 1000, itemsPerPage: 10, visiblePages: 10, page: 1 });
      await nextFrame();
    },

    /**
     * Also returns `usableAt`: the frame after the constructor (the editor is drawn and its API
     * answers). Files requested after it were not needed to use the editor (prefetches).
     */
    async plainEditor({ markdown, marker }) {
      const el = host();
      window.__editor = bench.editor.create(el, { initialValue: markdown, previewStyle: 'vertical', height: '600px' });
      const usableAt = await nextFrame();
      await settle(() => bench.editor.previewRoot(window.__editor, el), marker, 300, 20000);
      return { usableAt };
    },

    /** Start times of every resource the page requested (performance timeline), by URL. */
    resourceStarts() {
      return performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime }));
    },

    async plainEditorToWysiwyg() {
      bench.editor.changeMode(window.__editor, 'wysiwyg');
      await nextFrame();
    },

    /** `new Pagination` with a million items, plus forced layout; the first on this page, then warm ones. */
    async paginationConstruct({ count, options }) {
      const el = host();
      const samples = [];
      const frames = [];
      for (let i = 0; i < count; i++) {
        el.innerHTML = '';
        const t0 = now();
        const instance = bench.pagination.create(el, options);
        void el.getBoundingClientRect().height; // style and layout of what it drew
        const t1 = now();
        const shown = bench.pagination.selectedInDom(el);
        if (shown !== options.page) throw new Error(`after construction the DOM shows page ${shown}, not ${options.page}`);
        frames.push((await nextFrame()) - t0);
        samples.push(t1 - t0);
        bench.pagination.destroy(instance, el);
        await sleep(5);
      }
      return { samples, frames };
    },

    /** `movePageTo` to seeded random pages, each followed by forced style+layout; checks the DOM. */
    async paginationMoves({ moves, seed, options }) {
      const el = host();
      const instance = bench.pagination.create(el, options);
      const pages = Math.ceil(options.totalItems / options.itemsPerPage);
      const random = rng(seed);
      const samples = new Array(moves);
      let wrong = 0;
      await nextFrame();
      const start = now();
      for (let i = 0; i < moves; i++) {
        const target = 1 + Math.floor(random() * pages);
        const t0 = now();
        bench.pagination.move(instance, target);
        void el.getBoundingClientRect().height;
        samples[i] = now() - t0;
        if (bench.pagination.selectedInDom(el) !== target) wrong++;
        if (i % 100 === 99) await sleep(0); // let the page breathe, as a user's clicks would
      }
      const total = now() - start;
      bench.pagination.destroy(instance, el);
      return { samples, wrong, total };
    },

    /** Constructor to `load` and to the first frame, on a freshly loaded page. */
    async editorConstruct({ markdown, idle = true }) {
      const el = host();
      if (idle) {
        await nextFrame();
        await sleep(200);
        await nextFrame();
      }
      let loadAt = NaN;
      const t0 = now();
      window.__editor = bench.editor.create(el, {
        initialValue: markdown, previewStyle: 'vertical', height: '600px',
        onLoad: () => (loadAt = now()),
      });
      const returned = now();
      const frame = await nextFrame();
      return { load: (Number.isNaN(loadAt) ? returned : loadAt) - t0, returned: returned - t0, frame: frame - t0, ready: window.__benchReadyAt };
    },

    /** setMarkdown of a big document until the preview shows its last block, with responsiveness. */
    async editorSetMarkdown({ markdown, marker, timeout, scrollSync = false, untilRendered = false }) {
      const el = host();
      const editor = bench.editor.create(el, { initialValue: '', previewStyle: 'vertical', height: '800px', scrollSync });
      await nextFrame();
      await sleep(300);
      const watch = responsiveness();
      const t0 = now();
      const root = () => bench.editor.previewRoot(editor, el);
      const shown = whenPreviewShows(root, marker, timeout);
      // Drawn whole: the system reports its render (kit: previewRenderAfter, once the last part is in).
      // Only the render of this document counts (the empty one before may report late on a busy machine).
      const rendered = untilRendered
        ? new Promise((resolve) => bench.editor.onPreviewRendered(editor, (html) => html.includes(marker) && nextFrame().then(resolve)))
        : null;
      bench.editor.setMarkdown(editor, markdown);
      const returned = now();
      let result;
      try {
        const { shownAt, frameAt } = await shown;
        result = { shown: frameAt - t0, domHasEnd: shownAt - t0, call: returned - t0 };
        if (rendered) result.whole = Math.max(frameAt, await rendered) - t0;
      } catch (error) {
        result = { error: String(error.message || error), call: returned - t0 };
      }
      Object.assign(result, watch.stop());
      result.length = bench.editor.getMarkdown(editor).length;
      return result;
    },

    /** Loads a document and puts the cursor at its end, ready for typing. */
    async editorTypingSetup({ markdown, marker }) {
      const el = host();
      const editor = (window.__editor = bench.editor.create(el, { initialValue: markdown, previewStyle: 'vertical', height: '800px' }));
      await settle(() => bench.editor.previewRoot(editor, el), marker, 500, 30000);
      bench.editor.focus(editor);
      bench.editor.moveCursorToEnd(editor);
      await nextFrame();
      watchKeystrokes();
      return { length: bench.editor.getMarkdown(editor).length };
    },

    /**
     * Loads a document in WYSIWYG mode (the system's WYSIWYG code loaded first, the whole document
     * in the view) and puts the cursor at its end, ready for typing.
     */
    async editorWysiwygTypingSetup({ markdown }) {
      await bench.editor.wysiwygCodeLoaded?.();
      const el = host();
      const editor = (window.__editor = bench.editor.create(el, { initialValue: markdown, initialEditType: 'wysiwyg', height: '800px' }));
      for (let i = 0; i < 600 && bench.editor.wysiwygLoading?.(editor); i++) await sleep(50);
      await sleep(300);
      bench.editor.focus(editor);
      bench.editor.moveCursorToEnd(editor);
      await nextFrame();
      await sleep(200);
      watchKeystrokes();
      return { length: bench.editor.getMarkdown(editor).length };
    },

    /** Before the last key: starts watching the preview for the typed tail (it includes that key). */
    editorTypingArm({ tail, timeout }) {
      const el = document.getElementById('host');
      window.__previewWatch = whenPreviewShows(() => bench.editor.previewRoot(window.__editor, el), tail, timeout);
      window.__previewWatch.catch(() => {});
    },

    /** After typing: waits until the preview shows the typed tail; collects the per-key figures. */
    async editorTypingResult() {
      const editor = window.__editor;
      const lastKey = window.__keys[window.__keys.length - 1];
      let previewLag;
      let error;
      try {
        const { frameAt } = await window.__previewWatch;
        previewLag = frameAt - lastKey.start;
      } catch (e) {
        error = String(e.message || e);
      }
      await sleep(100);
      return {
        keys: window.__keys.map((k) => k.frame - k.start),
        keyStarts: window.__keys.map((k) => k.start),
        eventTiming: window.__eventTiming,
        eventTimingSupported: window.__eventTimingSupported,
        previewLag,
        error,
        markdown: bench.editor.getMarkdown(editor),
      };
    },

    /** Resolves once the system's WYSIWYG code is loaded (kit fetches Quill on idle or on demand). */
    async wysiwygCodeLoaded() {
      await bench.editor.wysiwygCodeLoaded?.();
    },

    /** changeMode both ways on a document, each to the frame after it (WYSIWYG code already loaded). */
    async editorChangeMode({ markdown, marker }) {
      const el = host();
      const editor = bench.editor.create(el, { initialValue: markdown, previewStyle: 'vertical', height: '800px' });
      await settle(() => bench.editor.previewRoot(editor, el), marker, 300, 30000);
      await bench.editor.wysiwygCodeLoaded?.();
      await nextFrame();
      const watch = responsiveness();
      const t0 = now();
      bench.editor.changeMode(editor, 'wysiwyg');
      const call1 = now() - t0;
      const toWysiwyg = (await nextFrame()) - t0;
      // kit shows a long document's first screen and streams the rest in: wait for all of it.
      const deadline = t0 + 30000;
      while (bench.editor.wysiwygLoading?.(editor) && now() < deadline) await nextFrame();
      const wysiwygComplete = now() - t0;
      const { longestTask, maxFrameGap } = watch.stop();
      await sleep(300);
      await nextFrame();
      const t1 = now();
      bench.editor.changeMode(editor, 'markdown');
      const call2 = now() - t1;
      const toMarkdown = (await nextFrame()) - t1;
      const after = bench.editor.getMarkdown(editor);
      const same = JSON.stringify(benchHelpers.markdownSignature(markdown)) === JSON.stringify(benchHelpers.markdownSignature(after));
      bench.editor.remove(editor, el);
      return { toWysiwyg, wysiwygComplete, longestTask, maxFrameGap, toMarkdown, call1, call2, sameStructure: same, identical: after.trim() === markdown.trim() };
    },

    /** One create / change mode both ways / remove cycle (the heap scenario drives it from Node). */
    async editorCycle({ markdown, count }) {
      const el = host();
      for (let i = 0; i < count; i++) {
        let editor = bench.editor.create(el, { initialValue: markdown, previewStyle: 'vertical', height: '500px' });
        await nextFrame();
        bench.editor.changeMode(editor, 'wysiwyg');
        await nextFrame();
        bench.editor.changeMode(editor, 'markdown');
        await nextFrame();
        bench.editor.remove(editor, el);
        editor = null;
        await sleep(20);
      }
      await sleep(1000); // debounced work (preview timers) finishes
      await nextFrame();
      return { leftInHost: el.childElementCount };
    },

    /**
     * CommonMark examples through getHTML() (one long-lived editor, setMarkdown per example) and,
     * where the adapter offers it, through the markdown preview of a fresh editor per example.
     */
    async commonmark({ examples }) {
      const el = host();
      const side = document.createElement('div');
      document.body.append(side);
      const make = () => bench.editor.create(el, { initialValue: '', previewStyle: 'vertical', height: '400px', previewDelayTime: 0 });
      let editor = make();
      let viaGetHtml = 0;
      let viaPreview = 0;
      let previewMeasured = 0;
      let errors = 0;
      const failedGetHtml = [];
      for (const example of examples) {
        const expected = benchHelpers.normalizeHtml(example.html);
        try {
          bench.editor.setMarkdown(editor, example.markdown);
          if (benchHelpers.normalizeHtml(bench.editor.getHTML(editor)) === expected) viaGetHtml++;
          else failedGetHtml.push(example.number);
        } catch {
          // An editor that threw may be left half-updated: count the example as failed, start afresh.
          errors++;
          failedGetHtml.push(example.number);
          try {
            bench.editor.remove(editor, el);
          } catch {}
          el.innerHTML = '';
          editor = make();
        }
        if (bench.editor.previewHtmlFresh) {
          previewMeasured++;
          try {
            if (benchHelpers.normalizeHtml(bench.editor.previewHtmlFresh(side, example.markdown)) === expected) viaPreview++;
          } catch {
            side.innerHTML = '';
          }
        }
        if (example.number % 25 === 0) await sleep(0);
      }
      bench.editor.remove(editor, el);
      side.remove();
      return { total: examples.length, viaGetHtml, viaPreview, previewMeasured, errors, failedGetHtml };
    },

    /**
     * Round trip markdown -> WYSIWYG -> markdown for each document: once without an edit, once
     * with 'Edited ' typed at the start in WYSIWYG (through the public insertText API).
     */
    async roundTrip({ documents }) {
      // Quality, not loading: kit fetches its WYSIWYG code after the editor is usable, and a
      // changeMode before it arrives is pending (typing then lands in the markdown view).
      await bench.editor.wysiwygCodeLoaded?.();
      const el = host();
      const results = [];
      for (const doc of documents) {
        const result = { name: doc.name };
        for (const edit of [false, true]) {
          let editor;
          try {
            editor = bench.editor.create(el, { initialValue: doc.markdown, previewStyle: 'vertical', height: '400px' });
            bench.editor.changeMode(editor, 'wysiwyg');
            if (edit) {
              bench.editor.moveCursorToStart(editor);
              bench.editor.insertText(editor, 'Edited ');
            }
            bench.editor.changeMode(editor, 'markdown');
            const out = bench.editor.getMarkdown(editor);
            if (edit) {
              result.editKept = out.includes('Edited');
              // The typed word, and the paragraph break after it when it made a paragraph of its own
              // (before an HTML block, which is not editable in place, the cursor starts a new one).
              const stripped = out.replace(/Edited(?: |\n+)?/, '');
              result.editSameStructure =
                result.editKept && JSON.stringify(benchHelpers.markdownSignature(stripped)) === JSON.stringify(benchHelpers.markdownSignature(doc.markdown));
              result.editOut = out;
            } else {
              result.sameStructure = JSON.stringify(benchHelpers.markdownSignature(out)) === JSON.stringify(benchHelpers.markdownSignature(doc.markdown));
              result.identical = out === doc.markdown || out.trimEnd() === doc.markdown.trimEnd();
            }
          } catch (error) {
            result.error = String(error && error.message || error).slice(0, 200);
          } finally {
            try {
              if (editor) bench.editor.remove(editor, el);
            } catch {}
            el.innerHTML = '';
          }
        }
        results.push(result);
        await sleep(0);
      }
      return results;
    },
  };

  window.benchUtil = { now, sleep, nextFrame, rng, responsiveness, whenPreviewShows, settle };
  window.benchScenarios = scenarios;
})();
