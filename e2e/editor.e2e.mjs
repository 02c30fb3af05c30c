// Editor: typing, toolbar, shortcuts, modes, preview styles, popups, paste and forms, as a person
// does them on /editor, /editor-features and the plain editor page.
import assert from 'node:assert/strict';
import {
  PNG_BASE64,
  codeMirrorText,
  eventually,
  expectText,
  focusInside,
  focused,
  known,
  paste,
  tabFrom,
  test,
} from './harness.mjs';

const isMac = process.platform === 'darwin';
const mod = isMac ? 'Meta' : 'Control';

/** The parts of one <kit-editor> (or plain editor container). */
function parts(editor) {
  return {
    editor,
    cm: editor.locator('.cm-content'),
    preview: editor.locator('.kit-md-preview'),
    ww: editor.locator('.ql-editor'),
    button: (name) => editor.locator(`[data-kit-toolbar-button][data-name="${name}"]`),
    mode: (mode) => editor.locator(`.kit-mode-button[data-mode="${mode}"]`),
    tab: (name) => editor.locator('.kit-editor-tab', { hasText: name }),
    popup: editor.locator('[role="dialog"].kit-popup'),
  };
}

async function markdownOf(cm) {
  return codeMirrorText(cm);
}

/** Waits until the CodeMirror text satisfies `check` (string: includes, RegExp: test). */
async function expectMarkdown(cm, check, timeout = 5000) {
  return eventually(
    async () => {
      const text = await markdownOf(cm);
      const ok = check instanceof RegExp ? check.test(text) : text.includes(check);
      assert.ok(
        ok,
        `markdown should contain ${check}; it is ${JSON.stringify(text.slice(0, 500))}`,
      );
      return text;
    },
    { timeout },
  );
}

/**
 * Moves keyboard focus from the editor's surroundings to the toolbar button `name` the way a
 * keyboard user does: Tab into the toolbar (one tab stop), then arrow keys.
 */
async function focusToolbarButton(page, section, editorParts, name) {
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
  for (let i = 0; i < 30; i++) {
    f = await focused(page);
    if (f?.dataName === name) return f;
    await page.keyboard.press('ArrowRight');
  }
  assert.fail(`ArrowRight never reached the ${name} button`);
}

test('markdown: typing updates the vertical preview', async ({ open, page }) => {
  await open('/editor');
  const { cm, preview } = parts(page.locator('#markdown kit-editor'));
  await expectText(preview.locator('h1'), 'Release notes');
  await cm.click();
  await page.keyboard.press(`${mod}+Home`);
  await page.keyboard.type('## Typed heading\n\nSome *typed* words and `code`.\n\n');
  await expectMarkdown(cm, '## Typed heading\n\nSome *typed* words and `code`.\n\n# Release notes');
  await expectText(preview.locator('h2').first(), 'Typed heading');
  await expectText(preview.locator('p em').first(), 'typed');
  await expectText(preview.locator('p code').first(), 'code');
  // The preview sits to the right of the source (vertical style).
  const [a, b] = [await cm.boundingBox(), await preview.boundingBox()];
  assert.ok(
    b.x >= a.x + a.width - 2 && Math.abs(b.y - a.y) < 40,
    `preview beside the editor (${JSON.stringify({ a, b })})`,
  );
});

test('markdown: Bold button on a selection, Ctrl+I and Ctrl+B shortcuts', async ({
  open,
  page,
}) => {
  await open('/editor');
  const { cm, preview, button } = parts(page.locator('#markdown kit-editor'));
  await cm.click();
  await page.keyboard.press(`${mod}+Home`);
  await page.keyboard.type('plain word\n\n');
  await page.keyboard.press(`${mod}+Home`);
  await page.keyboard.press('Shift+End');
  await button('bold').click();
  await expectMarkdown(cm, /^\*\*plain word\*\*\n/);
  await expectText(preview.locator('p strong').first(), 'plain word');
  assert.equal(
    await button('bold').getAttribute('aria-pressed'),
    'true',
    'Bold shows pressed inside bold text',
  );
  assert.ok(
    await focusInside(page, '#markdown .cm-content'),
    'clicking a toolbar button keeps the focus in the editor',
  );

  await page.keyboard.press(`${mod}+Home`);
  await page.keyboard.type('shortcut\n');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press(`${mod}+i`);
  await expectMarkdown(cm, /^([*_])shortcut\1\n/);
  await expectText(preview.locator('p em').first(), 'shortcut');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press(`${mod}+b`);
  await expectMarkdown(
    cm,
    /^(\*\*[*_]shortcut[*_]\*\*|[*_]\*\*shortcut\*\*[*_]|\*\*\*shortcut\*\*\*)\n/,
  );
  await eventually(
    async () => (await preview.locator('strong em, em strong').first().innerText()) === 'shortcut',
  );
});

