import { Injector, afterEveryRender, effect, inject, signal, untracked } from '@angular/core';
import { AbstractControl, ControlContainer, NgControl, type NgForm, ValidationErrors } from '@angular/forms';
import { checkContent } from './editor-options';
import { KitErrorStateMatcher } from './editor-error-state';
import type { EditorService } from './editor.service';

/** The validation inputs of the editor. */
export interface KitEditorValidationRules {
  /** The content must not be blank. */
  required(): boolean;
  /** The maximum markdown length, or null for none. */
  maxLength(): number | null;
}

/**
 * How `<kit-editor>` joins Angular forms, with the markdown string as its value: the
 * `ControlValueAccessor` and `Validator` work behind the component's methods, the touched state,
 * `aria-required`, and the error state of the bound control (`KitErrorStateMatcher`). Made in
 * the component's injection context.
 */
export class KitEditorFormBinding {
  private readonly injector = inject(Injector);
  private onChange: (value: string) => void = () => {};
  private formBound = false;
  private onTouched: () => void = () => {};
  private validatorChange: () => void = () => {};
  /** A value a form wrote before the views existed. */
  private pending: string | undefined;

  private readonly errorStateMatcher = inject(KitErrorStateMatcher);
  /**
   * The form the editor is in (`NgForm`, `FormGroupDirective`, `FormArrayDirective`: the root form
   * directive of the nearest container), for its `submitted`; null outside a form. Read through
   * `ControlContainer` rather than by injecting each form directive, which would put those classes
   * in the bundle of every app that uses the editor, forms or not.
   */
  private readonly parentForm = (inject(ControlContainer, { optional: true })?.formDirective ?? null) as Pick<NgForm, 'submitted'> | null;
  /** The form directive on this element (`NgModel`, `FormControlDirective`, `FormControlName`, `FormField`'s stand-in); undefined until looked up. */
  private ngControl: NgControl | null | undefined;
  private readonly errorStateValue = signal(false);
  /**
   * Whether the bound form control shows as invalid: invalid, and touched or its form submitted
   * (`KitErrorStateMatcher`, replaceable). The editing area of both modes then has
   * `aria-invalid="true"`. Always false outside Angular forms.
   */
  readonly errorState = this.errorStateValue.asReadonly();

  constructor(
    private readonly service: EditorService,
    /** The `kit-editor` element, which focus leaves to make the control touched. */
    private readonly element: HTMLElement,
    private readonly rules: KitEditorValidationRules,
  ) {
    this.service.on$('change').subscribe(() => {
      // Only a bound form needs the value; copying a large document on every key costs.
      if (this.formBound) this.onChange(this.service.getMarkdown());
      this.validatorChange();
    });
    effect(() => this.service.setAriaRequired(this.rules.required()));
    // The error state follows the control and the form after every render of the app. Their state
    // has no public change notification, but Angular's status classes read it reactively (on this
    // element: touched, status; on the form: submitted), so each change refreshes a view, and every
    // refresh ends in a render. Not ngDoCheck, as MatInput: a submit or reset refreshes only the
    // form's view, which does not check this editor inside an OnPush field component.
    afterEveryRender(() => this.updateErrorState());
  }

  /** The value a form wrote before the views existed (it replaces `initialValue`), if any. */
  get pendingValue(): string | undefined {
    return this.pending;
  }

  /** Computes the error state of the bound control and puts it on the editing areas when it changes. */
  private updateErrorState(): void {
    // Looked up once, after construction: injecting NgControl in the constructor would be a cycle
    // (the form directives inject this component, as NG_VALIDATORS, when they are created).
    if (this.ngControl === undefined) this.ngControl = this.injector.get(NgControl, null, { self: true, optional: true });
    const state = this.errorStateMatcher.isErrorState(this.ngControl?.control ?? null, this.parentForm);
    if (state === untracked(this.errorStateValue)) return;
    this.errorStateValue.set(state);
    this.service.setAriaInvalid(state);
  }

  /** `ControlValueAccessor.writeValue`: the form's value becomes the content (kept until the views exist). */
  writeValue(value: unknown): void {
    const markdown = checkContent('The form value of kit-editor', value);
    if (!this.service.attached) {
      this.pending = markdown;
      return;
    }
    if (markdown !== this.service.getMarkdown()) this.service.setMarkdown(markdown, false);
  }

  /** `ControlValueAccessor.registerOnChange`. */
  registerOnChange(fn: (value: string) => void): void {
    this.onChange = fn;
    this.formBound = true;
  }

  /** `ControlValueAccessor.registerOnTouched`. */
  registerOnTouched(fn: () => void): void {
    this.onTouched = fn;
  }

  /** `ControlValueAccessor.setDisabledState`: a disabled control makes both modes read-only. */
  setDisabledState(disabled: boolean): void {
    this.service.setReadOnly(disabled);
  }

  /**
   * Touched once focus leaves the whole editor (as Angular Material's fields), not when it moves
   * between its parts (the text, the toolbar, the mode switch, a popup).
   */
  focusLeft(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (!next || !this.element.contains(next)) this.onTouched();
  }

  /** `Validator.validate`: `required` (not blank) and `maxlength` errors, as Angular's validators name them. */
  validate(control: AbstractControl): ValidationErrors | null {
    const value = typeof control.value === 'string' ? control.value : '';
    const max = this.rules.maxLength();
    if (this.rules.required() && value.trim() === '') return { required: true };
    if (max !== null && value.length > max) return { maxlength: { requiredLength: max, actualLength: value.length } };
    return null;
  }

  /** `Validator.registerOnValidatorChange`. */
  registerOnValidatorChange(fn: () => void): void {
    this.validatorChange = fn;
  }
}
