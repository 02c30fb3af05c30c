import { Injectable } from '@angular/core';
import type { AbstractControl } from '@angular/forms';

/** What an error state reads of the form a control is in (`NgForm`, `FormGroupDirective`, ...). */
export interface KitSubmittableForm {
  /** Whether the user has submitted the form. */
  readonly submitted: boolean;
}

/**
 * Decides when `<kit-editor>` shows its form control as invalid (`aria-invalid` on the editing area
 * of both modes, and the component's `errorState()`), by the rule of Angular Material's default
 * `ErrorStateMatcher`: the control is invalid, and the user has left it (touched) or submitted the
 * form. So an empty required editor is not announced as wrong before the user had a chance to
 * fill it in. Provide a subclass to change the rule, e.g. `control.dirty` to show errors while the
 * user types: `{ provide: KitErrorStateMatcher, useClass: MyMatcher }`.
 */
@Injectable({ providedIn: 'root' })
export class KitErrorStateMatcher {
  /**
   * Whether `control` shows as invalid.
   * @param control The control the editor is bound to (for a signal form field, Angular's
   *   `NgControl` stand-in, which reads the field's state), or null outside a form.
   * @param form The form around the control, or null (a lone `[formControl]`, a signal form).
   */
  isErrorState(control: AbstractControl | null, form: KitSubmittableForm | null): boolean {
    return !!(control && control.invalid && (control.touched || form?.submitted));
  }
}
