// Accessibility: axe-core on every page, both editor modes and every popup open (zero serious or
// critical violations), plus what axe cannot see: every control reachable and operable by keyboard
// alone, a visible focus indicator, and a name on everything focusable.
import assert from 'node:assert/strict';
import {
  assertAccessible as audit,
  assertVisibleFocus,
  eventually,
  focused,
  focusInside,
  known,
  tabFrom,
  test,
} from './harness.mjs';

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

// KNOWN: serious/critical axe findings in kit's own markup (and one in the demo's content), reported
// to the team. Each entry matches a rule and a substring of the node's selector or markup; every
// other serious or critical node still fails its test. Remove an entry once the fix lands.
const KNOWN = [
  {
    rule: 'label-content-name-mismatch',
    match: 'data-kit-item',
    note: 'pagination items: aria-label replaces the visible text ("prev" icon text vs "Previous page"; template text "6p" vs "Page 6", "‹ Prev" vs "Previous page") — projects/kit/pagination',
  },
  {
    rule: 'color-contrast',
    match: 'kit-mode-button',
    note: 'inactive mode-switch button #777 on #fafafa = 4.29:1 (needs 4.5) — editor.component.css',
  },
  {
    rule: 'color-contrast',
    match: 'kit-editor-tab',
    note: 'inactive Write/Preview tab #777 on #fff = 4.47:1 — editor.component.css',
  },
  {
    rule: 'color-contrast',
    match: 'kit-md-mark',
    note: 'markdown markup in the source (table delimiter rows) #777 on #fff = 4.47:1 — markdown-view highlight style',
  },
  {
    rule: 'color-contrast',
    match: 'kit-code-',
    note: 'fenced-code highlighting in the markdown source (#50a14f strings 3.2:1) — markdown-view highlight style',
  },
  {
    rule: 'color-contrast',
    match: 'tok-',
    note: 'preview/viewer code highlighting on #f6f7f9: #50a14f 2.99, #c18401 2.98, #e45649 3.42, #4078f2 3.77 — code-highlighter palette',
  },
  {
    rule: 'color-contrast',
    match: '> blockquote',
    note: 'WYSIWYG blockquote text #777 on #fff = 4.47:1 — editor.component.css',
  },
  {
    rule: 'color-contrast',
    match: 'kit-popup-label',
    note: 'popup field labels #777 on #fff = 4.47:1 — popups/popup.css',
  },
  {
    rule: 'color-contrast',
    match: 'kit-table-size',
    note: 'table popup size label #777 on #fff = 4.47:1 — popups/popup.css',
  },
  {
    rule: 'color-contrast',
    match: 'kit-color-custom',
    note: 'colour popup "Custom color" label #777 on #fff = 4.47:1 — color-syntax popup css',
  },
  {
    rule: 'color-contrast',
    match: 'kit-language-option',
    note: 'active language option #515ce6 on #e4e7fb = 4.25:1 — popups/popup.css',
  },
  {
    rule: 'label',
    match: 'disabled="" type="checkbox"',
    note: 'task-list checkboxes in the preview (disabled <input type=checkbox>) have no accessible name — editor-preview / convertor',
  },
  {
    rule: 'scrollable-region-focusable',
    match: 'kit-md-preview',
    note: 'the scrolling preview region cannot be reached or scrolled by keyboard (needs tabindex="0")',
  },
  {
    rule: 'scrollable-region-focusable',
    match: '<pre>',
    note: 'preview code blocks that scroll sideways are not focusable (tabindex="0" on <pre>, or wrap)',
  },
  {
    rule: 'scrollable-region-focusable',
    match: 'cm-scroller',
    note: 'CodeMirror scroller: axe does not count the contenteditable .cm-content as focusable; EditorView.contentAttributes.of({tabindex: "0"}) satisfies it',
  },
  {
    rule: 'image-alt',
    match: 'src="x"',
    note: 'demo content, not kit: the viewer example\'s sample <img src="x"> has no alt (projects/demo viewer-example.ts)',
  },
];
const assertAccessible = (page, label, options = {}) =>
  audit(page, label, { known: KNOWN, ...options });

/** Switches every editor on the page to `mode` with its mode switch and waits for it. */
async function switchAll(page, mode) {
  const editors = page.locator('kit-editor');
  for (let i = 0; i < (await editors.count()); i++) {
    const editor = editors.nth(i);
    if (!(await editor.locator(`.kit-mode-button[data-mode="${mode}"]`).count())) continue;
    await editor.locator(`.kit-mode-button[data-mode="${mode}"]`).click();
    await eventually(async () => (await editor.getAttribute('data-mode')) === mode);
  }
  await eventually(
    async () =>
      (await page.locator('kit-editor .ql-editor:visible').count()) > 0 === (mode === 'wysiwyg'),
  );
}

