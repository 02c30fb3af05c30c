// Measures the keystroke path of kit's editor in real Chromium: typing 200 characters at the end
// of a 200 KB markdown document with the vertical preview open. For each key: the time from the
// input event to the next frame (Event Timing API, `duration`), and how long after the last key
// the preview shows it. Run: `npm run build && node bench/editor-typing.mjs [--quick]`.
import { chromium } from 'playwright-core';
import { findChromium, HEADLESS_FLAGS } from '../scripts/find-chromium.mjs';
import { serveStatic } from '../scripts/serve-static.mjs';

const quick = process.argv.includes('--quick');
const KEYS = quick ? 60 : 200;
const PREVIEW_STYLE = process.env.KIT_BENCH_PREVIEW ?? 'vertical';
const root = new URL('..', import.meta.url).pathname;

/** A deterministic ~200 KB markdown document: headings, paragraphs, lists, code, tables. */
function document200k() {
  const parts = [];
  let i = 0;
  while (parts.join('\n').length < 200 * 1024) {
    i++;
    parts.push(
      `## Section ${i}`,
      '',
      `Paragraph ${i} with **bold**, *italic*, \`code\` and a [link](https://example.com/${i}). `.repeat(3),
      '',
      `- item ${i}.1\n- item ${i}.2\n  - nested ${i}\n- [x] task ${i}`,
      '',
      '```js',
      `function f${i}(x) { return x * ${i}; }`,
      '```',
      '',
      `| a | b |\n| :-- | --: |\n| ${i} | ${i * 2} |`,
      '',
    );
  }
  return parts.join('\n');
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

const server = await serveStatic(root);
const browser = await chromium.launch({ executablePath: findChromium(), args: HEADLESS_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/bench/pages/editor-typing.html`);
  await page.waitForFunction(() => window.benchReady === true);
  const markdown = document200k();
  await page.evaluate(([md, style]) => {
    window.editor = new kit.KitEditor({
      el: document.getElementById('editor'),
      initialValue: md,
      previewStyle: style,
      height: '800px',
      usageStatistics: false,
    });
    // Event Timing: for each keydown, from the hardware timestamp to the next frame presented.
    window.durations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') window.durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    window.frames = [];
    editor.focus();
    editor.moveCursorToEnd();
  }, [markdown, PREVIEW_STYLE]);
  await page.waitForTimeout(1000); // the first preview render of 200 KB

  // Per-key latency measured in the page: from keydown to the next animation frame.
  await page.evaluate(() => {
    window.keyLatencies = [];
    document.addEventListener('keydown', () => {
      const start = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.keyLatencies.push(performance.now() - start)));
    }, true);
  });
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
  }
  const typedAt = await page.evaluate(() => performance.now());
  const previewLag = await page.evaluate(async (since) => {
    const tail = editor.getMarkdown().slice(-20);
    const preview = document.querySelector('.kit-md-preview');
    while (!preview.textContent.includes(tail.trim().slice(-10))) await new Promise((r) => setTimeout(r, 5));
    return performance.now() - since;
  }, typedAt);
  const latencies = await page.evaluate(() => window.keyLatencies);
  // Event Timing reports only events of 16 ms or more (its minimum threshold); faster keys count as 16.
  const timings = await page.evaluate((keys) => {
    const slow = window.durations;
    return [...slow, ...Array(Math.max(0, keys - slow.length)).fill(16)];
  }, KEYS);
  const e = stats(timings);
  const length = await page.evaluate(() => editor.getMarkdown().length);
  const s = stats(latencies);
  console.log(`kit editor, ${(markdown.length / 1024).toFixed(0)} KB, vertical preview, ${KEYS} keys`);
  console.log(`  Event Timing keydown duration (input to next paint): median ${e.median.toFixed(1)} ms, p95 ${e.p95.toFixed(1)} ms, max ${e.max.toFixed(1)} (${timings.length} keys, ${timings.filter((t) => t > 16).length} over 16 ms)`);
  console.log(`  keydown -> rAF -> task (page clock): median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}`);
  console.log(`  last key -> preview shows it: ${previewLag.toFixed(0)} ms`);
  console.log(`  document length after typing: ${length} (expected ${markdown.length + KEYS})`);
} finally {
  await browser.close();
  await server.close();
}
