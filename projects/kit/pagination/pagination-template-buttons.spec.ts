import { ready } from 'kit-ui/core';
import { Pagination } from './pagination';
import { PlainPagination } from './pagination-plain';

/*
 * String and function templates may draw buttons, as tui-pagination draws any markup: Angular's
 * sanitizer removes `button` elements, so `<button>{{type}}</button>` threw (and only once a move
 * button was first drawn, long after the bar was made), and a wrapped button was dropped silently
 * (pagdiff QA, 2026-11-27).
 */
describe('Pagination templates with buttons', () => {
  const made: { destroy(): void }[] = [];
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => made.splice(0).forEach((bar) => bar.destroy()));

  const container = () => document.body.appendChild(document.createElement('div'));

  for (const [name, Impl] of [['Pagination', Pagination], ['PlainPagination', PlainPagination]] as const) {
    it(`${name}: move and page buttons are drawn as buttons, enabled or disabled, and move the bar`, () => {
      const el = container();
      const template = {
        moveButton: '<button type="button" class="mv" data-kind="{{type}}">{{type}}</button>',
        disabledMoveButton: '<button class="mv off">{{type}}</button>',
        page: '<li class="page-item"><button class="page-link">{{page}}</button></li>',
      };
      const bar = new Impl(el, { usageStatistics: false, totalItems: 5, itemsPerPage: 10, template });
      made.push(bar);
      bar.setTotalItems(50);
      const next = el.querySelector<HTMLButtonElement>('button.mv[data-kind="next"]')!;
      expect(next).not.toBeNull();
      expect(next.type).toBe('button');
      expect(next.disabled).toBeFalse();
      const first = el.querySelector<HTMLButtonElement>('button.mv.off')!;
      expect(first.getAttribute('type')).toBe('button'); // a bar inside a form submits nothing
      expect(first.disabled).toBeTrue();
      const pageButtons = Array.from(el.querySelectorAll('li.page-item > button.page-link')).map((button) => button.textContent);
      expect(pageButtons).toEqual(['2', '3', '4', '5']);
      next.click();
      expect(bar.getCurrentPage()).toBe(2);
      el.querySelector<HTMLButtonElement>('li.page-item > button.page-link')!.click();
      expect(bar.getCurrentPage()).toBe(1);
    });

    it(`${name}: a button's handler and form attributes are removed and named; its class and type stay`, () => {
      const warn = spyOn(console, 'warn');
      const el = container();
      // One warning per template and page: each implementation's markup differs by its class.
      const page = `<button type="submit" class="pg ${name}" onclick="window.kitPwned = true" formaction="https://example.com/x">{{page}}</button>`;
      made.push(new Impl(el, { usageStatistics: false, totalItems: 50, itemsPerPage: 10, template: { page } }));
      const button = el.querySelector<HTMLButtonElement>('button.pg')!;
      expect(button.getAttribute('type')).toBe('submit');
      expect(button.hasAttribute('onclick')).toBeFalse();
      expect(button.hasAttribute('formaction')).toBeFalse();
      button.click();
      expect((window as { kitPwned?: boolean }).kitPwned).toBeUndefined();
      expect(warn.calls.allArgs().map((args) => String(args[0])).find((text) => text.startsWith('kit:'))).toContain('"formaction", "onclick"');
    });

    it(`${name}: a string template that yields no element throws when the bar is made, even if its item is not drawn yet`, () => {
      const el = container();
      // One page: no enabled move button is drawn, yet the moveButton template is checked.
      expect(() => new Impl(el, { usageStatistics: false, totalItems: 5, itemsPerPage: 10, template: { moveButton: 'just {{type}}' } })).toThrowError(/template "moveButton" produced no element/);
      expect(el.childElementCount).toBe(0);
    });

    it(`${name}: movePageTo(Infinity) goes to the last page and -Infinity to the first, as tui-pagination clamps them; NaN throws`, () => {
      const bar = new Impl(container(), { usageStatistics: false, totalItems: 100, itemsPerPage: 10 });
      made.push(bar);
      bar.movePageTo(Infinity);
      expect(bar.getCurrentPage()).toBe(10);
      bar.movePageTo(-Infinity);
      expect(bar.getCurrentPage()).toBe(1);
      expect(() => bar.movePageTo(NaN)).toThrowError(/movePageTo\(targetPage\) must be a page number, got NaN/);
    });
  }
});
