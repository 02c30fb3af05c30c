import { Component, signal } from '@angular/core';
import { ready } from 'kit-ui/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { KitPaginationComponent } from './pagination.component';
import { currentPage, settle } from './pagination-spec-helpers';
import { Pagination } from './pagination';
import { PlainPagination } from './pagination-plain';

/**
 * An app often binds a total that is 0 until its data arrives, and a page taken from the URL or a
 * form. The page asked for must survive that loading state instead of being clamped to 1 and
 * written back to the app.
 */

@Component({
  imports: [KitPaginationComponent],
  template: `<kit-pagination [totalItems]="total()" [(page)]="page" (afterMove)="moves.push($event.page)" />`,
})
class TwoWayHost {
  total = signal(0);
  page = signal(5);
  moves: number[] = [];
}

@Component({
  imports: [KitPaginationComponent, ReactiveFormsModule],
  template: `<kit-pagination [totalItems]="total()" [formControl]="control" />`,
})
class FormHost {
  total = signal(0);
  control = new FormControl<number>(5, { nonNullable: true });
}

describe('kit-pagination while the total is loading (totalItems 0)', () => {
  describe('with [(page)]', () => {
    let fixture: ComponentFixture<TwoWayHost>;
    let host: TwoWayHost;
    let bar: HTMLElement;

    beforeEach(async () => {
      fixture = TestBed.createComponent(TwoWayHost);
      host = fixture.componentInstance;
      await settle(fixture);
      bar = fixture.nativeElement.querySelector('kit-pagination');
    });

    it('draws page 1 but keeps the page the app asked for', () => {
      expect(currentPage(bar)).toBe(1);
      expect(host.page()).toBe(5);
    });

    it('shows the asked page once the total arrives, without move events', async () => {
      host.total.set(500);
      await settle(fixture);
      expect(currentPage(bar)).toBe(5);
      expect(host.page()).toBe(5);
      expect(host.moves).toEqual([]);
    });

    it('clamps the asked page to a total that arrives too small, and tells [(page)]', async () => {
      host.total.set(20);
      await settle(fixture);
      expect(currentPage(bar)).toBe(2);
      expect(host.page()).toBe(2);
    });

    it('keeps holding while other inputs change and the total is still 0', async () => {
      host.page.set(7);
      await settle(fixture);
      expect(host.page()).toBe(7);
      host.total.set(100);
      await settle(fixture);
      expect(currentPage(bar)).toBe(7);
    });

    it('keeps the page it was on when the total drops to 0 during a reload', async () => {
      host.total.set(100);
      await settle(fixture);
      host.page.set(3);
      await settle(fixture);
      host.total.set(0);
      await settle(fixture);
      expect(currentPage(bar)).toBe(1);
      expect(host.page()).toBe(3);
      host.total.set(100);
      await settle(fixture);
      expect(currentPage(bar)).toBe(3);
    });

    it('lets reset() drop the held page', async () => {
      fixture.debugElement.children[0].componentInstance.reset();
      await settle(fixture);
      host.total.set(100);
      await settle(fixture);
      expect(currentPage(bar)).toBe(1);
      expect(host.page()).toBe(1);
    });
  });

  it('shows a form value written before the total arrives, keeping the control pristine', async () => {
    const fixture = TestBed.createComponent(FormHost);
    const host = fixture.componentInstance;
    await settle(fixture);
    const bar: HTMLElement = fixture.nativeElement.querySelector('kit-pagination');
    expect(currentPage(bar)).toBe(1);
    host.total.set(500);
    await settle(fixture);
    expect(currentPage(bar)).toBe(5);
    expect(host.control.value).toBe(5);
    expect(host.control.dirty).toBeFalse();
  });

  it('leaves the plain classes as they were: setTotalItems after a 0 total keeps page 1 in both', async () => {
    await ready;
    const containers = [document.createElement('div'), document.createElement('div')];
    containers.forEach((el) => document.body.appendChild(el));
    const bars = [
      new Pagination(containers[0], { totalItems: 0, page: 5, usageStatistics: false }),
      new PlainPagination(containers[1], { totalItems: 0, page: 5, usageStatistics: false }),
    ];
    try {
      bars.forEach((bar) => bar.setTotalItems(100));
      expect(bars.map((bar) => bar.getCurrentPage())).toEqual([1, 1]);
      expect(containers.map((el) => currentPage(el))).toEqual([1, 1]);
    } finally {
      bars.forEach((bar) => bar.destroy());
      containers.forEach((el) => el.remove());
    }
  });
});