test('axe: /pagination', async ({ open, page }) => {
  await open('/pagination');
  await assertAccessible(page, '/pagination');
  // Disabled bar too (the forms example).
  await page.locator('#forms').getByRole('button', { name: 'Disable pagination' }).click();
  await assertAccessible(page, '/pagination (disabled bar)', { include: '#forms' });
});

test('axe: /editor in markdown, then every editor in WYSIWYG', async ({ open, page }) => {
  await open('/editor');
  await page.locator('#markdown .kit-md-preview h1').waitFor();
  await assertAccessible(page, '/editor markdown');
  await page.locator('#editor-form .kit-editor-tab', { hasText: 'Preview' }).click();
  await assertAccessible(page, '/editor Preview tab', { include: '#editor-form' });
  await switchAll(page, 'wysiwyg');
  await page.locator('#markdown .ql-editor h1').waitFor();
  await assertAccessible(page, '/editor WYSIWYG');
});

test('axe: /editor-features (light, then dark theme in German), WYSIWYG', async ({
  open,
  page,
}) => {
  await open('/editor-features');
  await page.locator('#viewer h3').waitFor();
  await assertAccessible(page, '/editor-features');
  const i18n = page.locator('#i18n');
  await i18n.getByLabel('Dark theme').check();
  await i18n.getByLabel('Language').selectOption('de_DE');
  await eventually(
    async () => (await i18n.locator('kit-editor').getAttribute('class')).includes('kit-theme-dark'),
    { message: 'the dark theme applies' },
  );
  await eventually(
    async () =>
      (await i18n.locator('.kit-mode-button[data-mode="markdown"]').innerText()) !== 'Markdown' ||
      (await i18n.locator('[data-name="bold"]').getAttribute('aria-label')) !== 'Bold (Ctrl+B)',
    { message: 'the UI follows de_DE' },
  );
  await assertAccessible(page, '/editor-features #i18n dark de_DE', { include: '#i18n' });
  await i18n.getByLabel('Language').selectOption('ar_AR');
  await assertAccessible(page, '/editor-features #i18n dark ar_AR (rtl)', { include: '#i18n' });
  await switchAll(page, 'wysiwyg');
  await assertAccessible(page, '/editor-features WYSIWYG');
});

test('axe: every popup open (heading, link, image File and URL, table, colour, code-block language)', async ({
  open,
  page,
}) => {
  await open('/editor-features');
  const toolbarEditor = page.locator('#toolbar kit-editor');
  const popup = toolbarEditor.locator('[role="dialog"]');
  for (const name of ['heading', 'link', 'image', 'table']) {
    await toolbarEditor.locator('.cm-content').click();
    await toolbarEditor.locator(`[data-name="${name}"]`).click();
    await popup.waitFor();
    await assertAccessible(page, `${name} popup`, { include: '#toolbar' });
    if (name === 'link') {
      await popup.getByRole('button', { name: 'OK' }).click(); // shows the validation errors
      await popup.locator('.kit-popup-error').first().waitFor();
      await assertAccessible(page, 'link popup with errors', { include: '#toolbar' });
    }
    if (name === 'image') {
      await popup.getByRole('tab', { name: 'URL' }).click();
      await popup.getByLabel('Image URL').waitFor();
      await assertAccessible(page, 'image popup, URL tab', { include: '#toolbar' });
    }
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  }
  // colorSyntax's palette popup, in the extensions example.
  const extEditor = page.locator('#extensions kit-editor');
  const colour = extEditor.locator('[data-kit-toolbar-button][data-name*="color" i]');
  if (await colour.count()) {
    await extEditor.locator('.cm-content').click();
    await colour.first().click();
    await extEditor.locator('[role="dialog"]').waitFor();
    await assertAccessible(page, 'colour popup', { include: '#extensions' });
    await page.keyboard.press('Escape');
  } else {
    assert.fail('the extensions example has no colour button');
  }
  // The WYSIWYG code-block language picker.
  await open('/editor');
  const ww = page.locator('#wysiwyg kit-editor');
  await ww.locator('.ql-code-block').first().click();
  await ww.locator('.kit-code-language-button').click();
  await ww.locator('[role="dialog"]').waitFor();
  await assertAccessible(page, 'code-block language popup', { include: '#wysiwyg' });
});

test('axe: plain pages (pagination; editor in markdown and WYSIWYG)', async ({ open, page }) => {
  await open('/plain.html');
  await assertAccessible(page, '/plain.html');
  await open('/plain-editor.html');
  await page.locator('#editor .kit-md-preview h1').waitFor();
  await assertAccessible(page, '/plain-editor.html markdown');
  await page.getByRole('button', { name: "changeMode('wysiwyg')" }).click();
  await page.locator('#editor .ql-editor h1').waitFor();
  await assertAccessible(page, '/plain-editor.html WYSIWYG');
});

