// Pagination: what a person sees and does on /pagination and on the plain page.
import assert from 'node:assert/strict';
import {
  assertVisibleFocus,
  eventually,
  expectText,
  focused,
  tabFrom,
  test,
  textOf,
} from './harness.mjs';

/** The page number the bar marks as current (aria-current="page"), as a person reading it sees it. */
async function currentPage(bar) {
  const current = bar.locator('[aria-current="page"]');
  assert.equal(await current.count(), 1, 'exactly one current page');
  return Number((await current.innerText()).replace(/\D+/g, ''));
}

test('mouse: page links, next, last and first move the bar and the list', async ({
  open,
  page,
}) => {
  await open('/pagination');
  const card = page.locator('#basic');
  const bar = card.locator('kit-pagination');
  assert.equal(await currentPage(bar), 1);
  await expectText(card.locator('.demo-list'), 'Article #1');

  await bar.getByRole('link', { name: 'Page 3', exact: true }).click();
  await expectText(card.locator('.demo-status'), 'Current page: 3');
  assert.equal(await currentPage(bar), 3);
  await expectText(card.locator('.demo-list'), 'Article #21');

  await bar.getByRole('link', { name: 'Next page', exact: true }).click();
  await expectText(card.locator('.demo-status'), 'Current page: 4');
  assert.equal(await currentPage(bar), 4);

  await bar.getByRole('link', { name: 'Last page' }).click();
  await expectText(card.locator('.demo-status'), 'Current page: 50');
  assert.equal(await currentPage(bar), 50);
  await expectText(card.locator('.demo-list'), 'Article #491');
  // On the last page "next" and "last" are shown disabled.
  assert.equal(await bar.locator('[data-kit-item="next"]').getAttribute('aria-disabled'), 'true');
  assert.equal(await bar.locator('[data-kit-item="last"]').getAttribute('aria-disabled'), 'true');

  await bar.getByRole('link', { name: 'Previous pages, go to page 40' }).click();
  await expectText(card.locator('.demo-status'), 'Current page: 40');

  await bar.getByRole('link', { name: 'First page' }).click();
  await expectText(card.locator('.demo-status'), 'Current page: 1');
  assert.equal(await currentPage(bar), 1);
  // A plain click moves in place: the URL does not follow the "#" links.
  assert.ok(page.url().endsWith('/pagination'), page.url());
});

test('keyboard: Tab reaches the bar once, arrows move focus, Enter moves, focus stays, the move is announced', async ({
  open,
  page,
}) => {
  await open('/pagination');
  const card = page.locator('#basic');
  const bar = card.locator('kit-pagination');
  await tabFrom(page, card.locator('.demo-note'));
  let f = await assertVisibleFocus(page, 'Tab into the bar');
  assert.equal(f.current, 'page', 'Tab lands on the current page');
  assert.equal(f.name, 'Page 1');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  f = await assertVisibleFocus(page, 'ArrowRight twice');
  assert.equal(f.name, 'Page 3');
  await page.keyboard.press('Enter');
  await expectText(card.locator('.demo-status'), 'Current page: 3');
  assert.equal(await currentPage(bar), 3);
  f = await focused(page);
  assert.ok(
    f && f.path.includes('#basic > kit-pagination'),
    `focus stays in the bar after a move (${f?.path})`,
  );
  await assertVisibleFocus(page, 'after Enter');
  // kit's polite live region (pagination-announcer.ts) says where we are.
  await expectText(page.locator('.kit-live-announcer'), 'Page 3 of 50');

  await page.keyboard.press('End');
  f = await assertVisibleFocus(page, 'End');
  assert.equal(f.name, 'Last page');
  await page.keyboard.press(' ');
  await expectText(card.locator('.demo-status'), 'Current page: 50');

  await page.keyboard.press('Home');
  f = await assertVisibleFocus(page, 'Home');
  assert.equal(f.name, 'First page');
  await page.keyboard.press('Enter');
  await expectText(card.locator('.demo-status'), 'Current page: 1');

  // The bar is a single tab stop: the next Tab leaves it.
  await page.keyboard.press('Tab');
  f = await focused(page);
  assert.ok(
    !f || !f.path.includes('#basic > kit-pagination'),
    `one Tab leaves the bar (focus is on ${f?.path})`,
  );
});

