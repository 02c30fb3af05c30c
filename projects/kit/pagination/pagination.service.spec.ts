import { TestBed } from '@angular/core/testing';
import { computeLayout, PaginationItem, PaginationState } from './pagination-layout';
import { PaginationService } from './pagination.service';

const base: PaginationState = {
  page: 1,
  totalItems: 10,
  itemsPerPage: 10,
  visiblePages: 10,
  centerAlign: false,
  hasNextPage: false,
};

/** A compact picture of the bar: e.g. "first* prev* [1] 2 3 more-next next last" (* = disabled). */
function picture(items: readonly PaginationItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'page') return item.current ? `[${item.page}]` : `${item.page}`;
      if (item.kind === 'more') return `more-${item.type}>${item.page}`;
      return item.enabled ? `${item.type}>${item.page}` : `${item.type}*`;
    })
    .join(' ');
}

describe('computeLayout (reference Part A)', () => {
  it('uses one page when there are no items', () => {
    const layout = computeLayout({ ...base, totalItems: 0 });
    expect(layout.lastPage).toBe(1);
    expect(picture(layout.items)).toBe('first* prev* [1] next* last*');
  });

  it('computes last page as ceil(total / perPage)', () => {
    expect(computeLayout({ ...base, totalItems: 101, itemsPerPage: 10 }).lastPage).toBe(11);
    expect(computeLayout({ ...base, totalItems: 100, itemsPerPage: 10 }).lastPage).toBe(10);
    expect(computeLayout({ ...base, totalItems: 1, itemsPerPage: 10 }).lastPage).toBe(1);
  });

  describe('block paging', () => {
    const state = { ...base, totalItems: 500, itemsPerPage: 10, visiblePages: 10 };

    it('shows the first block with a next-more button on page 1', () => {
      const layout = computeLayout(state);
      expect([layout.left, layout.right]).toEqual([1, 10]);
      expect(picture(layout.items)).toBe(
        'first* prev* [1] 2 3 4 5 6 7 8 9 10 more-next>11 next>2 last>50',
      );
    });

    it('shows both ellipses in a middle block and targets the neighbouring pages', () => {
      const layout = computeLayout({ ...state, page: 15 });
      expect([layout.left, layout.right]).toEqual([11, 20]);
      expect(layout.prevMore).toBe(10);
      expect(layout.nextMore).toBe(21);
      expect(picture(layout.items)).toBe(
        'first>1 prev>14 more-prev>10 11 12 13 14 [15] 16 17 18 19 20 more-next>21 next>16 last>50',
      );
    });

    it('has no next-more in the last block and cuts the block at the last page', () => {
      const layout = computeLayout({ ...state, totalItems: 455, page: 46 });
      expect(layout.lastPage).toBe(46);
      expect([layout.left, layout.right]).toEqual([41, 46]);
      expect(layout.nextMore).toBeNull();
      expect(picture(layout.items)).toBe('first>1 prev>45 more-prev>40 41 42 43 44 45 [46] next* last*');
    });

    it('puts the end classes on the ellipses when shown, otherwise on the end page links', () => {
      const middle = computeLayout({ ...state, page: 15 }).items;
      const edges = middle.filter((i) => i.edge.isFirst || i.edge.isLast).map((i) => i.key);
      expect(edges).toEqual(['more-prev', 'more-next']);
      const first = computeLayout(state).items;
      expect(first.find((i) => i.edge.isFirst)?.key).toBe('page-1');
      expect(first.find((i) => i.edge.isLast)?.key).toBe('more-next');
    });

    it('gives both end classes to a lone page link', () => {
      const lone = computeLayout({ ...base, totalItems: 3 }).items.find((i) => i.kind === 'page')!;
      expect(lone.edge).toEqual({ isFirst: true, isLast: true });
    });
  });

  describe('centred paging', () => {
    const state = { ...base, totalItems: 200, itemsPerPage: 10, visiblePages: 5, centerAlign: true };

    it('keeps the current page in the centre', () => {
      const layout = computeLayout({ ...state, page: 10 });
      expect([layout.left, layout.right]).toEqual([8, 12]);
      expect(layout.prevMore).toBe(7);
      expect(layout.nextMore).toBe(13);
    });

    it('pins the window to the start at the first pages', () => {
      for (const page of [1, 2, 3]) {
        const layout = computeLayout({ ...state, page });
        expect([layout.left, layout.right]).withContext(`page ${page}`).toEqual([1, 5]);
        expect(layout.prevMore).withContext(`page ${page}`).toBeNull();
      }
      expect(computeLayout({ ...state, page: 4 }).prevMore).toBe(1);
    });

    it('pins the window to the end at the last pages', () => {
      for (const page of [18, 19, 20]) {
        const layout = computeLayout({ ...state, page });
        expect([layout.left, layout.right]).withContext(`page ${page}`).toEqual([16, 20]);
        expect(layout.nextMore).withContext(`page ${page}`).toBeNull();
      }
      expect(computeLayout({ ...state, page: 17 }).nextMore).toBe(20);
    });

    it('shows every page and no ellipsis when there are fewer pages than visiblePages', () => {
      const layout = computeLayout({ ...state, totalItems: 30, page: 2 });
      expect(picture(layout.items)).toBe('first>1 prev>1 1 [2] 3 next>3 last>3');
    });
  });

  describe('unknown total (cursor paging)', () => {
    it('offers the next page only when hasNextPage, and never a last button', () => {
      const open = computeLayout({ ...base, totalItems: null, page: 3, hasNextPage: true });
      expect(open.lastPage).toBe(4);
      expect(picture(open.items)).toBe('first>1 prev>2 1 2 [3] 4 next>4');
      const end = computeLayout({ ...base, totalItems: null, page: 3, hasNextPage: false });
      expect(picture(end.items)).toBe('first>1 prev>2 1 2 [3] next*');
    });
  });
});

