import { Component, signal } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { FormControl, FormGroup, FormsModule, ReactiveFormsModule } from '@angular/forms';
import { KitPaginationComponent } from './pagination.component';
import { KitPaginationTemplate } from './pagination-template.directive';
import { KitPaginationTemplates } from './pagination-options';
import { KitBeforeMoveEvent } from './pagination-events';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
async function stable(fixture: ComponentFixture<unknown>): Promise<void> {
  await tick();
  await fixture.whenStable();
  await fixture.whenStable();
}
const items = (bar: Element) => Array.from(bar.querySelectorAll<HTMLElement>(':scope > [data-kit-item]'));
function picture(bar: Element): string {
  return items(bar)
    .map((el) => {
      const kind = el.dataset['kitItem']!;
      const text = kind === 'page' ? el.textContent!.trim() : kind;
      const shown = el.getAttribute('aria-current') === 'page' ? `[${text}]` : text;
      return shown + (el.getAttribute('aria-disabled') === 'true' ? '*' : '');
    })
    .join(' ');
}
const pageLink = (bar: Element, page: number) => items(bar).find((el) => el.dataset['kitItem'] === 'page' && el.textContent!.trim().endsWith(String(page)))!;

@Component({
  imports: [KitPaginationComponent, KitPaginationTemplate],
  template: `<kit-pagination [totalItems]="total()" [(itemsPerPage)]="perPage" [visiblePages]="visible()" [(page)]="page"
      [centerAlign]="center()" [firstItemClassName]="firstClass()" [template]="tpl()" [disabled]="off()" [pageSizeOptions]="[10, 20]"
      (beforeMove)="log.push('before ' + $event.page)" (afterMove)="log.push('after ' + $event.page)"
      (pageChange)="log.push('pageChange ' + $event)" (itemsPerPageChange)="log.push('ippChange ' + $event)">
      @if (slot()) {
        <ng-template kitPaginationTemplate="currentPage" let-page><b class="mine">[{{ page }}]</b></ng-template>
      }
    </kit-pagination>`,
})
class RuntimeHost {
  total = signal(100);
  perPage = signal(10);
  visible = signal(10);
  page = signal(1);
  center = signal(false);
  firstClass = signal('kit-first-child');
  tpl = signal<KitPaginationTemplates>({});
  off = signal(false);
  slot = signal(false);
  log: string[] = [];
}

@Component({
  imports: [KitPaginationComponent],
  template: `@for (bar of bars(); track bar.id) {<kit-pagination [id]="'bar' + bar.id" [totalItems]="bar.total" [(page)]="bar.page" />}`,
})
class ForHost {
  bars = signal([
    { id: 1, total: 100, page: 1 },
    { id: 2, total: 50, page: 2 },
    { id: 3, total: 30, page: 3 },
  ]);
}

@Component({
  imports: [KitPaginationComponent, KitPaginationTemplate],
  template: `@if (shown()) {<kit-pagination [totalItems]="100" [showJumpTo]="true" [showRangeLabel]="true">
      <ng-template kitPaginationTemplate="page" let-page><a href="#" class="mine">{{ page }}</a></ng-template>
    </kit-pagination>}`,
})
class IfHost {
  shown = signal(true);
}

@Component({
  imports: [KitPaginationComponent, FormsModule],
  template: `<form><kit-pagination [totalItems]="100" name="page" [(ngModel)]="page" [ngModelOptions]="{ updateOn: mode }" /></form>
    <button id="outside">x</button>`,
})
class ModelOptionsHost {
  page = 1;
  mode: 'blur' | 'submit' = 'blur';
}