test('WYSIWYG: typing, Bold button on a selection, Ctrl+B and Ctrl+I', async ({ open, page }) => {
  await open('/editor');
  const { ww, button, mode, cm } = parts(page.locator('#wysiwyg kit-editor'));
  await expectText(ww.locator('h1'), 'Release notes');
  await ww.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('wysiwyg words');
  await expectText(ww, 'wysiwyg words');
  await page.keyboard.press('Shift+Home');
  await button('bold').click();
  await expectText(ww.locator('strong').filter({ hasText: 'wysiwyg words' }), 'wysiwyg words');
  // The toolbar state follows a format command at once.
  await eventually(async () => (await button('bold').getAttribute('aria-pressed')) === 'true', {
    timeout: 1500,
    message: 'Bold shows pressed right after Bold on a WYSIWYG selection',
  });
  await page.keyboard.press('ArrowLeft');
  await eventually(async () => (await button('bold').getAttribute('aria-pressed')) === 'true', {
    message: 'Bold shows pressed once the cursor is in bold text',
  });

  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press(`${mod}+i`);
  await page.keyboard.type('slanted');
  await expectText(ww.locator('em').filter({ hasText: 'slanted' }), 'slanted');
  assert.equal(
    await ww.locator('strong em, em strong').filter({ hasText: 'slanted' }).count(),
    0,
    'slanted is italic only',
  );
  await page.keyboard.press(`${mod}+i`);
  await page.keyboard.press(`${mod}+b`);
  await page.keyboard.type(' heavy');
  await expectText(ww.locator('strong').filter({ hasText: 'heavy' }), 'heavy');

  await mode('markdown').click();
  const md = await expectMarkdown(cm, '**wysiwyg words**');
  assert.match(md, /[*_]slanted[*_]/);
  assert.match(md, /\*\*heavy\*\*/);
});

test('mode switch: markdown → WYSIWYG → markdown keeps every byte and reports the mode', async ({
  open,
  page,
}) => {
  // Quill warned "Overwriting formats/list-container" on every page that loaded WYSIWYG.
  const warnings = [];
  page.on('console', (message) => ['warning', 'error'].includes(message.type()) && warnings.push(message.text()));
  await open('/editor');
  const card = page.locator('#markdown');
  const { cm, ww, mode, preview, editor } = parts(card.locator('kit-editor'));
  const before = await markdownOf(cm);
  await mode('wysiwyg').click();
  await expectText(ww.locator('h1'), 'Release notes');
  await expectText(ww.locator('table'), 'CodeMirror 6');
  assert.ok(await ww.isVisible());
  assert.ok(!(await cm.isVisible()), 'the markdown source is hidden in WYSIWYG');
  assert.ok(!(await preview.isVisible()), 'no preview in WYSIWYG');
  assert.equal(await mode('wysiwyg').getAttribute('aria-pressed'), 'true');
  assert.equal(await editor.getAttribute('data-mode'), 'wysiwyg');
  await expectText(card.locator('.demo-note'), 'Last mode change: wysiwyg');
  await mode('markdown').click();
  await expectText(card.locator('.demo-note'), 'Last mode change: markdown');
  assert.ok(await cm.isVisible());
  assert.equal(await markdownOf(cm), before, 'the markdown comes back byte for byte');
  assert.deepEqual(warnings.filter((text) => /quill|Overwriting/i.test(text)), [], 'no warning from Quill');
});

