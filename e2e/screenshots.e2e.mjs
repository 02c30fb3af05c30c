// README screenshots of the main states, saved to docs/images/ by every run (1100 px wide
// viewport, element screenshots, caret hidden). Each asserts the state it shows first.
import assert from 'node:assert/strict';
import { eventually, expectText, saveScreenshot, test } from './harness.mjs';

test('pagination page', async ({ open, page }) => {
  await open('/pagination');
  const basic = page.locator('#basic');
  await basic.locator('kit-pagination').getByRole('link', { name: 'Page 3', exact: true }).click();
  await expectText(basic.locator('.demo-status'), 'Current page: 3');
  await page
    .locator('#events kit-pagination')
    .getByRole('link', { name: 'Page 5', exact: true })
    .click();
  await expectText(page.locator('#events .demo-log'), 'refused');
  await page.mouse.move(0, 0);
  await saveScreenshot(page.locator('demo-pagination-page'), 'pagination.png');
});

test('editor: markdown with the vertical preview', async ({ open, page }) => {
  await open('/editor');
  const editor = page.locator('#markdown kit-editor');
  await expectText(editor.locator('.kit-md-preview h1'), 'Release notes');
  await eventually(async () => (await editor.locator('.kit-md-preview table td').count()) >= 4);
  await eventually(
    async () =>
      (await editor
        .locator('.kit-md-preview pre .tok-keyword, .kit-md-preview pre [class*="tok-"]')
        .count()) > 0,
    { message: 'code highlighted' },
  );
  await saveScreenshot(editor, 'editor-markdown.png');
});

test('editor: WYSIWYG', async ({ open, page }) => {
  await open('/editor');
  const editor = page.locator('#wysiwyg kit-editor');
  await expectText(editor.locator('.ql-editor h1'), 'Release notes');
  await expectText(editor.locator('.ql-editor table'), 'CodeMirror 6');
  await saveScreenshot(editor, 'editor-wysiwyg.png');
});

test('editor: a popup open (table grid)', async ({ open, page }) => {
  await open('/editor-features');
  const section = page.locator('#toolbar');
  const editor = section.locator('kit-editor');
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await editor.locator('[data-name="table"]').click();
  const popup = editor.locator('[role="dialog"]');
  await popup.waitFor();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expectText(popup, 'Columns: 3 × Rows: 3');
  await saveScreenshot(section, 'editor-popup.png');
});

test('editor: dark theme, German UI', async ({ open, page }) => {
  await open('/editor-features');
  const section = page.locator('#i18n');
  await section.getByLabel('Dark theme').check();
  await section.getByLabel('Language').selectOption('de_DE');
  await eventually(async () =>
    (await section.locator('kit-editor').getAttribute('class')).includes('kit-theme-dark'),
  );
  await eventually(
    async () =>
      (await section.locator('[data-name="bold"]').getAttribute('aria-label')) !== 'Bold (Ctrl+B)',
    { message: 'German tooltips' },
  );
  await expectText(section.locator('.kit-editor-tab').first(), /\S/);
  await page.mouse.move(0, 0);
  await saveScreenshot(section, 'editor-dark-i18n.png');
});

test('viewer', async ({ open, page }) => {
  await open('/editor-features');
  const section = page.locator('#viewer');
  await expectText(section.locator('kit-viewer h3'), 'Release checklist');
  const boxes = section.locator('kit-viewer input[type="checkbox"]');
  assert.equal(await boxes.count(), 2);
  await boxes.nth(1).click();
  await expectText(section.locator('.demo-status'), 'Checkbox changes: 1');
  assert.ok(await boxes.nth(1).isChecked());
  await page.mouse.move(0, 0);
  await saveScreenshot(section, 'viewer.png');
});
