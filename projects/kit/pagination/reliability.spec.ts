import * as fc from 'fast-check';
import { ready } from 'kit-ui/core';
import { Pagination } from './pagination';
import { KitBeforeMoveEvent } from './pagination-events';
import { PlainPagination } from './pagination-plain';

/*
 * Reliability under abuse (issue 5, section 4): seeded, bounded random sequences of moves (any
 * integer, in or out of range), option changes, resets and DOM clicks on a plain `Pagination`,
 * with `beforeMove` handlers that sometimes refuse. After every step the page is in range, the
 * DOM shows it with the right window of page links, and `afterMove` fired exactly for real moves.
 *
 * The expected window is a model of the tui-pagination rules written out here (not imported), so
 * the DOM is checked against an independent statement of them.
 */

const SEED = 20261121;
// No endOnFailure: a failure is shrunk to a minimal sequence (it only costs time when something fails).
const RUNS = 300;

interface Config {
  totalItems: number;
  itemsPerPage: number;
  visiblePages: number;
  centerAlign: boolean;
  page: number;
  hrefTemplate: string | null;
}

/** How a `beforeMove` handler decides: refuse pages `p` with `p % mod === rest`; `mode` is how it refuses. */
interface Refusal {
  mod: number;
  rest: number;
  mode: 'returnFalse' | 'preventDefault';
}

type ClickTarget = 'first' | 'prev' | 'next' | 'last' | 'more-prev' | 'more-next' | 'page' | 'current';

type Action =
  | { k: 'move'; page: number }
  | { k: 'total'; items: number }
  | { k: 'perPage'; items: number }
  | { k: 'reset'; items: number | undefined }
  | { k: 'click'; target: ClickTarget; pick: number }
  | { k: 'refuse'; refusal: Refusal | null };

/** What the bar should show, by the tui-pagination rules (block mode, or centred). */
function expectedWindow(page: number, last: number, visible: number, centred: boolean) {
  const blockIndex = (p: number) =>
    centred ? Math.min(Math.max(p - Math.floor(visible / 2), 1), last - visible + 1) : Math.ceil(p / visible);
  const index = blockIndex(page);
  const lastIndex = blockIndex(last);
  let left: number;
  let right: number;
  if (centred) {
    left = Math.max(page - Math.floor(visible / 2), 1);
    right = left + visible - 1;
    if (right > last) {
      left = Math.max(last - visible + 1, 1);
      right = last;
    }
  } else {
    left = (index - 1) * visible + 1;
    right = Math.min(index * visible, last);
  }
  const pages = Array.from({ length: right - left + 1 }, (_, i) => left + i);
  const prevMore = index > 1 ? (centred ? index - 1 : (index - 1) * visible) : null;
  const nextMore = index < lastIndex ? (centred ? index + visible : index * visible + 1) : null;
  return { pages, prevMore, nextMore };
}

const items = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>(':scope > [data-kit-item]'));
const disabled = (item: HTMLElement | undefined) => item?.getAttribute('aria-disabled') === 'true';

const configArb: fc.Arbitrary<Config> = fc.record({
  totalItems: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 600 }), fc.constant(1_000_000)),
  itemsPerPage: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(100)),
  visiblePages: fc.integer({ min: 1, max: 12 }),
  centerAlign: fc.boolean(),
  page: fc.integer({ min: -5, max: 80 }),
  hrefTemplate: fc.constantFrom(null, '#page-{{page}}'),
});

const pageArb = fc.oneof(
  fc.integer({ min: -3, max: 70 }),
  fc.integer(), // any 32-bit integer, far out of range
  fc.constantFrom(0, -1, 1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2.5, -0.5),
);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ k: fc.constant('move' as const), page: pageArb }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('total' as const), items: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 2000 })) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('perPage' as const), items: fc.integer({ min: 1, max: 25 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('reset' as const), items: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      k: fc.constant('click' as const),
      target: fc.constantFrom<ClickTarget>('first', 'prev', 'next', 'last', 'more-prev', 'more-next', 'page', 'current'),
      pick: fc.nat(20),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('refuse' as const),
      refusal: fc.option(
        fc.record({ mod: fc.integer({ min: 1, max: 4 }), rest: fc.nat(3), mode: fc.constantFrom<Refusal['mode']>('returnFalse', 'preventDefault') }),
        { nil: null },
      ),
    }),
  },
);

