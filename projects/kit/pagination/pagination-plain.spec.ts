import { ready, setKitUsageReporter } from 'kit-ui/core';
import { Pagination } from './pagination';
import { KitPaginationOptions } from './pagination-options';
import { PlainPagination } from './pagination-plain';
import { PaginationPrototypes, fillTemplate } from './pagination-prototypes';
import { nameContainsText } from './pagination-rendered-item';
import { ɵ_sanitizeHtml as sanitizeHtml, ɵ_sanitizeUrl as sanitizeUrl } from '@angular/core';

/*
 * kit-pagination.js ships `PlainPagination` (the DOM drawn directly) where kit.js ships
 * `Pagination` (the Angular component). They must be the same bar: these tests drive one of each
 * side by side and compare everything a page can observe (markup, attributes, focus, events).
 */

type Bar = Pick<Pagination, 'movePageTo' | 'reset' | 'setItemsPerPage' | 'setTotalItems' | 'getCurrentPage' | 'getItemsPerPage' | 'on' | 'once' | 'off' | 'destroy'>;

let made: { bar: Bar; el: HTMLElement }[] = [];

function pair(options: KitPaginationOptions): [{ bar: Bar; el: HTMLElement }, { bar: Bar; el: HTMLElement }] {
  const make = (Impl: new (el: HTMLElement, o: KitPaginationOptions) => Bar) => {
    const el = document.createElement('div');
    el.className = 'page-own';
    el.innerHTML = '<p>loading</p>';
    document.body.appendChild(el);
    const entry = { bar: new Impl(el, { usageStatistics: false, ...options }), el };
    made.push(entry);
    return entry;
  };
  return [make(Pagination), make(PlainPagination)];
}

/** The observable DOM: tags, sorted attributes and text, without comments and Angular's own host attributes. */
function picture(node: Node, depth = 0): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue!.trim() ? JSON.stringify(node.nodeValue) : '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  const attributes = el
    .getAttributeNames()
    .filter((name) => depth > 0 || (name !== 'ng-version' && name !== 'ngskiphydration'))
    .sort()
    .map((name) => (name === 'class' ? `class=${[...el.classList].sort().join(' ')}` : `${name}=${el.getAttribute(name)}`));
  const state = el instanceof HTMLOptionElement ? [`(selected=${el.selected})`] : [];
  const children = Array.from(el.childNodes, (child) => picture(child, depth + 1)).filter(Boolean);
  return `<${el.tagName.toLowerCase()} ${[...attributes, ...state].join(' ')}>${children.join('')}</>`;
}

// A frame and then a task: Angular's zoneless scheduler renders on whichever of the two comes first.
const settle = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));

function item(el: HTMLElement, kind: string, text?: string): HTMLElement {
  // The item's control: the item itself, or the link or button a template wraps (`<li><button>`).
  return Array.from(el.querySelectorAll<HTMLElement>(`:scope > [data-kit-item="${kind}"], :scope > * > [data-kit-item="${kind}"]`)).find(
    (e) => text === undefined || e.textContent!.trim() === text,
  )!;
}

function key(target: Element, name: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

/** Waits for the shared application; after each spec, takes down the bars it made. */
function useBars(): void {
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => {
    for (const { bar, el } of made) {
      bar.destroy();
      el.remove();
    }
    made = [];
  });
}