test('preview style: Write/Preview tabs (keyboard too) and vertical on the plain page', async ({
  open,
  page,
}) => {
  await open('/editor');
  const { cm, preview, tab, button } = parts(page.locator('#editor-form kit-editor'));
  assert.ok(await cm.isVisible());
  assert.ok(!(await preview.isVisible()), 'tab style starts on Write');
  await tab('Preview').click();
  await expectText(preview.locator('strong'), 'Hello');
  assert.ok(!(await cm.isVisible()), 'Preview replaces the source');
  assert.equal(await tab('Preview').getAttribute('aria-selected'), 'true');
  assert.equal(
    await button('bold').getAttribute('aria-disabled'),
    'true',
    'toolbar is disabled on the Preview tab',
  );
  await tab('Preview').focus();
  await page.keyboard.press('ArrowLeft');
  await eventually(async () => (await tab('Write').getAttribute('aria-selected')) === 'true');
  if ((await focused(page))?.name !== 'Write') await page.keyboard.press('Enter');
  await eventually(() => cm.isVisible());
  assert.ok(!(await preview.isVisible()));

  await open('/plain-editor.html');
  const plain = parts(page.locator('#editor'));
  const side = async () => {
    const [a, b] = [await plain.cm.boundingBox(), await plain.preview.boundingBox()];
    return a && b && b.x >= a.x + a.width - 2;
  };
  await eventually(side, { message: 'vertical preview beside the source' });
  await page.getByRole('button', { name: "changePreviewStyle('tab')" }).click();
  await eventually(
    async () => (await plain.tab('Write').isVisible()) && !(await plain.preview.isVisible()),
  );
  await plain.tab('Preview').click();
  await expectText(plain.preview.locator('h1'), 'kit editor');
  await page.getByRole('button', { name: "changePreviewStyle('vertical')" }).click();
  await eventually(side, { message: 'back to the vertical preview' });
  assert.equal(await plain.tab('Write').count(), 0, 'no tabs in vertical style');
});

test('popups: heading menu by keyboard, Escape returns focus to the editor', async ({
  open,
  page,
}) => {
  await open('/editor-features');
  const section = page.locator('#toolbar');
  const p = parts(section.locator('kit-editor'));
  await p.cm.locator('.cm-line', { hasText: 'Select some text' }).click();
  await focusToolbarButton(page, section, p, 'heading');
  await page.keyboard.press('Enter');
  await eventually(() => p.popup.isVisible());
  assert.equal(await p.popup.getAttribute('aria-label'), 'Headings');
  assert.equal(await p.button('heading').getAttribute('aria-expanded'), 'true');
  let f = await focused(page);
  assert.equal(f.name, 'Heading 1', 'the menu focuses its first item');
  await page.keyboard.press('Escape');
  await eventually(async () => !(await p.popup.isVisible()));
  assert.ok(await focusInside(page, '#toolbar .cm-content'), 'Escape returns focus to the editor');

  await focusToolbarButton(page, section, p, 'heading');
  await page.keyboard.press('Enter');
  await eventually(() => p.popup.isVisible());
  await page.keyboard.press('ArrowDown');
  f = await focused(page);
  assert.equal(f.name, 'Heading 2');
  await page.keyboard.press('Enter');
  await expectMarkdown(p.cm, '## Select some text and press **Bold**');
  await expectText(p.preview.locator('h2'), 'Select some text and press Bold');
  await eventually(async () => !(await p.popup.isVisible()));
  assert.ok(await focusInside(page, '#toolbar .cm-content'), 'focus is back in the editor');
});

test('popups: link dialog validates, is prefilled from the selection and inserts a link', async ({
  open,
  page,
}) => {
  await open('/editor-features');
  const section = page.locator('#toolbar');
  const p = parts(section.locator('kit-editor'));
  await p.cm.click();
  await page.keyboard.press(`${mod}+End`);
  await page.keyboard.type('read the docs');
  await page.keyboard.press('Shift+Home');
  await focusToolbarButton(page, section, p, 'link');
  await page.keyboard.press('Enter');
  await eventually(() => p.popup.isVisible());
  assert.equal(await p.popup.getAttribute('aria-label'), 'Insert link');
  const url = p.popup.getByLabel('URL');
  const text = p.popup.getByLabel('Link text');
  assert.equal((await focused(page)).tag, 'input', 'the URL field has focus');
  assert.equal(await text.inputValue(), 'read the docs', 'link text comes from the selection');
  await page.keyboard.press('Enter');
  await expectText(p.popup, 'Enter a URL.');
  assert.equal(await url.getAttribute('aria-invalid'), 'true');
  await page.keyboard.type('https://example.com/docs');
  await page.keyboard.press('Enter');
  await expectMarkdown(p.cm, '[read the docs](https://example.com/docs)');
  const link = p.preview.locator('a', { hasText: 'read the docs' });
  await eventually(async () => (await link.getAttribute('href')) === 'https://example.com/docs');
  await eventually(async () => !(await p.popup.isVisible()));
});

