import { ready } from 'kit-ui/core';
import { Pagination } from './pagination';
import { PlainPagination } from './pagination-plain';

/*
 * Attributes of string and function templates that the sanitizer removes: data-* come back (apps
 * hook scripts and styles on them), the others are named on the console rather than going silently.
 */
describe('Pagination template attributes', () => {
  const made: { destroy(): void }[] = [];
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => made.splice(0).forEach((bar) => bar.destroy()));

  for (const [name, Impl] of [['Pagination', Pagination], ['PlainPagination', PlainPagination]] as const) {
    it(`${name}: data-* attributes stay (with their values filled in); id, name and style are named in one warning`, () => {
      const warn = spyOn(console, 'warn');
      const el = document.body.appendChild(document.createElement('div'));
      const page = `<a href="#" id="page-{{page}}-${name}" class="pg" data-page="{{page}}" style="color:green" name="p{{page}}"><span data-role="n">{{page}}</span></a>`;
      made.push(new Impl(el, { usageStatistics: false, totalItems: 50, itemsPerPage: 10, template: { page, moveButton: (data: { type: string }) => `<a href="#" data-move="${data.type}" class="tui-page-btn tui-${data.type}">${data.type}</a>` } }));
      const links = Array.from(el.querySelectorAll<HTMLElement>('a.pg'));
      expect(links.map((link) => link.dataset['page'])).toEqual(links.map((link) => link.textContent!.trim()));
      expect(links[0].querySelector('span')!.getAttribute('data-role')).toBe('n');
      expect(el.querySelector('[data-move="next"]')).not.toBeNull();
      for (const attribute of ['id', 'name', 'style']) expect(links[0].hasAttribute(attribute)).withContext(attribute).toBeFalse();
      const warnings = warn.calls.allArgs().map((args) => String(args[0])).filter((text) => text.includes('template "page"'));
      expect(warnings.length).toBe(1);
      expect(warnings[0]).toContain('"id", "name", "style"');
    });
  }

  it('kit\'s own data-kit-* attributes cannot be set by a template', () => {
    const el = document.body.appendChild(document.createElement('div'));
    made.push(new Pagination(el, { usageStatistics: false, totalItems: 50, itemsPerPage: 10, template: { page: '<a href="#" data-kit-item="first">{{page}}</a>' } }));
    const items = Array.from(el.querySelectorAll('[data-kit-item]')).map((item) => item.getAttribute('data-kit-item'));
    // The page links are kit's `page` items, not the template's `first`.
    expect(items.filter((kind) => kind === 'first').length).toBeLessThanOrEqual(1);
    expect(items.filter((kind) => kind === 'page').length).toBe(5);
  });
});
