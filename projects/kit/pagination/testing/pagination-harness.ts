import { BaseHarnessFilters, ComponentHarness, HarnessPredicate, TestElement } from '@angular/cdk/testing';

/** Which button of the bar: a move button or an ellipsis button. */
export type KitPaginationButton = 'first' | 'prev' | 'next' | 'last' | 'more-prev' | 'more-next';

/** Filters for `KitPaginationHarness.with()`. */
export interface KitPaginationHarnessFilters extends BaseHarnessFilters {
  /** Only bars currently showing this page. */
  page?: number;
}

/** One drawn item, as a test sees it. */
export interface KitPaginationItemState {
  /** `page`, `first`, `prev`, `next`, `last`, `more-prev` or `more-next`. */
  kind: string;
  /** Visible text. */
  text: string;
  /** Accessible name. */
  label: string | null;
  /** Whether it is the current page. */
  current: boolean;
  /** Whether it is exposed as disabled. */
  disabled: boolean;
  /** The element's tag, lower case. */
  tag: string;
  /** Its classes. */
  classes: string[];
}

/** The page number of a page item: its `data-kit-page` (any markup, any language), else its text. */
async function pageOf(item: TestElement): Promise<number> {
  const page = await item.getAttribute('data-kit-page');
  return Number(page ?? (await item.text()).trim());
}

/**
 * Test harness for a pagination bar, whether it is a `<kit-pagination>` or a container driven by
 * the plain `Pagination` class (both carry the `kit-pagination` class).
 */
export class KitPaginationHarness extends ComponentHarness {
  /** Matches every pagination bar. */
  static hostSelector = '.kit-pagination';

  /** A predicate for `loader.getHarness(KitPaginationHarness.with({ page: 3 }))`. */
  static with(options: KitPaginationHarnessFilters = {}): HarnessPredicate<KitPaginationHarness> {
    return new HarnessPredicate(KitPaginationHarness, options).addOption(
      'page',
      options.page,
      async (harness, page) => (await harness.getCurrentPage()) === page,
    );
  }

  private readonly items = this.locatorForAll(':scope [data-kit-item]');
  private readonly currentItem = this.locatorForOptional(':scope [aria-current="page"]');

  /** The current page number, read from the drawn current-page item. */
  async getCurrentPage(): Promise<number> {
    const current = await this.currentItem();
    if (!current) {
      throw new Error('The pagination bar shows no current page.');
    }
    return pageOf(current);
  }

  /** The page numbers of the page links shown, in order. */
  async getVisiblePages(): Promise<number[]> {
    const pages = await this.locatorForAll(':scope [data-kit-item="page"]')();
    return Promise.all(pages.map(pageOf));
  }

  /** Every drawn item, in order. */
  async getItems(): Promise<KitPaginationItemState[]> {
    const items = await this.items();
    return Promise.all(items.map((item) => this.describeItem(item)));
  }

  /** Whether `button` is drawn at all. */
  async hasButton(button: KitPaginationButton): Promise<boolean> {
    return (await this.button(button)) !== null;
  }

  /** Whether `button` is disabled. */
  async isButtonDisabled(button: KitPaginationButton): Promise<boolean> {
    const element = await this.requireButton(button);
    return (await element.getAttribute('aria-disabled')) === 'true';
  }

  /** Clicks `button`. */
  async clickButton(button: KitPaginationButton): Promise<void> {
    await (await this.requireButton(button)).click();
  }

  /** Clicks the link of page `page`; throws when it is not shown. */
  async clickPage(page: number): Promise<void> {
    const pages = await this.locatorForAll(':scope [data-kit-item="page"]')();
    for (const item of pages) {
      if ((await pageOf(item)) === page) {
        await item.click();
        return;
      }
    }
    throw new Error(`Page ${page} is not shown.`);
  }

  /** The accessible name of the bar. */
  async getLabel(): Promise<string | null> {
    return (await this.host()).getAttribute('aria-label');
  }

  private async button(button: KitPaginationButton): Promise<TestElement | null> {
    return this.locatorForOptional(`:scope [data-kit-item="${button}"]`)();
  }

  private async requireButton(button: KitPaginationButton): Promise<TestElement> {
    const element = await this.button(button);
    if (!element) {
      throw new Error(`The "${button}" button is not shown.`);
    }
    return element;
  }

  private async describeItem(item: TestElement): Promise<KitPaginationItemState> {
    const [kind, text, label, current, disabled, tag, className] = await Promise.all([
      item.getAttribute('data-kit-item'),
      item.text(),
      item.getAttribute('aria-label'),
      item.getAttribute('aria-current'),
      item.getAttribute('aria-disabled'),
      item.getProperty<string>('tagName'),
      item.getAttribute('class'),
    ]);
    return {
      kind: kind ?? '',
      text: text.trim(),
      label,
      current: current === 'page',
      disabled: disabled === 'true',
      tag: tag.toLowerCase(),
      classes: (className ?? '').split(/\s+/).filter(Boolean),
    };
  }
}