@Component({
  imports: [KitPaginationComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group"><kit-pagination [totalItems]="100" formControlName="page" (afterMove)="moves.push($event.page)" /></form>`,
})
class GroupHost {
  group = new FormGroup({ page: new FormControl(3, { nonNullable: true }) });
  moves: number[] = [];
}

@Component({
  imports: [KitPaginationComponent, KitPaginationTemplate, FormsModule],
  template: `<kit-pagination [totalItems]="100" [(ngModel)]="page" [pageSizeOptions]="[10, 50]">
      <ng-template kitPaginationTemplate="currentPage" let-page><b class="mine">{{ label() }} {{ page }}</b></ng-template>
    </kit-pagination>`,
})
class SizeModelHost {
  page = 8;
  label = signal('Page');
}

@Component({
  imports: [KitPaginationComponent],
  template: `<kit-pagination [totalItems]="1000" [(itemsPerPage)]="perPage" [pageSizeOptions]="sizes()" [hrefTemplate]="href()"
    [ariaLabel]="label()" [showRangeLabel]="range()" [showJumpTo]="jump()" />`,
})
class PartsHost {
  perPage = signal(10);
  sizes = signal<number[]>([20, 50]);
  href = signal<string | null>(null);
  label = signal<string | undefined>(undefined);
  range = signal(false);
  jump = signal(false);
}

@Component({
  imports: [KitPaginationComponent],
  template: `<kit-pagination [totalItems]="total()" [(page)]="page" (beforeMove)="onBefore($event)" (afterMove)="after.push($event.page)" />`,
})
class ReentrantHost {
  total = signal(100);
  page = signal(1);
  after: number[] = [];
  onBefore(event: KitBeforeMoveEvent): void {
    if (event.page === 10) this.total.set(200); // load more before moving
    if (event.page === 3) event.preventDefault(); // refused: the documented way to keep the user where they are
  }
}

@Component({
  imports: [KitPaginationComponent, ReactiveFormsModule],
  template: `<kit-pagination aria-label="Search results" [totalItems]="100" [formControl]="control" [disabled]="off()" />`,
})
class NamedHost {
  control = new FormControl(1, { nonNullable: true });
  off = signal(false);
}

describe('kit-pagination in an app (QA)', () => {
  it('follows every input changed after the first render, without events', async () => {
    const fixture = TestBed.createComponent(RuntimeHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    expect(picture(bar)).toBe('first* prev* [1] 2 3 4 5 6 7 8 9 10 next last');
    host.visible.set(3);
    await stable(fixture);
    expect(picture(bar)).toBe('first* prev* [1] 2 3 more-next next last');
    host.page.set(5);
    await stable(fixture);
    expect(picture(bar)).toBe('first prev more-prev 4 [5] 6 more-next next last');
    host.center.set(true);
    host.page.set(8);
    await stable(fixture);
    expect(picture(bar)).toBe('first prev more-prev 7 [8] 9 more-next next last');
    host.total.set(40);
    await stable(fixture);
    expect(host.page()).withContext('clamped page reaches the two-way binding').toBe(4);
    expect(picture(bar)).toBe('first prev more-prev 2 3 [4] next* last*');
    host.perPage.set(20);
    await stable(fixture);
    expect(host.page()).toBe(2);
    expect(picture(bar)).toBe('first prev 1 [2] next* last*');
    host.firstClass.set('start');
    await stable(fixture);
    expect(items(bar).find((el) => el.dataset['kitItem'] === 'page')!.classList).toContain('start');
    expect(bar.querySelectorAll('.kit-first-child').length).toBe(0);
    host.tpl.set({ currentPage: '<strong class="kit-page-btn kit-is-selected tpl">({{page}})</strong>' });
    await stable(fixture);
    expect(bar.querySelector('.tpl')!.textContent).toBe('(2)');
    host.slot.set(true);
    await stable(fixture);
    expect(bar.querySelector('.mine')?.textContent).toBe('[2]');
    host.slot.set(false);
    await stable(fixture);
    expect(bar.querySelector('.mine')).toBeNull();
    expect(bar.querySelector('.tpl')!.textContent).toBe('(2)');
    host.off.set(true);
    await stable(fixture);
    expect(items(bar).every((el) => el.getAttribute('aria-disabled') === 'true' || el.getAttribute('aria-current') === 'page')).toBeTrue();
    expect(bar.querySelector('select')!.disabled).toBeTrue();
    expect(host.log.filter((e) => /before|after/.test(e))).toEqual([]);
    fixture.destroy();
  });

  it('fires each output once per click, with the documented payload, and updates [(page)]', async () => {
    const fixture = TestBed.createComponent(RuntimeHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    pageLink(bar, 3).click();
    await stable(fixture);
    expect(host.log).toEqual(['before 3', 'pageChange 3', 'after 3']);
    expect(host.page()).toBe(3);
    host.log = [];
    const select = bar.querySelector('select')!;
    select.value = '20';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await stable(fixture);
    expect(host.perPage()).toBe(20);
    // Page 3 of 10 per page shows items 21-30: at 20 per page they are on page 2 (no move events).
    expect(host.log).toEqual(['ippChange 20', 'pageChange 2']);
    expect(host.page()).toBe(2);
    expect(picture(bar)).toBe('first prev 1 [2] 3 4 5 next last');
    fixture.destroy();
  });

  it('emits pageChange once, with the page holding the first item, when a page-size choice moves the page', async () => {
    const fixture = TestBed.createComponent(RuntimeHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    pageLink(bar, 8).click();
    await stable(fixture);
    host.log = [];
    const select = bar.querySelector('select')!;
    select.value = '20';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await stable(fixture);
    // Page 8 of 10 per page shows items 71-80: page 4 at 20 per page (clamping alone would give 5).
    expect(host.log).toEqual(['ippChange 20', 'pageChange 4']);
    expect(host.page()).toBe(4);
    fixture.destroy();
  });

  it('keeps each bar of a @for with its own state through reordering and removal', async () => {
    const fixture = TestBed.createComponent(ForHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bars = () => Array.from(fixture.nativeElement.querySelectorAll('kit-pagination')) as HTMLElement[];
    const bar2 = bars()[1];
    pageLink(bar2, 4).click();
    await stable(fixture);
    expect(host.bars()[1].page).toBe(4); // [(page)] writes the property back
    host.bars.update((list) => [list[2], list[1], list[0]]);
    await stable(fixture);
    expect(bars()[1]).toBe(bar2);
    expect(picture(bar2)).toContain('[4]');
    host.bars.update((list) => list.filter((b) => b.id !== 2));
    await stable(fixture);
    expect(bars().length).toBe(2);
    expect(bar2.isConnected).toBeFalse();
    expect(picture(bars()[0])).toContain('[3]');
    fixture.destroy();
  });

  it('leaves nothing behind when toggled with @if many times', async () => {
    const fixture = TestBed.createComponent(IfHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const before = document.body.querySelectorAll('*').length;
    for (let i = 0; i < 5; i++) {
      host.shown.set(false);
      await stable(fixture);
      host.shown.set(true);
      await stable(fixture);
    }
    expect(document.body.querySelectorAll('*').length).toBe(before);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    expect(bar.querySelectorAll('.mine').length).toBe(9); // the current page has its own slot
    host.shown.set(false);
    await stable(fixture);
    expect(fixture.nativeElement.querySelector('.mine')).toBeNull();
    fixture.destroy();
  });

  it('ngModel with updateOn blur gives the page when focus leaves', async () => {
    const fixture = TestBed.createComponent(ModelOptionsHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    pageLink(bar, 3).focus();
    pageLink(bar, 3).click();
    await stable(fixture);
    expect(host.page).toBe(1);
    (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
    await stable(fixture);
    expect(host.page).toBe(3);
    fixture.destroy();
  });

  it('stays untouched when a click on a focused page link redraws it (focus stays in the bar)', async () => {
    const fixture = TestBed.createComponent(GroupHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    pageLink(bar, 5).focus();
    pageLink(bar, 5).click();
    await stable(fixture);
    expect(bar.contains(document.activeElement)).toBeTrue();
    expect(host.group.value.page).toBe(5);
    expect(host.group.controls.page.touched).toBeFalse();
    fixture.destroy();
  });

  it('ngModel with updateOn submit gives the page on submit', async () => {
    const fixture = TestBed.createComponent(ModelOptionsHost);
    const host = fixture.componentInstance;
    host.mode = 'submit';
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    pageLink(bar, 4).click();
    await stable(fixture);
    expect(host.page).toBe(1);
    fixture.nativeElement.querySelector('form').dispatchEvent(new Event('submit', { cancelable: true }));
    await stable(fixture);
    expect(host.page).toBe(4);
    fixture.destroy();
  });

  it('formControlName: setValue, reset, disable and enable at runtime', async () => {
    const fixture = TestBed.createComponent(GroupHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    expect(picture(bar)).toContain('[3]');
    host.group.setValue({ page: 6 });
    await stable(fixture);
    expect(picture(bar)).toContain('[6]');
    host.group.reset();
    await stable(fixture);
    expect(picture(bar)).toContain('[3]');
    host.group.disable();
    await stable(fixture);
    pageLink(bar, 5).click();
    await stable(fixture);
    expect(host.group.getRawValue().page).toBe(3);
    host.group.enable();
    await stable(fixture);
    pageLink(bar, 5).click();
    await stable(fixture);
    expect(host.group.value.page).toBe(5);
    expect(host.moves).toEqual([5]);
    fixture.destroy();
  });

  it('clicks on a destroyed bar element do nothing', async () => {
    const fixture = TestBed.createComponent(RuntimeHost);
    await stable(fixture);
    const kit = fixture.debugElement.query(By.directive(KitPaginationComponent)).componentInstance as KitPaginationComponent;
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    fixture.destroy();
    expect(items(bar).length).toBe(0);
    expect(() => kit.movePageTo(2)).not.toThrow();
  });

  it('an ng-template slot follows the app state it reads', async () => {
    const fixture = TestBed.createComponent(SizeModelHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    expect(bar.querySelector('.mine')!.textContent).toBe('Page 8');
    host.label.set('Seite');
    await stable(fixture);
    expect(bar.querySelector('.mine')!.textContent).toBe('Seite 8');
    fixture.destroy();
  });

  it('the page-size selector gives the form the page it clamps to', async () => {
    const fixture = TestBed.createComponent(SizeModelHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    const select = bar.querySelector('select')!;
    select.value = '50';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await stable(fixture);
    expect(picture(bar)).toContain('[Page 2]');
    expect(host.page).toBe(2);
    fixture.destroy();
  });

  it('the page-size selector shows the current size even when the options do not list it, and each listed size can be chosen', async () => {
    const fixture = TestBed.createComponent(PartsHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    const select = bar.querySelector('select')!;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['10', '20', '50']);
    expect(select.value).toBe('10');
    select.value = '20';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await stable(fixture);
    expect(host.perPage()).toBe(20);
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['20', '50']);
    fixture.destroy();
  });

  it('follows hrefTemplate, ariaLabel, showRangeLabel and showJumpTo changed at runtime', async () => {
    const fixture = TestBed.createComponent(PartsHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    host.href.set('/list?page={{page}}');
    host.label.set('Results pages');
    host.range.set(true);
    host.jump.set(true);
    await stable(fixture);
    expect(pageLink(bar, 2).getAttribute('href')).toBe('/list?page=2');
    expect(bar.getAttribute('aria-label')).toBe('Results pages');
    expect(bar.querySelector('.kit-pagination-range')!.textContent).toContain('1');
    expect(bar.querySelector('.kit-pagination-jump input')).not.toBeNull();
    host.href.set(null);
    host.range.set(false);
    host.jump.set(false);
    await stable(fixture);
    expect(pageLink(bar, 2).getAttribute('href')).toBe('#'); // tui-pagination's default markup
    expect(bar.querySelector('.kit-pagination-range, .kit-pagination-jump')).toBeNull();
    fixture.destroy();
  });

  it('Enter in the jump-to input moves without submitting a surrounding form (its default is prevented)', async () => {
    const fixture = TestBed.createComponent(PartsHost);
    const host = fixture.componentInstance;
    host.jump.set(true);
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    const input = bar.querySelector('.kit-pagination-jump input') as HTMLInputElement;
    input.value = '7';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    await stable(fixture);
    expect(picture(bar)).toContain('[7]');
    // A browser submits the input's form on an Enter whose keydown default is not prevented.
    expect(enter.defaultPrevented).toBeTrue();
    fixture.destroy();
  });

  it('beforeMove handlers that refuse a move or change the total leave a consistent bar', async () => {
    const fixture = TestBed.createComponent(ReentrantHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    pageLink(bar, 3).click();
    await stable(fixture);
    expect(host.page()).toBe(1);
    expect(picture(bar)).toContain('[1]');
    (bar.querySelector('[data-kit-item="last"]') as HTMLElement).click();
    await stable(fixture);
    expect(host.after).toEqual([10]);
    expect(host.page()).toBe(10);
    expect(picture(bar)).toBe('first prev 1 2 3 4 5 6 7 8 9 [10] more-next next last');
    fixture.destroy();
  });

  it('a static aria-label names the landmark, as on a native element', async () => {
    const fixture = TestBed.createComponent(NamedHost);
    await stable(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    expect(bar.getAttribute('aria-label')).toBe('Search results');
    fixture.destroy();
  });

  it("the service's disabled state agrees with the bar, from the input and from the form", async () => {
    const fixture = TestBed.createComponent(NamedHost);
    await stable(fixture);
    const component = fixture.debugElement.query(By.directive(KitPaginationComponent)).componentInstance as KitPaginationComponent;
    const { service } = component;
    expect(service.disabled()).toBeFalse();
    expect(service.canMoveForward()).toBeTrue();
    fixture.componentInstance.off.set(true);
    await stable(fixture);
    expect(service.disabled()).toBeTrue();
    expect(service.canMoveForward()).toBeFalse();
    fixture.componentInstance.off.set(false);
    fixture.componentInstance.control.disable();
    await stable(fixture);
    expect(service.disabled()).toBeTrue();
    fixture.componentInstance.control.enable();
    await stable(fixture);
    expect(service.disabled()).toBeFalse();
    fixture.destroy();
  });
});
