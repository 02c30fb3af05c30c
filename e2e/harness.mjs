// The small test harness of the end-to-end suite: a registry the test files fill with `test()`,
// and the helpers they share (opening a demo page, axe-core, keyboard focus, paste, screenshots).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');
export const root = new URL('..', import.meta.url).pathname;
export const imagesDir = join(root, 'docs/images');

/** Every registered test: { file, name, fn, timeout }. */
export const tests = [];
let currentFile = '';
export function setCurrentFile(file) {
  currentFile = file;
}

/**
 * Registers a test. `fn` gets a context: { page, context, open(path), baseUrl, log(...) }.
 * Each test runs in a fresh browser context (its own storage), 1100×900 viewport.
 */
export function test(name, fn, { timeout = 60_000 } = {}) {
  tests.push({ file: currentFile, name, fn, timeout });
}

/** Polls `fn` (an async predicate or assertion) until it stops throwing and returns truthy. */
export async function eventually(fn, { timeout = 5000, interval = 50, message } = {}) {
  const deadline = Date.now() + timeout;
  let lastError;
  for (;;) {
    try {
      const value = await fn();
      if (value !== false && value !== undefined && value !== null) return value;
      lastError = new Error(message ?? 'condition stayed false');
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      if (message && lastError && !String(lastError.message).includes(message))
        lastError.message = `${message}: ${lastError.message}`;
      throw lastError;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** Text of a locator with whitespace collapsed. */
export async function textOf(locator) {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits until the text of `locator` matches `expected` (string: includes; RegExp: test). */
export async function expectText(locator, expected, timeout = 5000) {
  await eventually(
    async () => {
      const text = await textOf(locator);
      const ok = expected instanceof RegExp ? expected.test(text) : text.includes(expected);
      assert.ok(
        ok,
        `expected ${locator} to show ${expected}, it shows ${JSON.stringify(text.slice(0, 400))}`,
      );
      return true;
    },
    { timeout },
  );
}

/** The text a CodeMirror view shows (one line per .cm-line). */
export async function codeMirrorText(locator) {
  return locator.evaluate((content) =>
    [...content.querySelectorAll('.cm-line')].map((l) => l.textContent).join('\n'),
  );
}

/** What the focused element is: tag, data-name, aria-label, text, and whether focus is visible. */
export async function focused(page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow && style.boxShadow !== 'none';
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    const labels = el.labels
      ? [...el.labels]
          .map((l) => l.textContent)
          .join(' ')
          .trim()
      : '';
    const name =
      el.getAttribute('aria-label') ||
      labelledBy ||
      labels ||
      (el.matches('input, select, textarea') ? '' : el.textContent?.trim()) ||
      el.getAttribute('title') ||
      el.getAttribute('placeholder') ||
      '';
    return {
      tag: el.tagName.toLowerCase(),
      name: name.trim(),
      dataName: el.getAttribute('data-name'),
      item: el.getAttribute('data-kit-item'),
      current: el.getAttribute('aria-current'),
      visibleFocus: Boolean(outline || shadow),
      focusStyle: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
      matchesFocusVisible: el.matches(':focus-visible'),
      path: (() => {
        const parts = [];
        for (let n = el; n && n !== document.body; n = n.parentElement) {
          parts.unshift(
            n.id
              ? `#${n.id}`
              : n.tagName.toLowerCase() +
                  (n.classList.length ? '.' + [...n.classList].slice(0, 2).join('.') : ''),
          );
        }
        return parts.join(' > ');
      })(),
    };
  });
}

/** Asserts that the focused element shows a focus indicator (outline or box-shadow) and has a name. */
export async function assertVisibleFocus(page, what) {
  const f = await focused(page);
  assert.ok(f, `${what}: nothing is focused`);
  assert.ok(
    f.visibleFocus,
    `${what}: the focused element (${f.path}) has no visible focus indicator (${f.focusStyle})`,
  );
  assert.ok(f.name, `${what}: the focused element (${f.path}) has no accessible name`);
  return f;
}

/** Whether the focused element is inside `selector`. */
export function focusInside(page, selector) {
  return page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
}

/**
 * Puts the browser's sequential focus navigation starting point on `locator` (by clicking a
 * non-interactive spot of it) and presses Tab, as a keyboard user continuing from there would.
 */
export async function tabFrom(page, locator, { shift = false } = {}) {
  await locator.click({ position: { x: 2, y: 2 } });
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
}

/** Injects axe-core and audits `context` (default: the whole document). Returns the violations. */
export async function axe(page, label, { include, disableRules = [] } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(
    async ({ include, disableRules }) => {
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const r = await window.axe.run(include ? { include: [include] } : document, {
        rules,
        resultTypes: ['violations'],
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          impact: n.impact,
          summary: n.failureSummary,
          html: n.html.slice(0, 200),
        })),
      }));
    },
    { include, disableRules },
  );
  for (const v of results) {
    console.log(`    axe [${label}] ${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`);
    for (const n of v.nodes)
      console.log(
        `      - ${n.target}\n        ${n.html}\n        ${(n.summary ?? '').replace(/\n/g, '\n        ')}`,
      );
  }
  return results;
}