/**
 * Walks a toolbar by keyboard: Tab into it, Home, then ArrowRight to the end. Every button must be
 * visited, show visible focus and have a name; the toolbar must be a single tab stop.
 */
async function walkToolbar(page, section) {
  const toolbar = section.locator('kit-editor-toolbar').first();
  const expected = await toolbar
    .locator('[data-kit-toolbar-button]:visible')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
  assert.ok(expected.length > 3, 'the toolbar has buttons');
  await tabFrom(page, section.locator(':scope > h2'));
  let f = await focused(page);
  for (let i = 0; i < 12 && !f?.path.includes('kit-editor-toolbar'); i++) {
    await page.keyboard.press('Tab');
    f = await focused(page);
  }
  assert.ok(
    f?.path.includes('kit-editor-toolbar'),
    `Tab reaches the toolbar (focus is on ${f?.path})`,
  );
  await page.keyboard.press('Home');
  const visited = [];
  for (let i = 0; i < expected.length + 2; i++) {
    f = await assertVisibleFocus(page, `toolbar button ${visited.length + 1}`);
    if (visited.length && (visited.at(-1) === f.dataName || visited[0] === f.dataName)) break; // stops or wraps
    visited.push(f.dataName);
    await page.keyboard.press('ArrowRight');
  }
  assert.deepEqual(visited, expected, 'ArrowRight visits every toolbar button, in order');
  await page.keyboard.press('Home');
  assert.equal((await focused(page)).dataName, expected[0], 'Home goes to the first button');
  await page.keyboard.press('End');
  assert.equal((await focused(page)).dataName, expected.at(-1), 'End goes to the last button');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await focused(page)).dataName, expected.at(-2), 'ArrowLeft goes back');
  // One tab stop: Tab leaves the toolbar. (The roving tabindex follows focus on the next frame.)
  await eventually(
    () => page.evaluate(() => document.activeElement?.getAttribute('tabindex') === '0'),
    { message: 'the focused button becomes the tab stop' },
  );
  await page.keyboard.press('Tab');
  f = await focused(page);
  if (f?.path.includes('kit-toolbar-template')) {
    // KNOWN: a TemplateRef toolbar item keeps its own tab stop and the arrow keys skip it, so the
    // toolbar is two tab stops; the ARIA toolbar pattern wants one tab stop with arrows over all.
    const where = f.path;
    await known(
      'toolbar: a TemplateRef item (demo "Insert date") is a second tab stop, skipped by the arrow keys',
      () =>
        assert.ok(
          !where.includes('kit-toolbar-template'),
          `Tab leaves the toolbar (focus is on ${where})`,
        ),
    );
    await assertVisibleFocus(page, 'template item'); // reachable by Tab, at least
    await page.keyboard.press('Tab');
    f = await focused(page);
  }
  assert.ok(
    !f?.path.includes('kit-editor-toolbar'),
    `Tab leaves the toolbar (focus is on ${f?.path})`,
  );
  return expected;
}

test('keyboard: every toolbar button reachable by Tab then arrows, visibly focused and named', async ({
  open,
  page,
}) => {
  await open('/editor');
  await walkToolbar(page, page.locator('#markdown'));
  await open('/editor-features');
  await walkToolbar(page, page.locator('#toolbar'));
  const names = await walkToolbar(page, page.locator('#extensions'));
  assert.ok(
    names.some((n) => /color/i.test(n)),
    `the colour button is in the walk (${names})`,
  );
  // WYSIWYG toolbar too.
  await open('/editor');
  await walkToolbar(page, page.locator('#wysiwyg'));
});