describe('PlainPagination draws what Pagination draws', () => {
  useBars();
  afterEach(() => setKitUsageReporter(undefined));

  const cases: [string, KitPaginationOptions][] = [
    ['defaults', {}],
    ['500 items', { totalItems: 500 }],
    [
      'centred string and function templates (plain.html)',
      {
        totalItems: 1000,
        visiblePages: 5,
        centerAlign: true,
        page: 8,
        template: {
          page: '<a href="#" class="kit-page-btn">{{page}}p</a>',
          currentPage: ({ page }) => `<strong class="kit-page-btn kit-is-selected">${page}p</strong>`,
        },
      },
    ],
    [
      'visible move texts and hostile markup, sanitized',
      {
        totalItems: 300,
        page: 4,
        template: {
          moveButton: '<a href="#" class="kit-page-btn kit-{{type}}" onclick="alert(1)">‹ {{type}}<script>alert(2)</script></a>',
          disabledMoveButton: '<span class="kit-page-btn">{{type}}<img src="x" onerror="alert(3)"></span>',
          moreButton: '<a href="#">more {{type}}</a>',
        },
      },
    ],
    ['unknown total, real links', { totalItems: null, hasNextPage: true, page: 3, hrefTemplate: '/articles?page={{page}}' }],
    [
      'templates that wrap their link (Bootstrap markup)',
      {
        totalItems: 200,
        template: {
          page: '<li class="page-item"><a class="page-link" href="#">{{page}}</a></li>',
          currentPage: '<li class="page-item active"><span class="page-link">{{page}}</span></li>',
          moveButton: '<li class="page-item"><button type="button" class="page-link">{{type}}</button></li>',
        },
      },
    ],
    ['unsafe link function', { totalItems: 40, hrefTemplate: (page) => (page === 2 ? 'javascript:alert(1)' : `#p${page}`) }],
    [
      'optional parts, classes and name',
      {
        totalItems: 95,
        itemsPerPage: 10,
        pageSizeOptions: [5, 10, 20],
        showJumpTo: true,
        showRangeLabel: true,
        ariaLabel: 'Results pages',
        firstItemClassName: 'edge-a edge-b',
        lastItemClassName: '',
        visiblePages: 4,
      },
    ],
    // Counts read from data-* attributes or a <select> are strings.
    ['counts given as numeric strings, centred', { totalItems: '1000', itemsPerPage: '10', visiblePages: '5', centerAlign: true, page: '7' } as never],
  ];

  for (const [name, options] of cases) {
    it(`matches on construction and after every method: ${name}`, async () => {
      const [a, b] = pair(options);
      expect(b.el.classList).toContain('page-own');
      const compare = (step: string) => {
        expect(picture(b.el)).withContext(step).toBe(picture(a.el));
        expect(b.bar.getCurrentPage()).withContext(step).toBe(a.bar.getCurrentPage());
        expect(b.bar.getItemsPerPage()).withContext(step).toBe(a.bar.getItemsPerPage());
      };
      compare('constructed');
      const steps: [string, (bar: Bar) => void][] = [
        ['movePageTo(7)', (bar) => bar.movePageTo(7)],
        ['movePageTo(1e9)', (bar) => bar.movePageTo(1e9)],
        ['movePageTo(2)', (bar) => bar.movePageTo(2)],
        ['setItemsPerPage(20)', (bar) => bar.setItemsPerPage(20)],
        ['setTotalItems(33)', (bar) => bar.setTotalItems(33)],
        ['movePageTo(-4)', (bar) => bar.movePageTo(-4)],
        ['reset(250)', (bar) => bar.reset(250)],
        ['movePageTo(13)', (bar) => bar.movePageTo(13)],
        ['reset()', (bar) => bar.reset()],
      ];
      for (const [step, run] of steps) {
        run(a.bar);
        run(b.bar);
        compare(step);
      }
      // A click on the next button (its inner icon, as a user's would land).
      for (const { el } of [a, b]) (item(el, 'next').firstElementChild ?? item(el, 'next')).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await settle();
      compare('click next');
    });
  }

  it('draws after moves (items updated in place) exactly what a new bar at that page draws', () => {
    const optionSets: KitPaginationOptions[] = [
      { totalItems: 1e6 },
      { totalItems: 5000, visiblePages: 7, centerAlign: true, hrefTemplate: '/a?page={{page}}' },
      { totalItems: 900, template: { page: '<a href="/p/{{page}}" title="to {{page}}" class="kit-page-btn">{{page}}</a>' } },
      { totalItems: null, hasNextPage: true, firstItemClassName: 'a b', lastItemClassName: 'z' },
    ];
    for (const options of optionSets) {
      const [a, b] = pair(options);
      for (const page of [7, 1234, 5, 99_999, 2, 12_000, 1]) {
        a.bar.movePageTo(page);
        b.bar.movePageTo(page);
        const [fresh, plainFresh] = pair({ ...options, page: a.bar.getCurrentPage() });
        const context = `${JSON.stringify(options)} at ${page}`;
        expect(picture(a.el)).withContext(`Pagination ${context}`).toBe(picture(fresh.el));
        expect(picture(b.el)).withContext(`PlainPagination ${context}`).toBe(picture(plainFresh.el));
      }
    }
  });

  it('fires the same events in the same order, with the same cancellations and errors', () => {
    const [a, b] = pair({ totalItems: 100 });
    const logs = [a, b].map(({ bar }) => {
      const log: string[] = [];
      bar.on('beforeMove', (e) => (log.push(`before ${e.page}`), e.page !== 5));
      bar.on('afterMove', (e) => void log.push(`after ${e.page} shown ${bar.getCurrentPage()}`));
      return log;
    });
    for (const page of [3, 5, 99, 0]) {
      a.bar.movePageTo(page);
      b.bar.movePageTo(page);
    }
    expect(logs[1]).toEqual(logs[0]);
    expect(logs[1]).toEqual(['before 3', 'after 3 shown 3', 'before 5', 'before 10', 'after 10 shown 10', 'before 1', 'after 1 shown 1']);
    for (const { bar } of [a, b]) {
      bar.on('afterMove', () => {
        throw new Error('after failed');
      });
    }
    expect(() => a.bar.movePageTo(4)).toThrowError('after failed');
    expect(() => b.bar.movePageTo(4)).toThrowError('after failed');
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).toEqual([4, 4]);
    expect(picture(b.el)).toBe(picture(a.el));
  });

  it('keeps a throwing template from changing the page or the DOM', () => {
    const options: KitPaginationOptions = {
      totalItems: 100,
      template: { currentPage: ({ page }) => {
        if (page === 3) throw new Error(`no page ${page}`);
        return `<strong class="kit-page-btn kit-is-selected">${page}</strong>`;
      } },
    };
    const [a, b] = pair(options);
    const before = [picture(a.el), picture(b.el)];
    expect(() => a.bar.movePageTo(3)).toThrowError('no page 3');
    expect(() => b.bar.movePageTo(3)).toThrowError('no page 3');
    expect([picture(a.el), picture(b.el)]).toEqual(before);
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).toEqual([1, 1]);
  });

  it('moves focus and the tab stop the same way with the keyboard', async () => {
    const [a, b] = pair({ totalItems: 500 });
    const trace = async ({ el }: { el: HTMLElement }) => {
      const steps: string[] = [];
      const where = () => {
        const active = document.activeElement as HTMLElement;
        const stops = Array.from(el.querySelectorAll('[tabindex="0"]'), (e) => e.getAttribute('aria-label'));
        steps.push(`${active.getAttribute('aria-label')} | stops ${stops.join(',')}`);
      };
      item(el, 'page', '1').focus();
      where();
      for (const name of ['ArrowRight', 'ArrowRight', ' ', 'End', ' ', 'Home', ' ', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', ' ']) {
        key(document.activeElement!, name);
        await settle();
        where();
      }
      (document.activeElement as HTMLElement).blur();
      return steps;
    };
    const expected = await trace(a);
    expect(await trace(b)).toEqual(expected);
    expect(expected[3]).toBe('Page 3 | stops Page 3');
  });

  it('announces the new page politely, as the CDK announcer does', async () => {
    const [, b] = pair({ totalItems: 500 });
    b.bar.movePageTo(3);
    await new Promise((done) => setTimeout(done, 150));
    const region = document.querySelector('.kit-live-announcer')!;
    expect([region.getAttribute('aria-live'), region.textContent]).toEqual(['polite', 'Page 3 of 50']);
  });

  it('drives the optional controls the same way', async () => {
    const [a, b] = pair({ totalItems: 95, pageSizeOptions: [5, 10, 20], showJumpTo: true, showRangeLabel: true });
    for (const { el } of [a, b]) {
      const select = el.querySelector('select')!;
      select.value = '5';
      select.dispatchEvent(new Event('change'));
    }
    await settle();
    expect(picture(b.el)).toBe(picture(a.el));
    expect(b.el.querySelector('.kit-pagination-range')!.textContent).toBe('1–5 of 95');
    for (const { el } of [a, b]) {
      const input = el.querySelector('input')!;
      input.value = '12';
      key(input, 'Enter');
    }
    await settle();
    expect(picture(b.el)).toBe(picture(a.el));
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).toEqual([12, 12]);
  });

  it('shows, after a page-size choice, the page holding the first item shown before (both bars)', async () => {
    const [a, b] = pair({ totalItems: 95, pageSizeOptions: [5, 10, 20], page: 8 });
    for (const { el } of [a, b]) {
      const select = el.querySelector('select')!;
      select.value = '20';
      select.dispatchEvent(new Event('change'));
    }
    await settle();
    // Page 8 of 10 per page shows items 71-80; at 20 per page item 71 is on page 4.
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).toEqual([4, 4]);
    expect(picture(b.el)).toBe(picture(a.el));
  });

  it('keeps the reader on the first item shown over a run of page-size choices, and says the page each time (both bars; kbqa)', async () => {
    const [a, b] = pair({ totalItems: 1234, itemsPerPage: 25, pageSizeOptions: [10, 25, 50], page: 4 });
    const choose = (size: string) => {
      for (const { el } of [a, b]) {
        const select = el.querySelector('select')!;
        select.value = size;
        select.dispatchEvent(new Event('change'));
      }
    };
    const announced = () => new Promise<string>((resolve) => setTimeout(() => resolve(document.querySelector('.kit-live-announcer')?.textContent ?? ''), 150));
    // Page 4 at 25 per page starts at item 76: arrowing 25 → 50 → 25 → 10 through a closed list.
    choose('50');
    await settle();
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).toEqual([2, 2]);
    expect(await announced()).toBe('Page 2 of 25');
    choose('25');
    await settle();
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).withContext('item 76 again').toEqual([4, 4]);
    choose('10');
    await settle();
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).withContext('item 76 shown (71-80)').toEqual([8, 8]);
    expect(await announced()).toBe('Page 8 of 124');
    // A move starts a new run: from page 3 at 10 (items 21-30), 50 per page shows page 1.
    a.bar.movePageTo(3);
    b.bar.movePageTo(3);
    choose('50');
    await settle();
    expect([a.bar.getCurrentPage(), b.bar.getCurrentPage()]).toEqual([1, 1]);
  });

  it('needs no running application and keeps the container as it was after destroy()', () => {
    const el = document.createElement('section');
    el.className = 'tui-pagination mine';
    el.setAttribute('data-x', '1');
    el.innerHTML = '<i>own</i>';
    document.body.appendChild(el);
    const bar = new PlainPagination(el, { totalItems: 30, usageStatistics: false });
    expect(document.querySelector('section.tui-pagination.mine.kit-pagination')).toBe(el);
    expect(el.getAttribute('role')).toBe('navigation');
    bar.destroy();
    expect([el.getAttribute('class'), el.getAttribute('data-x'), el.innerHTML, el.hasAttribute('role')]).toEqual([
      'tui-pagination mine',
      '1',
      '<i>own</i>',
      false,
    ]);
    el.remove();
  });
});

