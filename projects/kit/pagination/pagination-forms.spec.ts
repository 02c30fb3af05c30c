import { Component, Type, signal, viewChild } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { FormControl, FormGroup, FormsModule, NgModel, ReactiveFormsModule } from '@angular/forms';
import { FormField, disabled, form } from '@angular/forms/signals';
import { KitPaginationComponent } from './pagination.component';
import { currentPage, settle } from './pagination-spec-helpers';

/** What every form host exposes to the shared checks. */
interface FormHost {
  moves: string[];
  value(): unknown;
  write(page: number): void;
  setDisabled(off: boolean): void;
  dirty(): boolean;
  touched(): boolean;
}

const EVENTS = `(beforeMove)="moves.push('before ' + $event.page)" (afterMove)="moves.push('after ' + $event.page)"`;

@Component({
  imports: [KitPaginationComponent, ReactiveFormsModule],
  template: `<kit-pagination [totalItems]="100" [formControl]="control" ${EVENTS} /><button id="outside">x</button>`,
})
class ControlHost implements FormHost {
  control = new FormControl<number>(7, { nonNullable: true });
  moves: string[] = [];
  value = () => this.control.value;
  write = (page: number) => this.control.setValue(page);
  setDisabled = (off: boolean) => (off ? this.control.disable() : this.control.enable());
  dirty = () => this.control.dirty;
  touched = () => this.control.touched;
}