// Both plain classes: kit.js's `Pagination` and kit-pagination.js's `PlainPagination`.
for (const [title, Impl] of [
  ['Pagination', Pagination],
  ['PlainPagination', PlainPagination as unknown as typeof Pagination],
] as const) describe(`${title} reliability (seeded random sequences)`, () => {
  beforeAll(async () => {
    await ready;
  });

  it('keeps the page in range, the DOM in step with getCurrentPage() and afterMove to real moves', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(configArb, fc.array(actionArb, { maxLength: 50 }), async (config, actions) => {
        const el = document.body.appendChild(document.createElement('div'));
        el.innerHTML = '<span class="mine">before</span>';
        const original = { html: el.innerHTML, attributes: el.getAttributeNames() };
        let pagination: Pagination | undefined;
        try {
          pagination = new Impl(el, { ...config, usageStatistics: false });
          let total = config.totalItems;
          let perPage = config.itemsPerPage;
          const lastPage = () => Math.max(1, Math.ceil(total / perPage));
          const clamp = (p: number) => Math.min(Math.max(Math.trunc(p), 1), lastPage());
          let page = clamp(config.page);
          let refusal: Refusal | null = null;
          const before: number[] = [];
          const after: number[] = [];
          const refuses = (p: number) => !!refusal && p % refusal.mod === refusal.rest % refusal.mod;
          pagination.on('beforeMove', (event: KitBeforeMoveEvent) => {
            before.push(event.page);
            if (!refuses(event.page)) return true;
            if (refusal!.mode === 'preventDefault') {
              event.preventDefault();
              return undefined;
            }
            return false;
          });
          pagination.on('afterMove', (event) => void after.push(event.page));

          /** A move to `target` (already clamped): what the model expects from beforeMove/afterMove. */
          const expectMove = (target: number) => {
            const expected = { before: [...before, target], after: refuses(target) ? after.slice() : [...after, target] };
            if (!refuses(target)) page = target;
            return expected;
          };

          const check = (step: string) => {
            const current = pagination!.getCurrentPage();
            const last = lastPage();
            same(current >= 1 && current <= last, true, `${step}: page ${current} in 1..${last}`);
            same(current, page, `${step}: getCurrentPage() against the model`);
            const shown = items(el);
            const selected = shown.filter((item) => item.getAttribute('aria-current') === 'page');
            same(selected.map((item) => item.textContent!.trim()), [String(current)], `${step}: selected page in the DOM`);
            const win = expectedWindow(current, last, config.visiblePages, config.centerAlign);
            const pageNumbers = shown.filter((item) => item.dataset['kitItem'] === 'page').map((item) => Number(item.textContent));
            same(pageNumbers, win.pages, `${step}: page links`);
            const kinds = shown.map((item) => item.dataset['kitItem']);
            same([kinds.includes('more-prev'), kinds.includes('more-next')], [win.prevMore !== null, win.nextMore !== null], `${step}: ellipses`);
            const byKind = (kind: string) => shown.find((item) => item.dataset['kitItem'] === kind);
            same(
              [disabled(byKind('first')), disabled(byKind('prev')), disabled(byKind('next')), disabled(byKind('last'))],
              [current === 1, current === 1, current === last, current === last],
              `${step}: disabled move buttons`,
            );
          };

          check('constructed');
          same([before, after], [[], []], 'no events on construction');

          for (const [i, action] of actions.entries()) {
            const step = `#${i} ${JSON.stringify(action)}`;
            let expected = { before: before.slice(), after: after.slice() };
            switch (action.k) {
              case 'move':
                expected = expectMove(clamp(action.page));
                pagination.movePageTo(action.page);
                break;
              case 'total':
                total = action.items;
                page = clamp(page);
                pagination.setTotalItems(action.items);
                break;
              case 'perPage':
                perPage = action.items;
                page = clamp(page);
                pagination.setItemsPerPage(action.items);
                break;
              case 'reset':
                if (action.items !== undefined) total = action.items;
                page = 1;
                pagination.reset(action.items);
                break;
              case 'refuse':
                refusal = action.refusal;
                break;
              case 'click': {
                const win = expectedWindow(page, lastPage(), config.visiblePages, config.centerAlign);
                const shown = items(el);
                let element: HTMLElement | undefined;
                let target: number | null = null; // null: the click must do nothing
                if (action.target === 'page' || action.target === 'current') {
                  const pages = shown.filter((item) => item.dataset['kitItem'] === 'page');
                  const others = pages.filter((item) => item.getAttribute('aria-current') !== 'page');
                  if (action.target === 'current' || !others.length) {
                    element = pages.find((item) => item.getAttribute('aria-current') === 'page');
                  } else {
                    element = others[action.pick % others.length];
                    target = Number(element.textContent);
                  }
                } else {
                  element = shown.find((item) => item.dataset['kitItem'] === action.target);
                  const last = lastPage();
                  const moves: Record<string, [number | null, boolean]> = {
                    first: [1, page > 1],
                    prev: [page - 1, page > 1],
                    next: [page + 1, page < last],
                    last: [last, page < last],
                    'more-prev': [win.prevMore, win.prevMore !== null],
                    'more-next': [win.nextMore, win.nextMore !== null],
                  };
                  const [to, enabled] = moves[action.target];
                  same(!!element, action.target.startsWith('more') ? enabled : true, `${step}: ${action.target} shown`);
                  target = enabled ? to : null;
                }
                if (target !== null) expected = expectMove(target);
                element?.querySelector('span')?.click(); // clicks land on the inner icon, as a user's would
                if (element && !element.querySelector('span')) element.click();
                await Promise.resolve(); // clicks redraw in a microtask
                break;
              }
            }
            same([before, after], [expected.before, expected.after], `${step}: beforeMove/afterMove`);
            check(step);
          }
          pagination.destroy();
          same({ html: el.innerHTML, attributes: el.getAttributeNames() }, original, 'container after destroy');
          same(throwsMessage(() => pagination!.getCurrentPage()), 'This Pagination was destroyed; create a new one.', 'call after destroy');
        } finally {
          pagination?.destroy();
          el.remove();
        }
        runs++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(runs).toBe(RUNS);
  }, 60000);
});

/** Throws (so fast-check sees the failure and shrinks it) unless `actual` deep-equals `expected`. */
function same(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/** The message `call` throws, or '' when it does not throw. */
function throwsMessage(call: () => unknown): string {
  try {
    call();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}