test('cancelled move: the events example refuses page 5 and says so', async ({ open, page }) => {
  await open('/pagination');
  const card = page.locator('#events');
  const bar = card.locator('kit-pagination');
  const log = card.locator('.demo-log');
  await expectText(log, 'Try page 5.');

  await bar.getByRole('link', { name: 'Page 5', exact: true }).click();
  await expectText(log, 'beforeMove 5: refused (members only)');
  assert.equal(await currentPage(bar), 1, 'the refused move leaves page 1 current');
  assert.ok(!(await textOf(log)).includes('afterMove 5'));

  await bar.getByRole('link', { name: 'Page 4', exact: true }).click();
  await expectText(log, 'afterMove 4');
  assert.equal(await currentPage(bar), 4);

  // "Next page" from 4 is page 5 again: still refused.
  await bar.getByRole('link', { name: 'Next page', exact: true }).click();
  await eventually(async () => (await textOf(log)).split('refused').length === 3);
  assert.equal(await currentPage(bar), 4);
});

test('form-bound pagination: clicks dirty the form, setValue moves silently, submit sends the page, disable disables', async ({
  open,
  page,
}) => {
  await open('/pagination');
  const card = page.locator('#forms');
  const bar = card.locator('kit-pagination');
  const status = card.locator('.demo-status').first();
  assert.equal(await currentPage(bar), 3, 'the control value 3 shows as the current page');
  await expectText(status, 'pristine');

  await card.getByRole('button', { name: 'Set page 7' }).click();
  assert.equal(await eventually(async () => (await currentPage(bar)) === 7 && 7), 7);
  await expectText(status, '"page": 7');
  await expectText(status, 'pristine');

  await bar.getByRole('link', { name: 'Page 9', exact: true }).click();
  await expectText(status, '"page": 9');
  await expectText(status, 'dirty');
  // Focus leaving the bar marks it touched.
  await card.getByRole('textbox', { name: 'Search' }).click();
  await expectText(status, /dirty, touched/);

  await card.getByRole('button', { name: 'Submit' }).click();
  await expectText(card, 'Submitted: {"query":"kit","page":9}');

  await card.getByRole('button', { name: 'Disable pagination' }).click();
  await eventually(
    async () =>
      (await bar.locator('a[href]').count()) === 0 ||
      (await bar.locator('[aria-disabled="true"]').count()) >= 10,
  );
  await bar.getByText('10', { exact: true }).click({ force: true });
  assert.equal(await currentPage(bar), 9, 'a disabled bar does not move');
  await card.getByRole('button', { name: 'Enable pagination' }).click();
  await bar.getByRole('link', { name: 'Page 10', exact: true }).click();
  await expectText(status, '"page": 10');
});