test('popups: image dialog tabs by arrow keys and inserts an image by URL', async ({
  open,
  page,
}) => {
  await open('/editor-features');
  const section = page.locator('#toolbar');
  const p = parts(section.locator('kit-editor'));
  await p.cm.click();
  await page.keyboard.press(`${mod}+End`);
  await focusToolbarButton(page, section, p, 'image');
  await page.keyboard.press('Enter');
  await eventually(() => p.popup.isVisible());
  assert.equal(await p.popup.getAttribute('aria-label'), 'Insert image');
  // The File tab opens first, its file field focused; Shift+Tab to the tab list, ArrowRight to URL.
  await eventually(
    async () =>
      (await p.popup.getByRole('tab', { name: 'File' }).getAttribute('aria-selected')) === 'true',
  );
  assert.equal((await focused(page)).tag, 'input', 'the file field has focus');
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(page)).name, 'File');
  await page.keyboard.press('ArrowRight');
  await eventually(
    async () =>
      (await p.popup.getByRole('tab', { name: 'URL' }).getAttribute('aria-selected')) === 'true',
  );
  assert.equal((await focused(page)).name, 'URL', 'focus follows the selected tab');
  await eventually(() => p.popup.getByLabel('Image URL').isVisible());
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).tag, 'input', 'Tab moves from the tab to the URL field');
  await page.keyboard.type('https://example.com/cat.png');
  await page.keyboard.press('Tab');
  await page.keyboard.type('A cat');
  await page.keyboard.press('Enter');
  await expectMarkdown(p.cm, '![A cat](https://example.com/cat.png)');
  await eventually(
    async () =>
      (await p.preview.locator('img[alt="A cat"]').getAttribute('src')) ===
      'https://example.com/cat.png',
  );
});

test('popups: table grid picker by arrow keys inserts a 3-column table', async ({ open, page }) => {
  await open('/editor-features');
  const section = page.locator('#toolbar');
  const p = parts(section.locator('kit-editor'));
  await p.cm.click();
  await page.keyboard.press(`${mod}+End`);
  await focusToolbarButton(page, section, p, 'table');
  await page.keyboard.press('Enter');
  await eventually(() => p.popup.isVisible());
  assert.equal(await p.popup.getAttribute('aria-label'), 'Insert table');
  await expectText(p.popup, 'Columns: 2 × Rows: 2');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expectText(p.popup, 'Columns: 3 × Rows: 3');
  assert.equal(
    await p.popup.locator('.kit-table-grid-cell.kit-is-selected').count(),
    9,
    'the grid shows 3×3 selected',
  );
  await page.keyboard.press('Enter');
  await expectMarkdown(p.cm, /\|[^\n]*\|[^\n]*\|[^\n]*\|\n\|\s*:?-{3,}/);
  await eventually(async () => (await p.preview.locator('table thead th').count()) === 3);
  await eventually(async () => !(await p.popup.isVisible()));
});

