import { ChangeDetectionStrategy, Component, provideZonelessChangeDetection } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { KitPaginationComponent } from './pagination.component';

// The host's template shows the page a user picks without waiting for some other change detection
// (zoneless: nothing else schedules one), as with a native input whose Angular listener does it.
// The bar's clicks and keys reach the form from its own DOM listeners.

const TEMPLATE = `<kit-pagination [totalItems]="100" [pageSizeOptions]="[10, 20]" [formControl]="ctl" /><pre>{{ ctl.value }}</pre>`;

@Component({ imports: [KitPaginationComponent, ReactiveFormsModule], template: TEMPLATE })
class DefaultHost {
  ctl = new FormControl(1, { nonNullable: true });
}

@Component({ imports: [KitPaginationComponent, ReactiveFormsModule], template: TEMPLATE, changeDetection: ChangeDetectionStrategy.OnPush })
class OnPushHost extends DefaultHost {}

describe('kit-pagination in a zoneless form', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] }));

  for (const [name, host] of [['a default host', DefaultHost], ['an OnPush host', OnPushHost]] as const) {
    it(`${name} shows each page the user picks`, async () => {
      const fixture: ComponentFixture<DefaultHost> = TestBed.createComponent(host);
      fixture.autoDetectChanges();
      await fixture.whenStable();
      const el = fixture.nativeElement as HTMLElement;
      const shown = () => el.querySelector('pre')!.textContent;
      const link = (page: number) => [...el.querySelectorAll<HTMLElement>('.kit-page-btn')].find((a) => a.textContent!.trim().startsWith(String(page)) && !a.classList.contains('kit-is-selected'))!;
      for (const page of [3, 7, 2]) {
        link(page).click();
        await fixture.whenStable();
        expect(fixture.componentInstance.ctl.value).toBe(page);
        expect(shown()).withContext(`after a click on ${page}`).toBe(String(page));
      }
      // A page-size choice that moves the page gives the form the new page too.
      const select = el.querySelector('select')!;
      select.value = '20';
      select.dispatchEvent(new Event('change'));
      await fixture.whenStable();
      expect(fixture.componentInstance.ctl.value).toBe(1);
      expect(shown()).withContext('after the page size changed').toBe('1');
      fixture.destroy();
    });
  }
});
