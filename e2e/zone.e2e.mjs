// kit in an app that still runs zone.js (projects/zone-app: provideZoneChangeDetection() without
// event coalescing, plain fields in a default-change-detection host). kit's views run outside
// Angular's zone, so typing, pointer moves and scrolling do not make the app check itself over and
// over; what kit's events and the form change still shows, through the zone the app bound them in.
import assert from 'node:assert/strict';
import { codeMirrorText, expectText, test } from './harness.mjs';

async function openZoneApp(page, baseUrl) {
  await page.goto(`${baseUrl}/zone-app/`);
  await page.locator('#editor .cm-content').waitFor();
  // Until the first render's follow-up work (the preview, Quill's prefetch) is over.
  await page.waitForTimeout(1000);
}

const ticks = (page) => page.evaluate(() => window.zoneApp.ticks);
const resetTicks = (page) => page.evaluate(() => (window.zoneApp.ticks = 0));

test('zone.js app: typing shows in the host through the form and the output, at most two change detections per key', async ({ page, baseUrl }) => {
  await openZoneApp(page, baseUrl);
  const state = page.locator('#editor-state');
  await expectText(state, 'start|0|0|false|false');
  await page.locator('#editor .cm-content').click();
  await page.keyboard.press('Control+End');
  await resetTicks(page);
  await page.keyboard.type('abcdefghij', { delay: 40 });
  await expectText(state, 'startabcdefghij|10|0|true|false');
  assert.equal(await codeMirrorText(page.locator('#editor')), 'startabcdefghij');
  // One for the form, one for the bound output (a form alone: one, as zoneless). Before kit's
  // views left Angular's zone: 7 per key here (CodeMirror's beforeinput, keyup, selectionchange
  // and frame each made the app check itself).
  const perKey = (await ticks(page)) / 10;
  console.log(`    change detection runs per key: ${perKey}`);
  assert.ok(perKey <= 2, `change detection runs per key: ${perKey}`);

  // Pointer moves and scrolling over the text and the preview: no reason to check the app.
  const box = await page.locator('#editor .cm-scroller').boundingBox();
  await page.mouse.move(box.x + 10, box.y + 40);
  await resetTicks(page);
  for (let i = 0; i < 30; i++) await page.mouse.move(box.x + 10 + i * 5, box.y + 40 + (i % 10) * 8);
  await page.mouse.wheel(0, 200);
  const preview = await page.locator('#editor .kit-md-preview').boundingBox();
  await page.mouse.move(preview.x + 20, preview.y + 40);
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  assert.equal(await ticks(page), 0, 'change detection runs for pointer moves and scrolling');

  // A popup opened from the text takes focus: the text's blur reaches the host at once (it came
  // while Angular checked the editor, and the host showed it only at the next check).
  await page.locator('#editor [data-name="link"]').click();
  await page.locator('#editor kit-editor-popup input').first().waitFor();
  // (Not touched: focus is still in the editor, in its popup.)
  await expectText(state, 'startabcdefghij|10|1|true|false');
  await page.keyboard.press('Escape');
  // Blur, then WYSIWYG: the outputs and the form still reach the host.
  await page.locator('h1').click();
  await expectText(state, 'startabcdefghij|10|2|true|true');
  await page.locator('#editor .kit-mode-button[data-mode="wysiwyg"]').click();
  await page.locator('#editor .ql-editor').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Z', { delay: 40 });
  await expectText(state, 'startabcdefghijZ|11|2|true|true');
});

test('zone.js app: a page picked in kit-pagination shows in the host', async ({ page, baseUrl }) => {
  await openZoneApp(page, baseUrl);
  const bar = page.locator('#bar');
  await bar.getByRole('link', { name: 'Page 3', exact: true }).click();
  await expectText(page.locator('#bar-state'), 'page 3');
  await bar.getByRole('link', { name: 'Next page', exact: true }).click();
  await expectText(page.locator('#bar-state'), 'page 4');
});
