import { ready, setKitUsageReporter } from 'kit-ui/core';
import { Pagination } from './pagination';
import { KitPaginationOptions } from './pagination-options';
import { PlainPagination } from './pagination-plain';

/**
 * Both plain classes pass the same tests: `Pagination` (kit.js, an Angular component in the shared
 * application) and `PlainPagination` (kit-pagination.js, the DOM drawn directly).
 */
const IMPLEMENTATIONS: [string, typeof Pagination][] = [
  ['Pagination (plain class)', Pagination],
  ['PlainPagination (kit-pagination.js)', PlainPagination as unknown as typeof Pagination],
];

let containers: HTMLElement[] = [];
let instances: Pagination[] = [];

/** A container in document.body with some content of its own, removed after each test. */
function container(id = `pg-${containers.length}-${Math.random().toString(36).slice(2)}`): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  el.className = 'user-box';
  el.setAttribute('data-user', 'yes');
  el.innerHTML = '<p class="placeholder">Loading…</p>';
  document.body.appendChild(el);
  containers.push(el);
  return el;
}

let Impl: typeof Pagination = Pagination;

function create(target: ConstructorParameters<typeof Pagination>[0], options?: KitPaginationOptions): Pagination {
  const pagination = new Impl(target, options);
  instances.push(pagination);
  return pagination;
}

/** A string picture of the bar: "first* prev* [1] 2 3 more-next next last" (* = disabled). */
function picture(el: HTMLElement): string {
  return Array.from(el.querySelectorAll<HTMLElement>(':scope > [data-kit-item]'))
    .map((item) => {
      const kind = item.dataset['kitItem']!;
      const text = kind === 'page' ? item.textContent!.trim() : kind;
      const shown = item.getAttribute('aria-current') === 'page' ? `[${text}]` : text;
      return shown + (item.getAttribute('aria-disabled') === 'true' ? '*' : '');
    })
    .join(' ');
}

const pageLink = (el: HTMLElement, page: number) =>
  Array.from(el.querySelectorAll<HTMLElement>(':scope > [data-kit-item="page"]')).find((a) => a.textContent!.trim() === String(page))!;

/** Everything a user could observe about the container: attributes and markup. */
const snapshot = (el: HTMLElement) => ({
  attributes: el.getAttributeNames().map((name) => `${name}=${el.getAttribute(name)}`),
  html: el.innerHTML,
});

function track(pagination: Pagination): string[] {
  const log: string[] = [];
  pagination.on('beforeMove', (e) => void log.push(`before ${e.page}`));
  pagination.on('afterMove', (e) => void log.push(`after ${e.page}`));
  return log;
}

