import type { ComponentFixture } from '@angular/core/testing';

/** The page a bar shows as current (its `aria-current="page"` item). */
export const currentPage = (bar: HTMLElement) => Number(bar.querySelector(':scope > [aria-current="page"]')!.textContent);

/** Change detection and stability twice: a form write reaches the bar, whose redraw then settles. */
export async function settle(fixture: ComponentFixture<unknown>): Promise<void> {
  fixture.detectChanges();
  await fixture.whenStable();
  fixture.detectChanges();
  await fixture.whenStable();
}