describe('PaginationService', () => {
  let service: PaginationService;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [PaginationService] });
    service = TestBed.inject(PaginationService);
    service.configure({ totalItems: 100, itemsPerPage: 10, visiblePages: 5 });
  });

  it('has the contract defaults before configuration', () => {
    const fresh = TestBed.runInInjectionContext(() => new PaginationService());
    expect(fresh.page()).toBe(1);
    expect(fresh.totalItems()).toBe(10);
    expect(fresh.itemsPerPage()).toBe(10);
    expect(fresh.visiblePages()).toBe(10);
    expect(fresh.centerAlign()).toBeFalse();
    expect(fresh.lastPage()).toBe(1);
  });

  it('moves with beforeMove then afterMove, both carrying the page', () => {
    const log: string[] = [];
    service.beforeMove$.subscribe((e) => log.push(`before ${e.page} (shown ${service.page()})`));
    service.afterMove$.subscribe((e) => log.push(`after ${e.page} (shown ${service.page()})`));
    expect(service.movePageTo(4)).toBe(4);
    expect(log).toEqual(['before 4 (shown 1)', 'after 4 (shown 4)']);
  });

  it('cancels a move when a beforeMove subscriber prevents it', () => {
    const after = jasmine.createSpy('after');
    service.beforeMove$.subscribe((e) => e.page === 3 && e.preventDefault());
    service.afterMove$.subscribe(after);
    expect(service.movePageTo(3)).toBeNull();
    expect(service.page()).toBe(1);
    expect(after).not.toHaveBeenCalled();
    expect(service.movePageTo(2)).toBe(2);
  });

  it('clamps moves into range and still fires for the same page', () => {
    const pages: number[] = [];
    service.afterMove$.subscribe((e) => pages.push(e.page));
    service.movePageTo(99);
    service.movePageTo(-3);
    service.movePageTo(1);
    expect(pages).toEqual([10, 1, 1]);
  });

  it('rejects a non-numeric target, naming it', () => {
    expect(() => service.movePageTo('x' as unknown as number)).toThrowError(TypeError, /movePageTo.*"x"/);
    expect(() => service.movePageTo(NaN)).toThrowError(TypeError, /NaN/);
  });

  it('resets to page 1 without events, optionally with a new total', () => {
    const spy = jasmine.createSpy('move');
    service.movePageTo(7);
    service.beforeMove$.subscribe(spy);
    service.afterMove$.subscribe(spy);
    service.reset();
    expect(service.page()).toBe(1);
    expect(service.totalItems()).toBe(100);
    service.reset(35);
    expect(service.lastPage()).toBe(4);
    expect(spy).not.toHaveBeenCalled();
  });

  it('clamps the page when the counts shrink, without events (Part C item 2)', () => {
    const spy = jasmine.createSpy('move');
    service.afterMove$.subscribe(spy);
    service.movePageTo(9);
    spy.calls.reset();
    service.setTotalItems(25);
    expect(service.page()).toBe(3);
    service.setItemsPerPage(30);
    expect(service.page()).toBe(1);
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects bad counts with the option name and value, keeping the state', () => {
    expect(() => service.setTotalItems(-1)).toThrowError(RangeError, /"totalItems".*-1/);
    expect(() => service.setTotalItems(2.5)).toThrowError(TypeError, /"totalItems".*2\.5/);
    expect(() => service.setTotalItems(Infinity)).toThrowError(TypeError, /Infinity/);
    expect(() => service.setItemsPerPage(0)).toThrowError(RangeError, /"itemsPerPage".*0/);
    expect(() => service.configure({ visiblePages: 0 })).toThrowError(RangeError, /"visiblePages"/);
    expect(service.totalItems()).toBe(100);
    expect(service.itemsPerPage()).toBe(10);
  });

  it('undoes a change the view cannot draw and rethrows', () => {
    service.setVerifier(() => {
      if (service.page() === 5) throw new Error('cannot draw 5');
    });
    const after = jasmine.createSpy('after');
    service.afterMove$.subscribe(after);
    expect(() => service.movePageTo(5)).toThrowError('cannot draw 5');
    expect(service.page()).toBe(1);
    expect(after).not.toHaveBeenCalled();
  });

  it('derives item ranges and button states', () => {
    service.movePageTo(10);
    expect(service.itemRange()).toEqual({ start: 91, end: 100 });
    expect(service.canMoveForward()).toBeFalse();
    expect(service.canMoveBack()).toBeTrue();
    service.setDisabled(true);
    expect(service.canMoveBack()).toBeFalse();
  });

  it('moves forward one page at a time with an unknown total', () => {
    service.configure({ totalItems: null, hasNextPage: true });
    service.movePageTo(50);
    expect(service.page()).toBe(2);
    service.configure({ hasNextPage: false });
    service.movePageTo(3);
    expect(service.page()).toBe(2);
  });
});
