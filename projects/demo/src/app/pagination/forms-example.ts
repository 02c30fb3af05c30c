import { JsonPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { FormBuilder, ReactiveFormsModule } from '@angular/forms';
import { KitPaginationComponent } from 'kit-ui/pagination';

@Component({
  selector: 'demo-forms-example',
  imports: [KitPaginationComponent, ReactiveFormsModule, JsonPipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="forms">
      <h2>Reactive forms</h2>
      <p class="demo-note">
        <code>formControlName="page"</code> binds the current page. Writing a value moves silently
        and keeps the form pristine; a click marks it dirty.
      </p>
      <form [formGroup]="form" (ngSubmit)="submit()">
        <label>Search <input formControlName="query" /></label>
        <kit-pagination ariaLabel="Form pages" formControlName="page" [totalItems]="120" [itemsPerPage]="10" />
        <p class="demo-status">
          value <code>{{ value() | json }}</code>, {{ form.dirty ? 'dirty' : 'pristine' }},
          {{ form.touched ? 'touched' : 'untouched' }}
        </p>
        <button type="submit">Submit</button>
        <button type="button" (click)="form.controls.page.setValue(7)">Set page 7</button>
        <button type="button" (click)="toggleDisabled()">{{ form.controls.page.disabled ? 'Enable' : 'Disable' }} pagination</button>
      </form>
      @if (submitted()) {
        <p class="demo-status">Submitted: <code>{{ submitted() }}</code></p>
      }
    </section>
  `,
})
export class FormsExample {
  private readonly fb = inject(FormBuilder).nonNullable;
  protected readonly form = this.fb.group({ query: 'kit', page: 3 });
  protected readonly value = toSignal(this.form.valueChanges, { initialValue: this.form.getRawValue() });
  protected readonly submitted = signal('');

  protected submit(): void {
    this.submitted.set(JSON.stringify(this.form.getRawValue()));
  }

  protected toggleDisabled(): void {
    const page = this.form.controls.page;
    if (page.disabled) page.enable();
    else page.disable();
  }
}