test('popups: WYSIWYG code-block language picker by keyboard', async ({ open, page }) => {
  await open('/editor');
  const p = parts(page.locator('#wysiwyg kit-editor'));
  const code = p.ww.locator('.ql-code-block').first();
  await code.click();
  const languageButton = p.editor.locator('.kit-code-language-button');
  await eventually(() => languageButton.isVisible(), {
    message: 'the language button shows on the code block at the cursor',
  });
  await expectText(languageButton, 'ts');
  await languageButton.click();
  await eventually(() => p.popup.isVisible());
  assert.equal(await p.popup.getAttribute('aria-label'), 'Choose language');
  assert.equal((await focused(page)).tag, 'input', 'the language field has focus');
  assert.equal(
    await p.popup.getByRole('combobox').inputValue(),
    'ts',
    'the field shows the current language',
  );
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.type('rus');
  await expectText(p.popup.locator('[role="option"][aria-selected="true"]'), /rust/i);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await eventually(async () => !(await p.popup.isVisible()));
  await expectText(languageButton, /rust/i);
  await p.mode('markdown').click();
  await expectMarkdown(p.cm, /```rust\n/i);
});

test('WYSIWYG table menu: right-click a cell, pick by keyboard; Shift+F10 opens it at the cursor', async ({
  open,
  page,
}) => {
  await open('/editor');
  const p = parts(page.locator('#wysiwyg kit-editor'));
  const cell = p.ww.locator('td', { hasText: 'CodeMirror 6' });
  await cell.click({ button: 'right' });
  const menu = p.editor.locator('kit-editor-popup[data-kind="tableUtils"]');
  await menu.waitFor();
  assert.equal(await menu.getAttribute('aria-label'), 'Table options');
  assert.deepEqual(
    (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim()),
    ['Add row', 'Add col', 'Remove row', 'Remove col', 'Align left', 'Align center', 'Align right', 'Remove table'],
  );
  const box = await menu.boundingBox();
  const cellBox = await cell.boundingBox();
  const pointerY = cellBox.y + cellBox.height / 2;
  assert.ok(
    Math.min(Math.abs(box.y - pointerY), Math.abs(box.y + box.height - pointerY)) < 30,
    'the menu opens at the pointer (downwards, or upwards in the lower half)',
  );
  assert.equal((await focused(page)).name, 'Add row', 'the first entry has focus');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // Add col
  await menu.waitFor({ state: 'detached' });
  await eventually(async () => (await p.ww.locator('tr').first().locator('td').count()) === 3, {
    message: 'a third column appears',
  });
  // The context-menu key (Shift+F10) with the cursor in a cell, then Escape.
  await cell.click();
  await page.keyboard.press('Shift+F10');
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assert.ok((await focused(page)).path.includes('ql-editor'), 'focus is back in the editor');
  await p.mode('markdown').click();
  await expectMarkdown(p.cm, /\| Markdown +\| CodeMirror 6 +\| +\|/);
});

test('paste an image: markdown gets a data: URL image, WYSIWYG shows it, the upload hook runs', async ({
  open,
  page,
}) => {
  await open('/editor');
  const md = parts(page.locator('#markdown kit-editor'));
  await md.cm.click();
  await page.keyboard.press(`${mod}+End`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const images = await md.preview.locator('img').count();
  await paste(page, '#markdown .cm-content', { png: PNG_BASE64 });
  await expectMarkdown(md.cm, /!\[[^\]]*\]\(data:image\/png;base64,/);
  await eventually(
    async () => (await md.preview.locator('img[src^="data:image/png"]').count()) === images + 1,
  );
  const box = await md.preview.locator('img[src^="data:image/png"]').first().boundingBox();
  assert.ok(box && box.width > 0 && box.height > 0, 'the pasted image is visible in the preview');

  const ww = parts(page.locator('#wysiwyg kit-editor'));
  await ww.ww.locator('p').first().click();
  await page.keyboard.press('End');
  await paste(page, '#wysiwyg .ql-editor', { png: PNG_BASE64 });
  await eventually(async () => (await ww.ww.locator('img[src^="data:image/png"]').count()) === 1, {
    message: 'an image appears in WYSIWYG',
  });

  await open('/editor-features');
  const hook = parts(page.locator('#image-hook kit-editor'));
  await hook.cm.click();
  await page.keyboard.press(`${mod}+End`);
  await paste(page, '#image-hook .cm-content', { png: PNG_BASE64 });
  await expectText(
    page.locator('#image-hook .demo-status'),
    /Uploading pasted\.png \(\d+ bytes, from paste\)/,
  );
  await expectText(page.locator('#image-hook .demo-status'), 'Uploaded from paste.');
  await expectMarkdown(hook.cm, /!\[pasted\.png\]\(blob:/);
});

test('paste a spreadsheet table: a GFM table in markdown, a table in WYSIWYG', async ({
  open,
  page,
}) => {
  await open('/editor');
  const md = parts(page.locator('#markdown kit-editor'));
  await md.cm.click();
  await page.keyboard.press(`${mod}+Home`);
  await paste(page, '#markdown .cm-content', {
    text: 'Name\tRole\tSince\nAda\tEngineer\t1843\nGrace\tAdmiral\t1952\n',
  });
  await expectMarkdown(
    md.cm,
    /\| Name +\| Role +\| Since +\|\n\|[ :-]+\|[ :-]+\|[ :-]+\|\n\| Ada +\| Engineer +\| 1843 +\|/,
  );
  const table = md.preview.locator('table', { hasText: 'Grace' });
  await eventually(
    async () => (await table.locator('th').allInnerTexts()).join(',') === 'Name,Role,Since',
  );
  assert.equal(await table.locator('tbody tr').count(), 2);

  const ww = parts(page.locator('#wysiwyg kit-editor'));
  await ww.ww.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await paste(page, '#wysiwyg .ql-editor', { text: 'Name\tRole\nAda\tEngineer\n' });
  const wwTable = ww.ww.locator('table', { hasText: 'Ada' });
  await eventually(() => wwTable.isVisible(), { message: 'a table appears in WYSIWYG' });
  assert.equal(await wwTable.locator('tr').count(), 2);
  assert.deepEqual(
    (await wwTable.locator('tr').first().locator('td, th').allInnerTexts()).map((s) => s.trim()),
    ['Name', 'Role'],
  );
  await ww.mode('markdown').click();
  await expectMarkdown(ww.cm, /\| Name +\| Role +\|\n\|[ :-]+\|[ :-]+\|\n\| Ada +\| Engineer +\|/);
});

test('reactive form on /editor: typing dirties, validators show, submit sends the markdown', async ({
  open,
  page,
}) => {
  await open('/editor');
  const card = page.locator('#editor-form');
  const { cm } = parts(card.locator('kit-editor'));
  const status = card.locator('.demo-status').first();
  await expectText(status, 'valid, pristine, untouched, 22 characters');
  await cm.click();
  await page.keyboard.press(`${mod}+End`);
  await page.keyboard.type(' More.');
  await expectText(status, /valid, dirty, \w+, 28 characters/);
  await card.getByLabel('Title').click();
  await expectText(status, 'dirty, touched');
  await page.keyboard.press('End');
  await page.keyboard.type(' v2');
  await card.getByRole('button', { name: 'Submit' }).click();
  await expectText(card, 'Submitted: {"title":"Notes v2","body":"**Hello** from a form. More."}');

  // required: Submit with an empty body is refused; the error shows in a live region and the
  // editor takes the focus (Submit stays enabled, so a keyboard user reaches it).
  await cm.click();
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.press('Backspace');
  await expectText(status, /invalid .*required/);
  await card.getByRole('button', { name: 'Submit' }).click();
  await expectText(card.locator('#body-error[role=status]'), 'Write a body: it is required.');
  await expectText(card, 'Submitted: {"title":"Notes v2","body":"**Hello** from a form. More."}');
  await eventually(async () => cm.evaluate((el) => el.contains(document.activeElement)), { message: 'the refused submit focuses the editor' });
  assert.equal(await card.locator('kit-editor').getAttribute('aria-labelledby'), 'body-label');
  await card.getByRole('button', { name: 'Set value' }).click();
  await expectMarkdown(cm, '## Reset from code');
  await expectText(status, /^valid/);
  await card.getByRole('button', { name: 'Disable' }).click();
  await eventually(async () => (await cm.getAttribute('contenteditable')) === 'false', {
    message: 'a disabled control makes the editor read-only',
  });
  // The status says so and still counts the text (a disabled control is left out of the form's value).
  await expectText(status, 'disabled, dirty, touched, 18 characters');
});

test('plain editor page: driven only through window.kit', async ({ open, page }) => {
  await open('/plain-editor.html');
  // The page's own editor, through its buttons (which call the instance).
  const own = parts(page.locator('#editor'));
  await expectText(page.locator('#log'), 'load');
  await expectText(own.preview.locator('h1'), 'kit editor');
  await page.getByRole('button', { name: "changeMode('wysiwyg')" }).click();
  await expectText(own.ww.locator('h1'), 'kit editor');
  await expectText(page.locator('#log'), 'changeMode wysiwyg');
  await page.getByRole('button', { name: "changeMode('markdown')" }).click();
  await expectText(page.locator('#log'), 'changeMode markdown');

  // A new editor made with window.kit only.
  await page.evaluate(() => {
    const el = document.createElement('div');
    el.id = 'made-here';
    document.body.append(el);
    window.changes = [];
    window.made = new window.kit.KitEditor({
      el,
      height: '300px',
      previewStyle: 'vertical',
      initialValue: '# Plain\n\nHello **world**\n',
      events: { change: ({ source }) => window.changes.push(source) },
    });
  });
  const made = parts(page.locator('#made-here'));
  await expectText(made.preview.locator('h1'), 'Plain');
  await expectText(made.preview.locator('strong'), 'world');
  await made.cm.click();
  await page.keyboard.press(`${mod}+End`);
  await page.keyboard.type('typed by a person');
  await expectText(made.preview, 'typed by a person');
  assert.ok((await page.evaluate(() => window.made.getMarkdown())).endsWith('typed by a person'));
  assert.ok(await page.evaluate(() => window.changes.length > 0), 'change events fire');
  await page.evaluate(() => window.made.setMarkdown('- [ ] first\n- [x] second\n'));
  await eventually(
    async () => (await made.preview.locator('input[type="checkbox"]').count()) === 2,
  );
  await page.evaluate(() => window.made.changeMode('wysiwyg'));
  await expectText(made.ww, 'second');
  assert.ok(await made.ww.isVisible());
  await page.evaluate(() => window.made.changeMode('markdown'));
  assert.equal(await page.evaluate(() => window.made.getMarkdown()), '- [ ] first\n- [x] second\n');
  assert.match(await page.evaluate(() => window.made.getHtml()), /<li[^>]*>.*first/s);
  await page.evaluate(() => window.made.remove());
  assert.equal(await page.locator('#made-here').innerHTML(), '', 'remove() empties the container');

  // The viewer, through the factory.
  await page.evaluate(() => {
    const el = document.createElement('div');
    el.id = 'viewer-here';
    document.body.append(el);
    window.viewer = window.kit.KitEditor.factory({
      el,
      viewer: true,
      initialValue: '## Viewed\n\n- [ ] tick me\n',
    });
  });
  await expectText(page.locator('#viewer-here h2'), 'Viewed');
  assert.equal(await page.evaluate(() => window.viewer.isViewer()), true);
  const box = page.locator('#viewer-here input[type="checkbox"]');
  await box.click();
  await eventually(
    async () =>
      (await page.evaluate(() => window.viewer.getMarkdown?.() ?? '')).includes('[x] tick me') ||
      (await box.isChecked()),
  );
});

/**
 * Makes a WYSIWYG editor of `markdown` on the plain editor page through `window.kit` only, in a
 * new container `#id` (the page's own editor removed first), as `window[id]`; returns its parts.
 */
async function plainWysiwygEditor(page, id, markdown) {
  await page.evaluate(
    ([id, markdown]) => {
      document.querySelector('#editor').remove();
      const el = document.createElement('div');
      el.id = id;
      document.body.append(el);
      window[id] = new window.kit.KitEditor({ el, height: '300px', initialEditType: 'wysiwyg', initialValue: markdown });
    },
    [id, markdown],
  );
  return parts(page.locator(`#${id}`));
}

/** The list numbers Chromium draws on the page (Quill's CSS counters), read from its accessibility tree. */
async function drawnListNumbers(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => node.role?.value === 'StaticText' && /^\d+$/.test(node.name?.value ?? ''))
      .map((node) => node.name.value);
  } finally {
    await cdp.detach();
  }
}

test('WYSIWYG: an ordered list that starts at 3 is drawn from 3, Enter counts on, the OL button shows it', async ({
  open,
  page,
}) => {
  await open('/plain-editor.html');
  // (The page's own editor goes first: only this list's numbers are on the page.)
  const editor = await plainWysiwygEditor(page, 'numbered', '3. three\n4. four\n\ntext\n\n1. one\n2. two');
  await expectText(editor.ww, 'four');
  await eventually(async () => {
    assert.deepEqual(await drawnListNumbers(page), ['3', '4', '1', '2']);
    return true;
  });
  await editor.ww.getByText('three').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('split');
  await eventually(async () => {
    assert.deepEqual(await drawnListNumbers(page), ['3', '4', '5', '1', '2']);
    return true;
  });
  assert.equal(await editor.button('ol').getAttribute('aria-pressed'), 'true');
  assert.equal(await editor.button('ul').getAttribute('aria-pressed'), 'false');
  assert.equal(
    await page.evaluate(() => window.numbered.getMarkdown()),
    '3. three\n4. split\n5. four\n\ntext\n\n1. one\n2. two',
  );
});

test('WYSIWYG: an ordered list after a quote, code block, rule or raw HTML block is drawn from 1; blocks inside an item keep the count', async ({
  open,
  page,
}) => {
  await open('/plain-editor.html');
  const markdown = [
    '1. a\n2. b', '> q', '1. c', '```\ncode\n```', '1. d', '***', '1. f', '<div>raw</div>', '1. g',
    'text', '1. one\n\n   > quote in item\n\n2. two\n\n   ```\n   code in item\n   ```\n\n3. three\n\n   | t |\n   | - |\n   | x |\n\n4. four',
  ].join('\n\n');
  const editor = await plainWysiwygEditor(page, 'separated', markdown);
  await expectText(editor.ww, 'four');
  // Before the fix the lists after a quote or code block went on counting (3., 4.).
  await eventually(async () => {
    assert.deepEqual(await drawnListNumbers(page), ['1', '2', '1', '1', '1', '1', '1', '2', '3', '4']);
    return true;
  });
  assert.equal(await page.evaluate(() => window.separated.getMarkdown()), markdown);
});

test('WYSIWYG: Backspace at the start of a paragraph joins it to the one before, and the markdown follows', async ({
  open,
  page,
}) => {
  await open('/plain-editor.html');
  const editor = await plainWysiwygEditor(page, 'joined', '# head\n\npara one\n\npara two\n\nlast');
  await editor.ww.getByText('para two').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(' more');
  await expectText(editor.ww, 'para one morepara two');
  assert.equal(
    await page.evaluate(() => window.joined.getMarkdown()),
    '# head\n\npara one morepara two\n\nlast',
  );
  await editor.ww.getByText('para one').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Backspace'); // into the heading: Quill keeps the heading
  assert.equal(
    await page.evaluate(() => window.joined.getMarkdown()),
    '# headpara one morepara two\n\nlast',
  );
  await page.evaluate(() => window.joined.changeMode('markdown'));
  assert.equal(await codeMirrorText(page.locator('#joined .cm-content')), '# headpara one morepara two\n\nlast');
});

test('WYSIWYG: a real click on a task checkbox toggles it and focuses the editor; a click below a final table puts the cursor after it', async ({
  open,
  page,
}) => {
  await open('/plain-editor.html');
  const markdown = '- [ ] task\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n';
  const editor = await plainWysiwygEditor(page, 'clicks', markdown);
  await expectText(editor.ww, 'task');
  await page.evaluate(() => document.activeElement?.blur()); // the new editor took the focus (autofocus)
  const box = await editor.ww.locator('li').first().boundingBox();
  await page.mouse.click(box.x + 4, box.y + box.height / 2); // the checkbox is drawn before the text
  assert.equal(await editor.ww.locator('li').first().getAttribute('data-list'), 'checked');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('ql-editor')), true);
  assert.equal(await page.evaluate(() => window.clicks.getMarkdown()), markdown.replace('[ ]', '[x]'));

  const table = await editor.ww.locator('table').boundingBox();
  await page.mouse.click(table.x + 10, table.y + table.height + 30);
  assert.equal(await page.evaluate(() => window.clicks.getMarkdown()), markdown.replace('[ ]', '[x]'));
  await page.keyboard.type('after');
  await eventually(async () => {
    assert.match(await page.evaluate(() => window.clicks.getMarkdown()), /\| 1 +\| 2 +\|\n\nafter\n?$/);
    return true;
  });
});