test('keyboard: a toolbar button works with Enter and Space alone, the editor gets its result', async ({
  open,
  page,
}) => {
  await open('/editor');
  const section = page.locator('#markdown');
  const cm = section.locator('.cm-content');
  await cm.click();
  await page.keyboard.press(`${mod}+Home`);
  await page.keyboard.type('key word');
  await page.keyboard.press('Shift+Home');
  await tabFrom(page, section.locator(':scope > h2'));
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight'); // Bold
  assert.equal((await focused(page)).dataName, 'bold');
  await page.keyboard.press('Space');
  await eventually(async () =>
    (await cm.locator('.cm-line').first().innerText()).startsWith('**key word**'),
  );
  assert.ok(
    await focusInside(page, '#markdown .cm-content'),
    'the command returns focus to the editor',
  );
  // Tab from the toolbar reaches the text, Escape then Tab leaves it for the mode switch.
  await tabFrom(page, section.locator(':scope > h2'));
  await page.keyboard.press('Tab');
  assert.ok(
    await focusInside(page, '#markdown .cm-content'),
    'Tab after the toolbar goes into the markdown text',
  );
  // CodeMirror: Escape then Tab moves focus on (with a selection, the first Escape only collapses it).
  await page.keyboard.press('End');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  let f = await assertVisibleFocus(page, 'Tab out of the markdown text');
  assert.ok(f.path.includes('#markdown'), `focus stays in the editor's controls (${f.path})`);
  for (let i = 0; i < 4 && !f.path.includes('kit-mode-switch'); i++) {
    await page.keyboard.press('Tab');
    f = await assertVisibleFocus(page, 'Tab towards the mode switch');
  }
  assert.ok(f.path.includes('kit-mode-switch'), `the mode switch is reachable (${f.path})`);
  await page.keyboard.press('Tab');
  f = await assertVisibleFocus(page, 'WYSIWYG mode button');
  assert.equal(f.name, 'WYSIWYG');
  await page.keyboard.press('Enter');
  await eventually(
    async () => (await section.locator('kit-editor').getAttribute('data-mode')) === 'wysiwyg',
  );
  // In WYSIWYG: into the text and out again without a mouse.
  await tabFrom(page, section.locator(':scope > h2'));
  await page.keyboard.press('Tab');
  assert.ok(
    await focusInside(page, '#markdown .ql-editor'),
    'Tab after the toolbar goes into the WYSIWYG text',
  );
  // Escape then Tab leaves the WYSIWYG text, as in CodeMirror (no keyboard trap, WCAG 2.1.2).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  f = await focused(page);
  assert.ok(f && !f.path.includes('ql-editor'), `Escape then Tab leaves the WYSIWYG text (focus is on ${f?.path})`);
});

test('keyboard: popups are operable and keep focus visible on every control', async ({
  open,
  page,
}) => {
  await open('/editor-features');
  const section = page.locator('#toolbar');
  const editor = section.locator('kit-editor');
  const popup = editor.locator('[role="dialog"]');
  await editor.locator('.cm-content').click();
  await editor.locator('[data-name="link"]').focus();
  await page.keyboard.press('Enter');
  await popup.waitFor();
  // Tab through the whole dialog: every control visibly focused and named, up to Cancel.
  const seen = [];
  for (let i = 0; i < 8; i++) {
    const f = await assertVisibleFocus(page, `link popup control ${i + 1}`);
    assert.ok(
      f.path.includes('kit-popup'),
      `Tab stays in the popup until Cancel (focus is on ${f.path})`,
    );
    seen.push(f.name);
    if (f.name === 'Cancel') break;
    await page.keyboard.press('Tab');
  }
  for (const name of ['URL', 'Link text', 'OK', 'Cancel'])
    assert.ok(seen.includes(name), `${name} reachable by Tab (saw ${seen})`);
  await page.keyboard.press('Enter'); // Cancel
  await popup.waitFor({ state: 'detached' });
  assert.ok(await focusInside(page, '#toolbar .cm-content'), 'Cancel returns focus to the editor');

  await editor.locator('[data-name="table"]').focus();
  await page.keyboard.press('Enter');
  await popup.waitFor();
  await assertVisibleFocus(page, 'table grid');
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  assert.ok(await focusInside(page, '#toolbar .cm-content'));
});

test('keyboard: pagination items, size selector and jump input reachable, focus visible, names present', async ({
  open,
  page,
}) => {
  await open('/pagination');
  const card = page.locator('#beyond');
  const bar = card.locator('kit-pagination').first();
  const expected = await bar
    .locator('[data-kit-item]:not([aria-disabled="true"])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await tabFrom(page, card.locator('h2'));
  await page.keyboard.press('Home');
  const visited = [];
  for (let i = 0; i < expected.length + 2; i++) {
    const f = await assertVisibleFocus(page, `pagination item ${i + 1}`);
    if (visited.at(-1) === f.name) break;
    visited.push(f.name);
    await page.keyboard.press('ArrowRight');
  }
  assert.deepEqual(visited, expected, 'arrows visit every enabled item');
  await page.keyboard.press('Tab');
  let f = await assertVisibleFocus(page, 'page-size selector');
  assert.equal(f.tag, 'select');
  await page.keyboard.press('Tab');
  f = await assertVisibleFocus(page, 'jump-to input');
  assert.equal(f.tag, 'input');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await eventually(
    async () => (await bar.locator('[aria-current="page"]').innerText()).trim() === '12',
    { message: 'jump to 12' },
  );
  assert.ok(await focusInside(page, '#beyond'));
});