/**
 * Asserts zero serious or critical axe violations. `known` lists library bugs reported to the team
 * ({rule, match: substring of the node's selector or markup, note}); matching nodes are printed as
 * KNOWN and not counted, every other serious/critical node fails the test.
 */
export async function assertAccessible(page, label, options = {}) {
  const violations = await axe(page, label, options);
  const known = options.known ?? [];
  const serious = [];
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const n of v.nodes) {
      const k = known.find((k) => k.rule === v.id && `${n.target} ${n.html}`.includes(k.match));
      if (k) {
        console.log(`    KNOWN [${label}] ${v.id} on ${n.target}: ${k.note}`);
        knownIssues.push(`axe ${v.id} (${v.impact}): ${k.note}`);
      } else serious.push(`${v.impact} ${v.id} on ${n.target}: ${v.help}`);
    }
  }
  if (process.env.E2E_AXE_SOFT)
    return console.log(`    SOFT [${label}] ${serious.length} serious/critical nodes`);
  assert.deepEqual(serious, [], `${label}: serious or critical axe violations`);
}

/** Dispatches a synthesised paste on the element matching `selector` (inside the page). */
export async function paste(page, selector, { text, html, png } = {}) {
  await page.evaluate(
    ({ selector, text, html, png }) => {
      const target = document.activeElement?.closest(selector)
        ? document.activeElement
        : document.querySelector(selector);
      const data = new DataTransfer();
      if (text !== undefined) data.setData('text/plain', text);
      if (html !== undefined) data.setData('text/html', html);
      if (png) {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
      }
      target.dispatchEvent(
        new ClipboardEvent('paste', {
          clipboardData: data,
          bubbles: true,
          cancelable: true,
          composed: true,
        }),
      );
    },
    { selector, text, html, png },
  );
}

/** A 4×4 red PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGO4IycHRwzEcQDTIxGBFNCZswAAAABJRU5ErkJggg==';

/** Saves a PNG screenshot of `locator` to docs/images/`name`. */
export async function saveScreenshot(locator, name) {
  mkdirSync(imagesDir, { recursive: true });
  const path = join(imagesDir, name);
  await locator.screenshot({ path, animations: 'disabled', caret: 'hide' });
  console.log(`    screenshot docs/images/${name}`);
  return path;
}

/** Library bugs the suite found and reported, printed at the end of the run. */
export const knownIssues = [];

/**
 * A check that fails today because of a reported library bug (mark its call with `// KNOWN:`).
 * `check` throws while the bug is there: the run prints it as KNOWN instead of failing. Once it
 * passes, the run says so, so the marker can become a plain assertion.
 */
export async function known(description, check) {
  try {
    await check();
    console.log(
      `    FIXED? the known issue no longer shows, make it a plain assertion: ${description}`,
    );
  } catch (error) {
    knownIssues.push(description);
    console.log(`    KNOWN: ${description}\n      (${String(error.message).split('\n')[0]})`);
  }
}