test('plain page: driven only through window.kit', async ({ open, page }) => {
  await open('/plain.html');
  assert.equal(await page.evaluate(() => typeof window.kit.Pagination), 'function');
  // The page's own bar, through its buttons and the instance.
  const bar = page.locator('#pagination');
  assert.equal(await currentPage(bar), 1);
  await page.getByRole('button', { name: 'movePageTo(7)' }).click();
  assert.equal(await currentPage(bar), 7, 'movePageTo updates the DOM before it returns');
  await bar.getByRole('link', { name: 'Page 8', exact: true }).click();
  await expectText(page.locator('#current'), '8');
  await expectText(page.locator('#log'), 'afterMove 8');
  await page.getByRole('button', { name: 'reset(95)' }).click();
  assert.equal(await currentPage(bar), 1);
  assert.equal(await bar.locator('[data-kit-item="page"]').count(), 10);
  await page.getByRole('button', { name: 'setItemsPerPage(5)' }).click();
  await bar.getByRole('link', { name: 'Last page' }).click();
  assert.equal(await currentPage(bar), 19, '95 items at 5 per page: 19 pages');

  // The second bar refuses page 13 through a beforeMove listener returning false.
  const second = page.locator('section.custom [role="navigation"]');
  // Mounting adds kit's classes to the container's own: the page's selectors keep matching.
  assert.equal(await page.locator('.second-pagination').count(), 1, '.second-pagination still matches');
  assert.equal(await page.locator('#pagination.tui-pagination').count(), 1, '#pagination keeps tui-pagination');
  assert.equal(await page.locator('#pagination.kit-pagination').count(), 1, '#pagination has kit-pagination too');
  assert.equal(await currentPage(second), 8);
  await second.getByText('10p', { exact: true }).click();
  assert.equal(await currentPage(second), 10);
  assert.deepEqual(
    await second.locator('[data-kit-item="page"]').allInnerTexts(),
    ['8p', '9p', '10p', '11p', '12p'],
    'centred: 10 in the middle',
  );
  await second.getByText('12p', { exact: true }).click();
  assert.equal(await currentPage(second), 12);
  await second.getByText('13p', { exact: true }).click();
  assert.equal(await currentPage(second), 12, 'page 13 is refused');

  // A new bar, made, moved, listened to and destroyed with window.kit only.
  const result = await page.evaluate(() => {
    const el = document.createElement('div');
    el.id = 'made-here';
    el.textContent = 'original child';
    document.body.append(el);
    const p = new window.kit.Pagination(el, { totalItems: 100, itemsPerPage: 10, visiblePages: 5 });
    const moves = [];
    p.on('afterMove', ({ page }) => moves.push(page));
    p.on('beforeMove', ({ page }) => page !== 9);
    p.movePageTo(4);
    const shown = el.querySelector('[aria-current="page"]')?.textContent;
    p.movePageTo(9);
    window.made = p;
    return { shown, now: p.getCurrentPage(), moves };
  });
  assert.deepEqual(result, { shown: '4', now: 4, moves: [4] });
  const made = page.locator('#made-here');
  await made.getByRole('link', { name: 'Next page', exact: true }).click();
  assert.equal(await currentPage(made), 5);
  assert.equal(await page.evaluate(() => window.made.getCurrentPage()), 5);
  await page.evaluate(() => window.made.destroy());
  await expectText(made, 'original child');
  assert.equal(await made.locator('[data-kit-item]').count(), 0);
});

test('jump-to field: Enter, leaving it, Shift+Tab and arrows move; a press on a page of the bar wins', async ({ open, page }) => {
  await open('/pagination');
  const card = page.locator('#beyond');
  const bar = card.locator('kit-pagination').first();
  const field = bar.getByRole('spinbutton');
  const status = card.locator('.demo-status').first();
  await expectText(status, 'page 1,');
  // Typed, then Enter.
  await field.click();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expectText(status, 'page 7,');
  assert.equal(await field.inputValue(), '');
  // Typed, then Tab out of the bar (a phone keypad's Done leaves the field as this does).
  await field.click();
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expectText(status, 'page 12,');
  // Typed, then Shift+Tab to the size selector: the number still counts.
  await field.click();
  await page.keyboard.type('3');
  await page.keyboard.press('Shift+Tab');
  await expectText(status, 'page 3,');
  // The arrows start from the current page and move only when the field is left.
  await field.click();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await field.inputValue(), '5');
  await expectText(status, 'page 3,');
  await page.keyboard.press('Tab');
  await expectText(status, 'page 5,');
  // Typed, then a click on a page of the bar: that page, and the field is emptied.
  await field.click();
  await page.keyboard.type('9');
  await bar.getByRole('link', { name: 'Page 4', exact: true }).click();
  await expectText(status, 'page 4,');
  assert.equal(await field.inputValue(), '');
  // Text that is no number ("e") is gone once the field is left; the bar stays.
  await field.click();
  await page.keyboard.type('e');
  assert.equal(await field.evaluate((input) => input.validity.badInput), true);
  await page.keyboard.press('Tab');
  assert.equal(await field.evaluate((input) => input.validity.badInput), false, 'the field still shows "e"');
  await expectText(status, 'page 4,');
});