test('plain editor page: WYSIWYG asked for before its code has arrived switches when it does', async ({ open, page }) => {
  // WYSIWYG's code (Quill with kit's view, formats and stylesheet) is one chunk loaded on demand:
  // hold it back, as a slow network would, and switch while it is still on its way.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const engineRequests = [];
  await page.route('**/chunk-*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('kit-wysiwyg-styles')) {
      engineRequests.push(route.request().url());
      await held;
    }
    await route.fulfill({ response, body });
  });
  await open('/plain-editor.html');
  const own = parts(page.locator('#editor'));
  await expectText(own.preview.locator('h1'), 'kit editor');
  await own.mode('wysiwyg').click();
  await eventually(async () => (await own.mode('wysiwyg').getAttribute('aria-pressed')) === 'true', {
    message: 'the mode switches at once',
  });
  await eventually(async () => engineRequests.length === 1, { message: 'the WYSIWYG chunk was asked for' });
  assert.equal(await own.ww.count(), 0, 'no WYSIWYG area before its code has arrived');
  release();
  await expectText(own.ww.locator('h1'), 'kit editor');
  assert.equal(await own.ww.evaluate((el) => getComputedStyle(el).whiteSpace), 'pre-wrap', "the WYSIWYG stylesheet (Quill's core rules) came with it");
  await own.mode('markdown').click();
  await own.mode('wysiwyg').click();
  await expectText(own.ww.locator('h1'), 'kit editor');
  assert.equal(engineRequests.length, 1, 'fetched once');
  await page.unroute('**/chunk-*.js');
});