@Component({
  imports: [KitPaginationComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group"><kit-pagination [totalItems]="100" formControlName="page" ${EVENTS} /></form>
    <button id="outside">x</button>`,
})
class GroupHost implements FormHost {
  group = new FormGroup({ page: new FormControl(7, { nonNullable: true }) });
  moves: string[] = [];
  value = () => this.group.value.page;
  write = (page: number) => this.group.setValue({ page });
  setDisabled = (off: boolean) => (off ? this.group.disable() : this.group.enable());
  dirty = () => this.group.dirty;
  touched = () => this.group.touched;
}

@Component({
  imports: [KitPaginationComponent, FormsModule],
  template: `<kit-pagination [totalItems]="100" [(ngModel)]="page" [disabled]="off()" ${EVENTS} />
    <button id="outside">x</button>`,
})
class ModelHost implements FormHost {
  page = signal(7);
  off = signal(false);
  moves: string[] = [];
  model = viewChild.required(NgModel);
  value = () => this.page();
  write = (page: number) => this.page.set(page);
  setDisabled = (off: boolean) => this.off.set(off);
  dirty = () => !!this.model().dirty;
  touched = () => !!this.model().touched;
}

@Component({
  imports: [KitPaginationComponent, FormField],
  template: `<kit-pagination [totalItems]="100" [formField]="f.page" ${EVENTS} /><button id="outside">x</button>`,
})
class SignalHost implements FormHost {
  model = signal({ page: 7 });
  off = signal(false);
  f = form(this.model, (p) => disabled(p.page, () => this.off()));
  moves: string[] = [];
  value = () => this.model().page;
  write = (page: number) => this.f.page().value.set(page);
  setDisabled = (off: boolean) => this.off.set(off);
  dirty = () => this.f.page().dirty();
  touched = () => this.f.page().touched();
}

const items = (bar: HTMLElement) => Array.from(bar.querySelectorAll<HTMLElement>(':scope > [data-kit-item]'));
const pageEl = (bar: HTMLElement, page: number) =>
  items(bar).find((el) => el.dataset['kitItem'] === 'page' && el.textContent!.trim() === String(page))!;

function formSuite(name: string, type: Type<FormHost>): void {
  describe(name, () => {
    let fixture: ComponentFixture<FormHost>;
    let host: FormHost;
    let bar: HTMLElement;

    beforeEach(async () => {
      fixture = TestBed.createComponent(type);
      host = fixture.componentInstance;
      await settle(fixture);
      bar = fixture.nativeElement.querySelector('kit-pagination');
    });

    it('shows the initial value without events, pristine and untouched', () => {
      expect(currentPage(bar)).toBe(7);
      expect(host.moves).toEqual([]);
      expect([host.dirty(), host.touched()]).toEqual([false, false]);
    });

    it('shows a written value without events and stays pristine', async () => {
      host.write(3);
      await settle(fixture);
      expect(currentPage(bar)).toBe(3);
      expect(pageEl(bar, 3).getAttribute('aria-current')).toBe('page');
      expect(host.moves).toEqual([]);
      expect(host.dirty()).toBeFalse();
    });

    it('writes a user click to the value and marks it dirty', async () => {
      pageEl(bar, 2).click();
      await settle(fixture);
      expect(host.value()).toBe(2);
      expect(currentPage(bar)).toBe(2);
      expect(host.moves).toEqual(['before 2', 'after 2']);
      expect(host.dirty()).toBeTrue();
    });

    it('marks touched only when focus leaves the bar', async () => {
      pageEl(bar, 7).focus();
      pageEl(bar, 8).focus();
      await settle(fixture);
      expect(host.touched()).toBeFalse();
      (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
      await settle(fixture);
      expect(host.touched()).toBeTrue();
      expect(host.dirty()).toBeFalse();
    });

    it('disables every button, and clicks then do nothing', async () => {
      host.write(5);
      host.setDisabled(true);
      await settle(fixture);
      expect(bar.getAttribute('aria-disabled')).toBe('true');
      const others = items(bar).filter((el) => el.getAttribute('aria-current') !== 'page');
      expect(others.length).toBe(13);
      expect(others.every((el) => el.getAttribute('aria-disabled') === 'true' && !el.hasAttribute('href'))).toBeTrue();
      pageEl(bar, 2).click();
      (bar.querySelector('[data-kit-item="next"]') as HTMLElement).click();
      await settle(fixture);
      expect([host.value(), currentPage(bar), host.moves.length]).toEqual([5, 5, 0]);
      host.setDisabled(false);
      await settle(fixture);
      expect(bar.hasAttribute('aria-disabled')).toBeFalse();
      pageEl(bar, 2).click();
      await settle(fixture);
      expect(host.value()).toBe(2);
    });
  });
}

@Component({
  imports: [KitPaginationComponent, ReactiveFormsModule],
  template: `<kit-pagination [totalItems]="100" [formControl]="control" [disabled]="off()" />`,
})
class BothDisabledHost {
  control = new FormControl<number>(7, { nonNullable: true });
  off = signal(false);
}

describe('kit-pagination in forms (ControlValueAccessor)', () => {
  formSuite('[formControl]', ControlHost);
  formSuite('formControlName in a FormGroup', GroupHost);
  formSuite('[(ngModel)]', ModelHost);
  // [formField] writes the value before [totalItems] arrives; the bar must still show page 7.
  formSuite('signal forms [formField]', SignalHost);

  it('is disabled while [disabled] or the control says so, whichever changed last', async () => {
    spyOn(console, 'warn'); // reactive forms warn that `disabled` belongs on the control; here it is the bar's own input
    const fixture = TestBed.createComponent(BothDisabledHost);
    const host = fixture.componentInstance;
    await settle(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    const off = () => bar.getAttribute('aria-disabled') === 'true';
    host.off.set(true);
    host.control.disable();
    await settle(fixture);
    host.control.enable();
    await settle(fixture);
    expect(off()).withContext('input on, control enabled last').toBeTrue();
    host.control.disable();
    host.off.set(false);
    await settle(fixture);
    expect(off()).withContext('control off, input set false last').toBeTrue();
    host.control.enable();
    await settle(fixture);
    expect(off()).toBeFalse();
  });

  it('greys the move buttons\' glyphs with the page numbers when the control is disabled', async () => {
    const fixture = TestBed.createComponent(ControlHost);
    fixture.componentInstance.control.setValue(5); // of 10: every move button enabled
    await settle(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    const glyph = (selector: string) => getComputedStyle(bar.querySelector(selector)!, '::before').color;
    const text = (selector: string) => getComputedStyle(bar.querySelector(selector)!).color;
    const enabledGlyph = glyph('.kit-next');
    expect(enabledGlyph).toBe(text('.kit-page-btn:not(.kit-is-selected):not(.kit-first):not(.kit-prev):not(.kit-next):not(.kit-last)'));
    fixture.componentInstance.control.disable();
    await settle(fixture);
    const mutedPage = text('.kit-page-btn:not(.kit-is-selected):not(.kit-first):not(.kit-prev):not(.kit-next):not(.kit-last)');
    expect(mutedPage).not.toBe(enabledGlyph);
    for (const selector of ['.kit-first', '.kit-prev', '.kit-next', '.kit-last']) expect(glyph(selector)).withContext(selector).toBe(mutedPage);
  });

  it('keeps every item a link for screen readers when the control is disabled (disabled, not plain text)', async () => {
    const fixture = TestBed.createComponent(ControlHost);
    fixture.componentInstance.control.setValue(5);
    await settle(fixture);
    fixture.componentInstance.control.disable();
    await settle(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    const items = Array.from(bar.querySelectorAll<HTMLElement>('[data-kit-item]'));
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      const link = (item.tagName === 'A' && item.hasAttribute('href')) || item.tagName === 'BUTTON' || item.getAttribute('role') === 'link';
      expect(link).withContext(`${item.outerHTML} has a link role`).toBeTrue();
      if (item.getAttribute('aria-current') !== 'page') expect(item.getAttribute('aria-disabled')).withContext(item.outerHTML).toBe('true');
    }
  });

  it('treats a null form value as page 1 and rejects a non-numeric one', async () => {
    const fixture = TestBed.createComponent(ControlHost);
    await settle(fixture);
    const bar = fixture.nativeElement.querySelector('kit-pagination') as HTMLElement;
    fixture.componentInstance.control.setValue(null as unknown as number);
    await settle(fixture);
    expect(currentPage(bar)).toBe(1);
    expect(() => fixture.componentInstance.control.setValue('x' as unknown as number)).toThrowError(TypeError, /form value.*"x"/);
  });
});