describe('Pagination and PlainPagination with input at the edges (both bundles)', () => {
  useBars();
  afterEach(() => document.documentElement.removeAttribute('dir'));

  const both = <T>(run: (Impl: new (el: HTMLElement, o: KitPaginationOptions) => Bar, el: HTMLElement) => T): T[] =>
    [Pagination, PlainPagination].map((Impl) => {
      const el = document.body.appendChild(document.createElement('div'));
      try {
        return run(Impl, el);
      } finally {
        if (!made.some((entry) => entry.el === el)) el.remove();
      }
    });
  const keep = (bar: Bar, el: HTMLElement) => {
    made.push({ bar, el });
    return bar;
  };

  it('refuses a total past 2^53 naming the option, and counts pages up to it (a total past it froze the tab)', () => {
    both((Impl, el) => {
      expect(() => new Impl(el, { totalItems: 1e20, usageStatistics: false })).toThrowError(RangeError, /"totalItems" must be at most 9007199254740991, got 100000000000000000000/);
      expect(() => new Impl(el, { totalItems: 10, itemsPerPage: 2 ** 53, usageStatistics: false })).toThrowError(RangeError, /"itemsPerPage"/);
      const bar = keep(new Impl(el, { totalItems: Number.MAX_SAFE_INTEGER, itemsPerPage: 1, page: Number.MAX_SAFE_INTEGER, usageStatistics: false }), el);
      expect(bar.getCurrentPage()).toBe(Number.MAX_SAFE_INTEGER);
      expect(() => bar.setTotalItems(2 ** 60)).toThrowError(RangeError, /"totalItems"/);
      bar.movePageTo(1e300); // clamped to the last page
      expect(bar.getCurrentPage()).toBe(Number.MAX_SAFE_INTEGER);
      expect(item(el, 'page', String(Number.MAX_SAFE_INTEGER)).getAttribute('aria-current')).toBe('page');
    });
    both((Impl, el) => {
      // An unknown total: the page after the current one is the last known; it must still be countable.
      const bar = keep(new Impl(el, { totalItems: null, hasNextPage: true, page: 1e20, usageStatistics: false }), el);
      expect(bar.getCurrentPage()).toBe(Number.MAX_SAFE_INTEGER);
      // Its block of ten holds it and the page after it (2^53, the last known).
      expect(Array.from(el.querySelectorAll('[data-kit-item="page"]'), (e) => e.textContent!.trim())).toEqual(['9007199254740991', '9007199254740992']);
    });
  });

  it('draws nothing into the restored container when a beforeMove handler destroys the bar', () => {
    both((Impl, el) => {
      el.innerHTML = '<em>placeholder</em>';
      const bar = new Impl(el, { totalItems: 100, usageStatistics: false });
      bar.on('beforeMove', () => bar.destroy());
      bar.movePageTo(5);
      expect(el.innerHTML).toBe('<em>placeholder</em>');
      expect(el.getAttribute('role')).toBeNull();
    });
  });

  it('lands in range when a beforeMove handler changes the counts (setTotalItems, setItemsPerPage, reset)', () => {
    for (const change of [(bar: { setTotalItems(n: number): void }) => bar.setTotalItems(20), (bar: { setItemsPerPage(n: number): void }) => bar.setItemsPerPage(50), (bar: { reset(n?: number): void }) => bar.reset(20)]) {
      both((Impl, el) => {
        const bar = keep(new Impl(el, { totalItems: 100, visiblePages: 5, usageStatistics: false }), el);
        const moved: number[] = [];
        bar.on('beforeMove', () => change(bar as never));
        bar.on('afterMove', (event: { page: number }) => moved.push(event.page));
        bar.movePageTo(8);
        expect(bar.getCurrentPage()).toBe(2);
        expect(moved).toEqual([2]);
        expect(el.querySelector('[aria-current="page"]')!.textContent!.trim()).toBe('2');
      });
    }
  });

  it("keeps the container's own aria-label as the landmark's name unless ariaLabel is given, and gives it back on destroy", () => {
    both((Impl, el) => {
      el.setAttribute('aria-label', 'Search results pages');
      const bar = new Impl(el, { totalItems: 50, usageStatistics: false });
      expect(el.getAttribute('aria-label')).toBe('Search results pages');
      bar.destroy();
      expect(el.getAttribute('aria-label')).toBe('Search results pages');
      const named = new Impl(el, { totalItems: 50, ariaLabel: 'Comments pages', usageStatistics: false });
      expect(el.getAttribute('aria-label')).toBe('Comments pages');
      named.destroy();
      expect(el.getAttribute('aria-label')).toBe('Search results pages');
    });
  });

  it('on/once/off take handlers by name, as tui-pagination does: on({beforeMove, afterMove})', () => {
    both((Impl, el) => {
      const bar = keep(new Impl(el, { totalItems: 100, usageStatistics: false }), el);
      const seen: string[] = [];
      const handlers = { beforeMove: (event: { page: number }) => (seen.push(`before ${event.page}`), event.page !== 3), afterMove: (event: { page: number }) => seen.push(`after ${event.page}`) };
      bar.on(handlers as never);
      bar.once({ afterMove: () => seen.push('once') } as never);
      bar.movePageTo(2);
      bar.movePageTo(3); // refused
      expect(seen).toEqual(['before 2', 'after 2', 'once', 'before 3']);
      bar.off(handlers as never);
      bar.movePageTo(4);
      expect(seen.length).toBe(4);
      expect(() => bar.on({ nope: () => 0 } as never)).toThrowError(/nope/);
    });
  });

  it('moves with Left and Right as drawn in a right-to-left page', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    both((Impl, el) => {
      keep(new Impl(el, { totalItems: 100, page: 3, usageStatistics: false }), el);
      const three = item(el, 'page', '3');
      three.focus();
      key(three, 'ArrowLeft');
      const four = item(el, 'page', '4');
      expect(document.activeElement).toBe(four);
      expect(four.getBoundingClientRect().left).toBeLessThan(three.getBoundingClientRect().left); // drawn to the left
      key(four, 'ArrowRight');
      expect(document.activeElement).toBe(three);
    });
  });

  it('is one tab stop with markup that wraps its links, whose links carry the names and state', () => {
    both((Impl, el) => {
      keep(new Impl(el, { totalItems: 50, page: 2, usageStatistics: false, template: { page: '<li class="page-item"><a class="page-link" href="#">{{page}}</a></li>' } }), el);
      const tabStops = Array.from(el.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')).filter((e) => e.tabIndex >= 0);
      expect(tabStops.length).withContext('tab stops').toBe(1);
      const wrapper = el.querySelector('li.page-item')!;
      expect(wrapper.hasAttribute('role')).withContext('no role on the wrapper').toBeFalse();
      expect(wrapper.hasAttribute('aria-label')).toBeFalse();
      const link = wrapper.querySelector('a')!;
      expect(link.getAttribute('aria-label')).toBe('Page 1');
      expect(link.getAttribute('data-kit-item')).toBe('page');
      link.focus();
      const stops = () => Array.from(el.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')).filter((e) => e.tabIndex >= 0);
      expect(stops()).withContext('the focused link is the one tab stop').toEqual([link]);
      key(link, 'ArrowRight');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 2'); // the current page (default markup)
      key(document.activeElement!, 'ArrowRight');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 3');
      expect(document.activeElement?.tagName).toBe('A');
      expect(stops()).withContext('still one tab stop').toEqual([document.activeElement as HTMLElement]);
    });
  });

  it('takes only true or false for its switches, naming the option (both bundles read 0 and "false" alike)', () => {
    both((Impl, el) => {
      for (const name of ['centerAlign', 'usageStatistics', 'hasNextPage', 'showJumpTo', 'showRangeLabel']) {
        for (const value of [0, 'false', null, 1]) {
          expect(() => new Impl(el, { totalItems: 10, [name]: value } as KitPaginationOptions)).toThrowError(TypeError, new RegExp(`"${name}" must be true or false, got`));
        }
      }
    });
  });

  it('refuses setTotalItems(undefined) and setItemsPerPage(undefined) naming the option', () => {
    both((Impl, el) => {
      const bar = keep(new Impl(el, { totalItems: 100, usageStatistics: false }), el);
      expect(() => bar.setTotalItems(undefined as unknown as number)).toThrowError(TypeError, /"totalItems" must be a whole number, got undefined/);
      expect(() => bar.setItemsPerPage(undefined as unknown as number)).toThrowError(TypeError, /"itemsPerPage" must be a whole number, got undefined/);
      expect(el.querySelectorAll('[data-kit-item="page"]').length).toBe(10);
    });
  });
});

describe('Pagination and PlainPagination: QA of 2026-11-27 (both bundles)', () => {
  useBars();
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    setKitUsageReporter(undefined);
  });

  /** The gaps between neighbouring parts of the bar, in reading order, in px. */
  const gaps = (el: HTMLElement) => {
    const rtl = getComputedStyle(el).direction === 'rtl';
    const boxes = Array.from(el.children, (child) => child.getBoundingClientRect()).filter((box) => box.width > 0);
    return boxes.slice(1).map((box, i) => Math.round(rtl ? boxes[i].left - box.right : box.left - boxes[i].right));
  };

  it('spaces its parts in a right-to-left page as in a left-to-right one, mirrored', () => {
    const [ltr, rtl] = pair({ totalItems: 100, page: 5, showRangeLabel: true, pageSizeOptions: [10, 20] });
    const [ltrPlain, rtlPlain] = [ltr, rtl].map(() => pair({ totalItems: 100, page: 5, showRangeLabel: true, pageSizeOptions: [10, 20] })[1]);
    for (const entry of [rtl, rtlPlain]) entry.el.setAttribute('dir', 'rtl');
    expect(gaps(ltr.el).length).toBe(15); // first prev 1..10 next last, range, size
    expect(gaps(rtl.el)).toEqual(gaps(ltr.el));
    expect(gaps(rtlPlain.el)).toEqual(gaps(ltrPlain.el));
  });

  it('a handler after one that refused the move (returned false) sees defaultPrevented', () => {
    for (const { bar } of pair({ totalItems: 100 })) {
      const seen: boolean[] = [];
      bar.on('beforeMove', ({ page }) => page !== 5);
      bar.on('beforeMove', (event) => void seen.push(event.defaultPrevented));
      bar.movePageTo(5);
      bar.movePageTo(6);
      expect(seen).toEqual([true, false]);
      expect(bar.getCurrentPage()).toBe(6);
    }
  });

  it('reports no usage for a bar destroyed at once', async () => {
    const reported: string[] = [];
    setKitUsageReporter((_host, component) => void reported.push(component));
    for (const Impl of [Pagination, PlainPagination]) {
      const el = document.body.appendChild(document.createElement('div'));
      new Impl(el, { totalItems: 10 }).destroy();
      el.remove();
    }
    await settle();
    expect(reported).toEqual([]);
    // A bar that stays is reported (the reporter works here).
    pair({ totalItems: 10, usageStatistics: true });
    await settle();
    expect(reported).toEqual(['Pagination', 'Pagination']);
  });

  it('moves from the jump input on Enter only: stepping the number (ArrowUp, its spin buttons) does not move', async () => {
    for (const { bar, el } of pair({ totalItems: 100, page: 5, showJumpTo: true })) {
      const input = el.querySelector<HTMLInputElement>('.kit-pagination-jump input')!;
      input.stepUp(); // what ArrowUp does, then input and change
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect(bar.getCurrentPage()).withContext('after a step').toBe(5);
      expect(input.value).toBe('1');
      input.value = '7';
      key(input, 'Enter');
      await settle();
      expect(bar.getCurrentPage()).toBe(7);
    }
  });

  it('moves from the jump input when the reader leaves it holding a number (a phone keypad without Enter)', async () => {
    for (const { bar, el } of pair({ totalItems: 100, page: 5, showJumpTo: true })) {
      const input = el.querySelector<HTMLInputElement>('.kit-pagination-jump input')!;
      expect(input.getAttribute('enterkeyhint')).toBe('go');
      const outside = el.ownerDocument.body;
      // Typed, then focus leaves the bar (what a keypad's Done does): the bar moves and the field empties.
      input.focus();
      input.value = '7';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '7' }));
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      await settle();
      expect([bar.getCurrentPage(), input.value]).withContext('typed, then left').toEqual([7, '']);
      // Stepped (ArrowUp: plain input events): no move while the reader stays, a move on leaving.
      input.value = '7';
      input.stepUp();
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      expect(bar.getCurrentPage()).withContext('stepped').toBe(7);
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: outside }));
      await settle();
      expect([bar.getCurrentPage(), input.value]).withContext('stepped, then left').toEqual([8, '']);
      // Left with nothing typed: nothing happens.
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: outside }));
      await settle();
      expect(bar.getCurrentPage()).toBe(8);
      // Typed, then keyboard focus moves to another control of the bar (Shift+Tab: focus-visible,
      // as script focus is here): the number still counts. (A press there instead, which is not
      // focus-visible, empties the field: e2e, with a real pointer.)
      input.value = '9';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '9' }));
      const page3 = item(el, 'page', '3');
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: page3 }));
      page3.focus();
      expect(page3.matches(':focus-visible')).toBeTrue();
      await new Promise((resolve) => setTimeout(resolve, 10));
      await settle();
      expect([bar.getCurrentPage(), input.value]).withContext('typed, then Shift+Tab').toEqual([9, '']);
      // ArrowUp in the empty field starts from the current page, and moves only on leaving.
      input.focus();
      key(input, 'ArrowUp');
      expect(input.value).toBe('9');
      await settle();
      expect(bar.getCurrentPage()).toBe(9);
      // Enter after typing moves once; leaving afterwards moves no more.
      input.value = '2';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '2' }));
      key(input, 'Enter');
      await settle();
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      await settle();
      expect(bar.getCurrentPage()).toBe(2);
    }
  });

  it('names a page past 999 once: "Page 1,231", not "1231, Page 1,231"', () => {
    for (const { el } of pair({ totalItems: 1e6, page: 1234 })) {
      expect(item(el, 'page', '1231').getAttribute('aria-label')).toBe('Page 1,231');
    }
  });

  it("keeps a template's own aria-label (its page's language), also after moves", async () => {
    const template = {
      page: '<a href="#" class="kit-page-btn" aria-label="Seite {{page}}">{{page}}</a>',
      moveButton: '<a href="#" class="kit-page-btn kit-{{type}}" aria-label="Weiter ({{type}})"><span class="kit-ico-{{type}}">{{type}}</span></a>',
    };
    const [a, b] = pair({ totalItems: 100, template });
    for (const { bar, el } of [a, b]) {
      expect(item(el, 'page', '3').getAttribute('aria-label')).toBe('Seite 3');
      expect(item(el, 'next').getAttribute('aria-label')).toBe('Weiter (next)');
      bar.movePageTo(4);
      await settle();
      expect(item(el, 'page', '1').getAttribute('aria-label')).toBe('Seite 1'); // was the current page
      expect(item(el, 'page', '5').getAttribute('aria-label')).toBe('Seite 5');
      expect(item(el, 'page', '4').getAttribute('aria-label')).withContext('the current page: the default template').toBe('Page 4');
    }
    expect(picture(b.el)).toBe(picture(a.el));
  });

  it('speaks the page\'s language with the texts option (a plain page has no intl provider)', async () => {
    const texts = {
      navigationLabel: 'Seitennavigation',
      nextPageLabel: 'Nächste Seite',
      itemsPerPageLabel: 'Einträge pro Seite',
      locale: 'de',
      pageLabel: (page: number) => `Seite ${page}`,
      pageAnnouncement: (page: number, last: number | null) => `Seite ${page} von ${last}`,
      rangeLabel: (start: number, end: number, total: number | null) => `${start}–${end} von ${total}`,
    };
    const [a, b] = pair({ totalItems: 100, showRangeLabel: true, pageSizeOptions: [10, 20], texts });
    for (const { bar, el } of [a, b]) {
      expect(el.getAttribute('aria-label')).toBe('Seitennavigation');
      expect(item(el, 'page', '3').getAttribute('aria-label')).toBe('Seite 3');
      expect(item(el, 'next').getAttribute('aria-label')).toBe('Nächste Seite');
      expect(item(el, 'prev').getAttribute('aria-label')).withContext('texts not given stay English').toBe('Previous page');
      expect(el.querySelector('.kit-pagination-range')!.textContent).toBe('1–10 von 100');
      expect(el.querySelector('.kit-pagination-size')!.textContent).toContain('Einträge pro Seite');
      bar.movePageTo(2);
      await new Promise((done) => setTimeout(done, 150));
      expect(document.querySelector('.kit-live-announcer')!.textContent).toBe('Seite 2 von 10');
    }
    expect(picture(b.el)).toBe(picture(a.el));
  });

  it('reads counts given as decimal strings as numbers, and draws and answers with numbers (both bundles)', () => {
    for (const Impl of [Pagination, PlainPagination]) {
      const el = document.body.appendChild(document.createElement('div'));
      const bar = new Impl(el, { totalItems: '1000', itemsPerPage: ' 25 ', visiblePages: '5', centerAlign: true, page: '7', usageStatistics: false } as never);
      expect(bar.getItemsPerPage()).withContext(Impl.name).toBe(25);
      expect(Array.from(el.querySelectorAll('.kit-page-btn:not(.kit-first):not(.kit-prev):not(.kit-next):not(.kit-last):not([class*=ellip])'), (page) => page.textContent!.trim()))
        .withContext(`${Impl.name}: five pages around 7`).toEqual(['5', '6', '7', '8', '9']);
      (el.querySelector('.kit-next-is-ellip') as HTMLElement).click();
      expect(bar.getCurrentPage()).withContext(Impl.name).toBe(10);
      expect(el.querySelector('[aria-current=page]')!.textContent!.trim()).withContext(Impl.name).toBe('10');
      bar.destroy();
      el.remove();
    }
  });

  it('refuses counts written otherwise than as decimals, and more than 1,000 visible pages, naming the option (both bundles)', () => {
    for (const Impl of [Pagination, PlainPagination]) {
      const el = document.body.appendChild(document.createElement('div'));
      expect(() => new Impl(el, { itemsPerPage: '0x10' } as never)).toThrowError(TypeError, /option "itemsPerPage" must be a whole number, got "0x10"/);
      expect(() => new Impl(el, { totalItems: '1e2' } as never)).toThrowError(TypeError, /option "totalItems" must be a whole number, got "1e2"/);
      expect(() => new Impl(el, { visiblePages: 1e6 })).toThrowError(RangeError, /option "visiblePages" must be at most 1000, got 1000000/);
      expect(el.childElementCount).withContext('nothing drawn').toBe(0);
      const bar = new Impl(el, { totalItems: 1e15, visiblePages: 1000, usageStatistics: false });
      const pages = Array.from(el.querySelectorAll('.kit-page-btn'), (button) => button.textContent!.trim()).filter((text) => /^[\d,]+$/.test(text));
      expect(pages.length).withContext(`${Impl.name}: 1,000 pages drawn`).toBe(1000);
      bar.destroy();
      el.remove();
    }
  });

  it('warns once per construction about option names it does not read, and draws as without them (both bundles)', () => {
    const warn = spyOn(console, 'warn');
    for (const Impl of [Pagination, PlainPagination]) {
      warn.calls.reset();
      const el = document.body.appendChild(document.createElement('div'));
      const bar = new Impl(el, { totalItems: 100, itemPerPage: 20, usageStatistics: false } as never);
      expect(warn).toHaveBeenCalledOnceWith(jasmine.stringMatching(/ignores the unknown option "itemPerPage"\. Known options: totalItems, itemsPerPage/));
      expect(bar.getItemsPerPage()).toBe(10);
      bar.destroy();
      el.remove();
    }
  });

  it('refuses a bad texts option naming the entry', () => {
    for (const Impl of [Pagination, PlainPagination]) {
      const el = document.body.appendChild(document.createElement('div'));
      expect(() => new Impl(el, { texts: 'de' as never })).toThrowError(TypeError, /"texts" must be an object, got "de"/);
      expect(() => new Impl(el, { texts: { pageLable: 'x' } as never })).toThrowError(/Unknown pagination text "pageLable". Valid texts: navigationLabel/);
      expect(() => new Impl(el, { texts: { pageLabel: 'Seite' } as never })).toThrowError(TypeError, /text "pageLabel" must be a function, got "Seite"/);
      expect(() => new Impl(el, { texts: { nextPageLabel: 5 } as never })).toThrowError(TypeError, /text "nextPageLabel" must be a string, got 5/);
      expect(() => new Impl(el, { ariaLabel: 5 as never })).toThrowError(TypeError, /option "ariaLabel" must be a string, got 5/);
      expect(el.childElementCount).withContext('nothing drawn').toBe(0);
      el.remove();
    }
  });

  it('a text function that throws or returns no string: the error names it, and the container is left as it was (both bundles)', () => {
    for (const Impl of [Pagination, PlainPagination]) {
      const el = document.body.appendChild(document.createElement('div'));
      el.innerHTML = '<p>Loading…</p>';
      const throwing = { rangeLabel: (_s: number, _e: number, total: number | null) => total!.toLocaleString('de') };
      expect(() => new Impl(el, { totalItems: null, hasNextPage: true, showRangeLabel: true, texts: throwing })).toThrowError(TypeError);
      expect(el.outerHTML).withContext(Impl.name).toBe('<div><p>Loading…</p></div>');
      expect(() => new Impl(el, { totalItems: 10, texts: { pageLabel: ((page: number) => page) as never } })).toThrowError(TypeError, /text "pageLabel" must return a string, got 1/);
      expect(el.outerHTML).toBe('<div><p>Loading…</p></div>');
      expect(() => new Impl(el, { texts: { locale: 'de_DE' } })).toThrowError(RangeError, /text "locale" must be a language tag .*got "de_DE"/);
      const bar = new Impl(el, { totalItems: 30, usageStatistics: false }); // the container is free
      expect(bar.getCurrentPage()).toBe(1);
      bar.destroy();
      el.remove();
    }
  });

  it('kit.js: a pageAnnouncement that throws is reported, and the bar draws the page it moved to', () => {
    const el = document.body.appendChild(document.createElement('div'));
    const bar = new Pagination(el, { totalItems: 100, usageStatistics: false, texts: { pageAnnouncement: () => { throw new Error('no'); } } });
    made.push({ bar, el });
    const reported = spyOn(window, 'reportError');
    bar.movePageTo(4);
    expect(reported).toHaveBeenCalledWith(jasmine.objectContaining({ message: 'no' }));
    expect(bar.getCurrentPage()).toBe(4);
    expect(el.querySelector('[aria-current="page"]')!.textContent).toBe('4');
  });

  it('kit-pagination.js: a text function that throws on a move leaves the page and the bar as they were', () => {
    const el = document.body.appendChild(document.createElement('div'));
    const bar = new PlainPagination(el, {
      totalItems: 100,
      page: 2,
      showRangeLabel: true,
      usageStatistics: false,
      texts: { rangeLabel: (start: number) => { if (start > 40) throw new Error('no'); return `from ${start}`; } },
    });
    made.push({ bar, el });
    const moved = jasmine.createSpy('afterMove');
    bar.on('afterMove', moved);
    expect(() => bar.movePageTo(5)).toThrowError('no');
    expect(bar.getCurrentPage()).toBe(2);
    expect(el.querySelector('[aria-current="page"]')!.textContent).toBe('2');
    expect(el.querySelector('.kit-pagination-range')!.textContent).toBe('from 11');
    expect(moved).not.toHaveBeenCalled();
  });

  it('tells the page of a page-size choice (changeItemsPerPage, with the page now shown); setItemsPerPage() does not', async () => {
    for (const { bar, el } of pair({ totalItems: 200, page: 8, pageSizeOptions: [10, 20] })) {
      const events: unknown[] = [];
      bar.on('changeItemsPerPage', (event) => void events.push({ ...event, shown: bar.getCurrentPage() }));
      bar.on('afterMove', (event) => void events.push(event));
      const select = el.querySelector('select')!;
      select.value = '20';
      select.dispatchEvent(new Event('change'));
      await settle();
      expect(events).toEqual([{ itemsPerPage: 20, page: 4, shown: 4 }]);
      expect(bar.getItemsPerPage()).toBe(20);
      bar.setItemsPerPage(10);
      await settle();
      expect(events.length).toBe(1);
      expect(bar.getItemsPerPage()).toBe(10);
    }
  });
});