for (const [title, implementation] of IMPLEMENTATIONS) describe(title, () => {
  beforeAll(async () => {
    await ready;
  });

  beforeEach(() => {
    Impl = implementation;
  });

  afterEach(() => {
    for (const instance of instances) instance.destroy();
    for (const el of containers) el.remove();
    instances = [];
    containers = [];
    setKitUsageReporter(undefined);
  });

  describe('container', () => {
    it('accepts an element id, a CSS selector, an element and a jQuery-like object', () => {
      const [a, b, c, d] = [container(), container(), container(), container()];
      b.classList.add('by-selector');
      create(a.id, { totalItems: 30 });
      create('div.by-selector', { totalItems: 30 });
      create(c, { totalItems: 30 });
      create({ jquery: '3.7.1', length: 1, 0: d } as never, { totalItems: 30 });
      for (const el of [a, b, c, d]) {
        expect(el.classList).toContain('kit-pagination');
        expect(picture(el)).toBe('first* prev* [1] 2 3 next last');
      }
    });

    it('throws "The container element is invalid." for anything else, drawing nothing', () => {
      const before = document.body.innerHTML;
      for (const bad of ['no-such-id', '', null, undefined, 42, {}, { jquery: '3', length: 0 }, document.createTextNode('x')]) {
        expect(() => create(bad as never)).withContext(String(bad)).toThrowError(Error, 'The container element is invalid.');
      }
      expect(document.body.innerHTML).toBe(before);
    });

    it('draws the links synchronously inside the constructor', () => {
      const el = container();
      create(el, { totalItems: 500, page: 15 });
      expect(picture(el)).toBe('first prev more-prev 11 12 13 14 [15] 16 17 18 19 20 more-next next last');
      expect(el.querySelector('.placeholder')).toBeNull();
      expect(el.querySelector('.kit-first-child')!.getAttribute('data-kit-item')).toBe('more-prev');
    });

    it('refuses a second bar on a container that already holds one', () => {
      const el = container();
      create(el);
      expect(() => create(el)).toThrowError(/already holds a kit Pagination; call destroy\(\) on it first/);
    });
  });

  describe('methods', () => {
    it('moves synchronously with movePageTo, clamping and firing beforeMove then afterMove', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100 });
      const log = track(pagination);
      expect(pagination.getCurrentPage()).toBe(1);
      pagination.movePageTo(4);
      expect(picture(el)).toBe('first prev 1 2 3 [4] 5 6 7 8 9 10 next last');
      pagination.movePageTo(99);
      expect(pagination.getCurrentPage()).toBe(10);
      pagination.movePageTo(-5);
      pagination.movePageTo(1);
      expect(log).toEqual(['before 4', 'after 4', 'before 10', 'after 10', 'before 1', 'after 1', 'before 1', 'after 1']);
    });

    it('afterMove handlers see the new page drawn, after movePageTo and after a click', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100 });
      const seen: string[] = [];
      pagination.on('afterMove', (e) => void seen.push(`${e.page}: ${picture(el)}`));
      pagination.movePageTo(3);
      pageLink(el, 7).click();
      expect(seen).toEqual([
        '3: first prev 1 2 [3] 4 5 6 7 8 9 10 next last',
        '7: first prev 1 2 3 4 5 6 [7] 8 9 10 next last',
      ]);
      // and right after the click, the bar shows what getCurrentPage() says
      expect(picture(el)).toContain(`[${pagination.getCurrentPage()}]`);
    });

    it('resets to page 1 without events, with or without a new total', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100, page: 6 });
      expect(pagination.getCurrentPage()).toBe(6);
      const log = track(pagination);
      pagination.reset();
      expect([pagination.getCurrentPage(), picture(el)]).toEqual([1, 'first* prev* [1] 2 3 4 5 6 7 8 9 10 next last']);
      pagination.movePageTo(3);
      pagination.reset(25);
      expect([pagination.getCurrentPage(), picture(el)]).toEqual([1, 'first* prev* [1] 2 3 next last']);
      expect(log).toEqual(['before 3', 'after 3']);
    });

    it('redraws at once on setItemsPerPage/setTotalItems, clamping without events', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100, page: 8 });
      const log = track(pagination);
      pagination.setTotalItems(200);
      expect(picture(el)).toBe('first prev 1 2 3 4 5 6 7 [8] 9 10 more-next next last');
      pagination.setItemsPerPage(25);
      expect([pagination.getCurrentPage(), picture(el)]).toEqual([8, 'first prev 1 2 3 4 5 6 7 [8] next* last*']);
      pagination.setTotalItems(30);
      expect([pagination.getCurrentPage(), picture(el)]).toEqual([2, 'first prev 1 [2] next* last*']);
      expect(log).toEqual([]);
    });

    it('cancels a move when a beforeMove handler returns false', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100 });
      const after = jasmine.createSpy('afterMove');
      pagination.on('beforeMove', (e) => e.page !== 5);
      pagination.on('afterMove', after);
      const before = el.innerHTML;
      pagination.movePageTo(5);
      expect([pagination.getCurrentPage(), el.innerHTML]).toEqual([1, before]);
      expect(after).not.toHaveBeenCalled();
      pagination.movePageTo(6);
      expect(after).toHaveBeenCalledOnceWith({ page: 6 });
    });

    it('unbinds with off and binds once with once', () => {
      const pagination = create(container(), { totalItems: 100 });
      const [a, b, c] = [jasmine.createSpy('a'), jasmine.createSpy('b'), jasmine.createSpy('c')];
      pagination.on('afterMove', a);
      pagination.on('afterMove', b);
      pagination.once('afterMove', c);
      pagination.movePageTo(2);
      pagination.off('afterMove', a);
      pagination.movePageTo(3);
      expect([a.calls.count(), b.calls.count(), c.calls.count()]).toEqual([1, 2, 1]);
      pagination.off('afterMove');
      pagination.movePageTo(4);
      expect(b.calls.count()).toBe(2);
    });

    it('fires both events on a click and draws the page right after', async () => {
      const el = container();
      const pagination = create(el, { totalItems: 100 });
      const log = track(pagination);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      pageLink(el, 3).dispatchEvent(click);
      expect([click.defaultPrevented, pagination.getCurrentPage()]).toEqual([true, 3]);
      expect(log).toEqual(['before 3', 'after 3']);
      await Promise.resolve();
      expect(picture(el)).toBe('first prev 1 2 [3] 4 5 6 7 8 9 10 next last');
      (el.querySelector('.kit-ico-next') as HTMLElement).click();
      await Promise.resolve();
      expect(picture(el)).toContain('[4]');
    });

    // Regression guard: handlers run inside an RxJS subscription (component.beforeMove/afterMove.subscribe), and
    // RxJS reports an error thrown by a subscriber asynchronously. A throwing beforeMove handler
    // therefore does not stop the move and movePageTo returns normally; the error appears later as
    // an uncaught error. The original (tui CustomEvents) lets it propagate out of movePageTo.
    it('lets an error from a beforeMove handler reach the movePageTo caller and stops the move', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100 });
      const before = el.innerHTML;
      pagination.on('beforeMove', () => {
        throw new Error('handler failed');
      });
      expect(() => pagination.movePageTo(4)).toThrowError('handler failed');
      expect([pagination.getCurrentPage(), el.innerHTML]).toEqual([1, before]);
    });

    it('keeps two instances on one page independent', () => {
      const [x, y] = [container(), container()];
      const one = create(x, { totalItems: 100 });
      const two = create(y, { totalItems: 50, visiblePages: 3 });
      const log = track(two);
      one.movePageTo(7);
      expect([one.getCurrentPage(), two.getCurrentPage(), log.length]).toEqual([7, 1, 0]);
      expect(picture(y)).toBe('first* prev* [1] 2 3 more-next next last');
    });
  });

  it('takes a middle click on an item without a real link (href="#"), so no new tab opens this page again; with hrefTemplate the browser has it', () => {
    const middleClick = (target: HTMLElement) => {
      const event = new MouseEvent('auxclick', { button: 1, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const el = container();
    create(el, { totalItems: 100 });
    expect(middleClick(pageLink(el, 2))).toBe(true);
    expect(middleClick(el.querySelector<HTMLElement>('[data-kit-item="next"]')!)).toBe(true);
    const linked = container();
    create(linked, { totalItems: 100, hrefTemplate: '/articles?page={{page}}' });
    expect(middleClick(pageLink(linked, 2))).toBe(false);
  });

  describe('destroy()', () => {
    it('restores the container children and attributes, and later calls throw', () => {
      const el = container();
      const original = snapshot(el);
      const placeholder = el.firstChild;
      const pagination = new Impl(el, { totalItems: 100 });
      expect(snapshot(el)).not.toEqual(original);
      pagination.destroy();
      expect(snapshot(el)).toEqual(original);
      expect(el.firstChild).toBe(placeholder);
      for (const call of [
        () => pagination.getCurrentPage(),
        () => pagination.movePageTo(2),
        () => pagination.reset(),
        () => pagination.setItemsPerPage(5),
        () => pagination.setTotalItems(5),
      ]) {
        expect(call).toThrowError(/destroyed/);
      }
      expect(() => pagination.destroy()).not.toThrow();
      create(el, { totalItems: 20 }); // the container is free again
      expect(picture(el)).toBe('first* prev* [1] 2 next last');
    });

    // Regression guard: on/once/off go straight to the event bus and do not check the destroyed state, so a
    // handler bound after destroy() is silently accepted and never runs (Part C 7/8: fail loudly).
    it('throws when binding handlers after destroy()', () => {
      const pagination = new Impl(container());
      pagination.destroy();
      expect(() => pagination.on('afterMove', () => {})).toThrowError(/destroyed/);
      expect(() => pagination.once('beforeMove', () => {})).toThrowError(/destroyed/);
    });
  });

  describe('bad input', () => {
    const cases: [string, KitPaginationOptions, RegExp][] = [
      ['non-numeric totalItems', { totalItems: 'many' as never }, /"totalItems".*"many"/],
      ['NaN totalItems', { totalItems: NaN }, /"totalItems".*NaN/],
      ['Infinity totalItems', { totalItems: Infinity }, /"totalItems".*Infinity/],
      ['negative totalItems', { totalItems: -1 }, /"totalItems".*-1/],
      ['fractional totalItems', { totalItems: 2.5 }, /"totalItems".*2\.5/],
      ['itemsPerPage 0', { itemsPerPage: 0 }, /"itemsPerPage".*0/],
      ['visiblePages 0', { visiblePages: 0 }, /"visiblePages".*0/],
      ['non-numeric page', { page: 'two' as never }, /"page".*"two"/],
      ['unknown template', { template: { pages: '<a>{{page}}</a>' } as never }, /"pages"/],
      ['throwing template', { totalItems: 30, template: { page: () => { throw new Error('template boom'); } } }, /template boom/],
    ];
    for (const [name, options, message] of cases) {
      it(`rejects ${name} with a message naming it, leaving the container untouched`, () => {
        const el = container();
        const before = snapshot(el);
        let error: unknown;
        try {
          create(el, options);
        } catch (e) {
          error = e;
        }
        expect(error).toEqual(jasmine.any(Error));
        expect((error as Error).message).toMatch(message);
        expect(snapshot(el)).toEqual(before);
        create(el); // nothing was left mounted
        expect(picture(el)).toBe('first* prev* [1] next* last*');
      });
    }

    it('rejects a non-numeric movePageTo and an unknown event name, changing nothing', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100 });
      const before = el.innerHTML;
      expect(() => pagination.movePageTo('3x' as never)).toThrowError(TypeError, /movePageTo.*"3x"/);
      expect(() => pagination.movePageTo(NaN)).toThrowError(TypeError, /NaN/);
      expect(() => pagination.on('afterMov' as never, () => {})).toThrowError(Error, /"afterMov".*beforeMove, afterMove/);
      expect(() => pagination.on('afterMove', 'nope' as never)).toThrowError(TypeError, /function.*"nope"/);
      expect([el.innerHTML, pagination.getCurrentPage()]).toEqual([before, 1]);
    });

    it('rejects bad counts in setTotalItems/setItemsPerPage, keeping the bar', () => {
      const el = container();
      const pagination = create(el, { totalItems: 100, page: 4 });
      const before = el.innerHTML;
      expect(() => pagination.setTotalItems(-3)).toThrowError(/"totalItems".*-3/);
      expect(() => pagination.setItemsPerPage(0)).toThrowError(/"itemsPerPage".*0/);
      expect([el.innerHTML, pagination.getCurrentPage()]).toEqual([before, 4]);
    });
  });

  describe('usageStatistics (Part C 1)', () => {
    it('calls the registered reporter once with the hostname, after the first render', async () => {
      const reporter = jasmine.createSpy('reporter');
      setKitUsageReporter(reporter);
      create(container(), { usageStatistics: true });
      expect(reporter).not.toHaveBeenCalled();
      await new Promise((done) => setTimeout(done));
      expect(reporter).toHaveBeenCalledOnceWith(location.hostname, 'Pagination');
      await new Promise((done) => setTimeout(done));
      expect(reporter).toHaveBeenCalledTimes(1);
    });

    it('treats a missing option as consent (default true)', async () => {
      const reporter = jasmine.createSpy('reporter');
      setKitUsageReporter(reporter);
      create(container());
      await new Promise((done) => setTimeout(done));
      expect(reporter).toHaveBeenCalledOnceWith(location.hostname, 'Pagination');
    });

    it('never calls the reporter when false', async () => {
      const reporter = jasmine.createSpy('reporter');
      setKitUsageReporter(reporter);
      const pagination = create(container(), { usageStatistics: false, totalItems: 100 });
      pagination.movePageTo(3);
      await new Promise((done) => setTimeout(done, 20));
      expect(reporter).not.toHaveBeenCalled();
    });
  });
});