describe('PaginationPrototypes', () => {
  const prototypes = new PaginationPrototypes(document, (markup) => String(sanitizeHtml(document, markup)), sanitizeUrl);
  const templates = [
    '<a href="#" class="kit-page-btn">{{page}}</a>',
    '<a href="#" class="kit-page-btn">{{ page }}p</a>',
    '<a href="/list?page={{page}}&amp;x=1" title="Go to {{page}}" class="p{{page}}">{{page}} of {{unknown}}</a>',
    '<a href="javascript:go({{page}})">{{page}}</a>',
    '<a href="{{page}}:x">{{page}}</a>',
    '<a href="#" onclick="alert({{page}})"><img src="x{{page}}.png" onerror="alert(1)">{{page}}<script>alert(2)</script></a>',
    '<span class="kit-page-btn kit-is-disabled kit-{{type}}"><span class="kit-ico-{{type}}">{{type}}</span></span>',
    '<a data-{{type}}="1" href="#">{{type}}</a>',
    '<h{{page}}>{{page}}</h{{page}}>',
  ];

  it('draws a string template once sanitized exactly as the sanitized filled markup, for every value', () => {
    for (const template of templates) {
      for (const data of [{ page: 1 }, { page: 7 }, { page: 1234567 }, { type: 'prev' }, { type: 'next' }]) {
        const slot = 'page';
        let expected: string;
        try {
          expected = prototypes.get(slot, fillTemplate(slot, template, data as never)).outerHTML;
        } catch (error) {
          expect(() => prototypes.of(slot, template, data)).withContext(template).toThrowError((error as Error).message);
          continue;
        }
        const drawn = prototypes.create(prototypes.of(slot, template, data), data).outerHTML;
        expect(drawn).withContext(`${template} with ${JSON.stringify(data)}`).toBe(expected);
      }
    }
  });

  it('sanitizes a string template once, whatever the page', () => {
    const counting = jasmine.createSpy('sanitizeHtml').and.callFake((markup: string) => String(sanitizeHtml(document, markup)));
    const own = new PaginationPrototypes(document, counting, sanitizeUrl);
    for (let page = 1; page <= 50; page++) own.create(own.of('page', '<a href="#">{{page}}</a>', { page }), { page });
    expect(counting).toHaveBeenCalledTimes(1);
  });
});

describe('item names contain the visible text (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
  beforeAll(async () => {
    await ready;
  });

  it('compares words as axe does', () => {
    expect(nameContainsText('Page 6', '6')).toBeTrue();
    expect(nameContainsText('Previous page', 'prev')).toBeFalse();
    expect(nameContainsText('Next page', 'Next ›')).toBeTrue();
    expect(nameContainsText('6p, Page 6', '6p')).toBeTrue();
    expect(nameContainsText('Page 6', '')).toBeTrue();
    expect(nameContainsText('Aller à la page 2', 'à la')).toBeTrue();
    // A grouped number is the same word as the bare one (kit names pages with Intl's grouping).
    expect(nameContainsText('Page 1,231', '1231')).toBeTrue();
    expect(nameContainsText('Seite 1.231', '1231')).toBeTrue();
    expect(nameContainsText('Page 1,23,456', '123456')).toBeTrue(); // Indian grouping
    expect(nameContainsText('Page 12', '1231')).toBeFalse();
    // The shortcut for a label ending with the text after a word keeps the word rules: text in
    // parentheses does not count, and a group separator joins digits across a space.
    expect(nameContainsText('Page (3)', '3')).toBeFalse();
    expect(nameContainsText('Page 1 234', '234')).toBeFalse();
    expect(nameContainsText('Page 51,234', '1,234')).toBeFalse();
    expect(nameContainsText('Σελίδα 1.234', '1.234')).toBeTrue();
    expect(nameContainsText('Page 51,234', '51234')).toBeTrue();
    expect(nameContainsText('Page 1 234', '1234')).toBeTrue();
    expect(nameContainsText('Page 1,2345', '12345')).toBeFalse();
    expect(nameContainsText('Page x1,234', '1234')).toBeFalse();
  });

  for (const [title, Impl] of [
    ['Pagination', Pagination],
    ['PlainPagination', PlainPagination as unknown as typeof Pagination],
  ] as const) {
    it(`keeps kit's name where it holds the visible text, and puts the visible text first where not: ${title}`, () => {
      const el = document.body.appendChild(document.createElement('div'));
      const bar = new Impl(el, {
        totalItems: 100,
        page: 6,
        usageStatistics: false,
        template: {
          page: '<a href="#" class="kit-page-btn">{{page}}p</a>',
          moveButton: '<a href="#" class="kit-page-btn">‹ {{type}}</a>',
        },
      });
      const name = (selector: string) => el.querySelector(selector)!.getAttribute('aria-label');
      expect(name('[data-kit-item="page"]')).toBe('1p, Page 1');
      expect(name('[data-kit-item="prev"]')).toBe('‹ prev, Previous page');
      expect(name('[data-kit-item="next"]')).toBe('Next page'); // "next" is in "Next page"
      expect(name('[aria-current="page"]')).toBe('Page 6'); // the default currentPage: "6"
      bar.destroy();
      const plain = new Impl(el, { totalItems: 100, page: 6, usageStatistics: false });
      // Default move buttons: the type word is an icon's hidden text, not visible text.
      expect(name('[data-kit-item="prev"]')).toBe('Previous page');
      expect(name('[data-kit-item="page"]')).toBe('Page 1');
      plain.destroy();
      el.remove();
    });
  }
});
