import { zoneOfCaller } from 'kit-ui/core';
import { ChangeDetectorRef, DestroyRef, Injector, NgZone, afterEveryRender, afterNextRender, effect, inject, signal, untracked } from '@angular/core';
import { AbstractControl, ControlContainer, NgControl, type NgForm, ValidationErrors, Validators } from '@angular/forms';
import { checkContent } from './editor-options';
import { KitErrorStateMatcher } from './editor-error-state';
import type { EditorService } from './editor.service';

/**
 * Above this many characters of markdown, a WYSIWYG edit reaches the form when typing pauses, not
 * at every key: the markdown of WYSIWYG content is made from Quill's whole document, which costs
 * O(document) per key (about 100 ms at 100 KB on a slow machine, on top of Quill's own work).
 * Markdown mode stays at every key: its text is the document itself.
 */
const WYSIWYG_FORM_SYNC_LIMIT = 16 * 1024;
/** How long typing must pause before a long WYSIWYG document's value reaches the form, ms. */
const WYSIWYG_FORM_PAUSE = 300;

/** The inputs of the editor the form binding reads: validation, and `disabled`. */
export interface KitEditorValidationRules {
  /** The content must not be blank. */
  required(): boolean;
  /** The maximum markdown length, or undefined for none. */
  maxLength(): number | undefined;
  /** The component's `disabled` input (read-only with or without a form). */
  disabled(): boolean;
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
  /** Whether a form registered `validatorChange`. */
  private validatorBound = false;
  private readonly changeDetector = inject(ChangeDetectorRef);
  /** Whether the bound form control is disabled (`setDisabledState`). */
  private disabledByForm = false;
  /** A value a form wrote before the views existed. */
  private pending: string | undefined;
  /** The value the form last got from the editor or wrote to it: what the control holds. */
  private formValue: string | undefined;
  /** The length of `formValue`, to tell a long document. */
  private formValueLength = 0;
  /** The timer of a WYSIWYG edit not yet given to the form (a long document, typing). */
  private paused: ReturnType<typeof setTimeout> | undefined;
  /** Whether an input method's composition is open in the editor (its text is not committed yet). */
  private composing = false;
  /** Whether an edit made during the open composition waits for it to end. */
  private heldForComposition = false;

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
  /** Whether the bound control has `Validators.required` (a reactive form's, not this element's `required`). */
  private readonly requiredByControl = signal(false);
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
      if (!this.formBound) return;
      // Half-composed text (romaji, a kana not yet converted) is no value, as in Angular's own
      // inputs: it goes out when the composition ends (markdown mode edits the text as it is composed).
      if (this.composing) {
        this.heldForComposition = true;
        return;
      }
      if (this.typingInLongWysiwygDocument()) this.giveValueOnPause();
      else this.giveValue();
    });
    // A shortcut (Ctrl/Cmd+Enter to submit, Ctrl+S to save) may read the form while focus stays in
    // the editor: a held value goes out first. (Capture: before the app's own handlers below.)
    const onShortcut = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) this.giveHeldValue();
    };
    const onCompositionStart = () => {
      this.composing = true;
    };
    const onCompositionEnd = () => {
      this.composing = false;
      if (!this.heldForComposition) return;
      // A cancelled composition (Escape) leaves the text as the form has it: no value, still pristine.
      if (this.service.getMarkdown() === this.formValue) this.heldForComposition = false;
      else this.giveValue();
    };
    // Outside Angular's zone (an app with zone.js): a key is no reason to check the whole app.
    inject(NgZone).runOutsideAngular(() => {
      element.addEventListener('keydown', onShortcut, { capture: true });
      element.addEventListener('compositionstart', onCompositionStart, { capture: true });
      element.addEventListener('compositionend', onCompositionEnd, { capture: true });
    });
    // The element outlives the editor when it is a page's container (`new KitEditor({el})`): a
    // listener left on it would keep the whole removed editor alive.
    inject(DestroyRef).onDestroy(() => {
      element.removeEventListener('keydown', onShortcut, { capture: true });
      element.removeEventListener('compositionstart', onCompositionStart, { capture: true });
      element.removeEventListener('compositionend', onCompositionEnd, { capture: true });
    });
    // A value held back for a pause goes out before anything else can read the form: a mode switch,
    // focus leaving the editor (a click on submit blurs it first), the editor going away.
    this.service.on$('changeMode').subscribe(() => {
      // The composition was in the view just left: its end may never reach this element.
      this.composing = false;
      this.giveHeldValue();
    });
    this.service.on$('removeEditor').subscribe(() => this.giveHeldValue());
    // Required by the attribute, or by the control's validators (`new FormControl('', Validators.required)`), as MatInput reads it.
    effect(() => this.service.setAriaRequired(this.rules.required() || this.requiredByControl()));
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

  /**
   * Whether an edit is the user typing in a long WYSIWYG document, whose value may wait for a pause:
   * focus is in the editor. An app's own calls (`setMarkdown`, `insertText`, `exec`) are not typing,
   * and what the app does next may read the form.
   */
  private typingInLongWysiwygDocument(): boolean {
    if (this.service.mode() !== 'wysiwyg' || this.formValueLength <= WYSIWYG_FORM_SYNC_LIMIT) return false;
    const active = this.element.ownerDocument.activeElement;
    return !!active && this.element.contains(active);
  }

  /** Gives the form the current markdown now (and drops a pending pause). */
  private giveValue(): void {
    clearTimeout(this.paused);
    this.paused = undefined;
    this.heldForComposition = false;
    const markdown = this.service.getMarkdown();
    this.formValue = markdown;
    this.formValueLength = markdown.length;
    this.onChange(markdown);
  }

  /** Gives the form the markdown once typing pauses. */
  private giveValueOnPause(): void {
    clearTimeout(this.paused);
    this.paused = setTimeout(() => this.giveValue(), WYSIWYG_FORM_PAUSE);
  }

  /** Gives the form a value held back for a pause, if any. */
  private giveHeldValue(): void {
    if (this.paused !== undefined || this.heldForComposition) this.giveValue();
  }

  /** Computes the error state of the bound control and puts it on the editing areas when it changes. */
  private updateErrorState(): void {
    // Looked up once, after construction: injecting NgControl in the constructor would be a cycle
    // (the form directives inject this component, as NG_VALIDATORS, when they are created).
    if (this.ngControl === undefined) this.ngControl = this.injector.get(NgControl, null, { self: true, optional: true });
    const control = this.ngControl?.control ?? null;
    this.requiredByControl.set(control?.hasValidator(Validators.required) ?? false);
    const state = this.errorStateMatcher.isErrorState(control, this.parentForm);
    if (state === untracked(this.errorStateValue)) return;
    this.errorStateValue.set(state);
    this.service.setAriaInvalid(state);
  }

  /** `ControlValueAccessor.writeValue`: the form's value becomes the content (kept until the views exist). */
  writeValue(value: unknown): void {
    const markdown = checkContent('The form value of kit-editor', value);
    if (this.paused !== undefined && markdown === this.formValue) {
      // The form writes back the value it holds (`form.setValue({...form.value, x})`, `reset(form.value)`)
      // while an edit waits for a pause: that value is only stale, so the edit goes out instead of
      // being reverted.
      this.giveValue();
      return;
    }
    // Any other value replaces whatever edit was waiting for a pause.
    clearTimeout(this.paused);
    this.paused = undefined;
    this.formValue = markdown;
    this.formValueLength = markdown.length;
    if (!this.service.attached) {
      this.pending = markdown;
      return;
    }
    if (markdown !== this.service.getMarkdown()) this.service.setMarkdown(markdown, false);
  }

  /** `ControlValueAccessor.registerOnChange`. */
  registerOnChange(fn: (value: string) => void): void {
    // Called in the zone the form was bound in (an app with zone.js): the views are outside it.
    const enter = zoneOfCaller();
    this.onChange = (value) =>
      enter(() => {
        fn(value);
        // A native input's value reaches the form from an Angular listener, which marks the host
        // for check; an edit here comes from CodeMirror's or Quill's own listeners, so a zoneless
        // app would not show the new value (or its validity) until something else ran change
        // detection. (Inside the zone: in a zone.js app, marked outside it scheduled a second check.)
        this.changeDetector.markForCheck();
      });
    this.formBound = true;
  }

  /** `ControlValueAccessor.registerOnTouched`. */
  registerOnTouched(fn: () => void): void {
    const enter = zoneOfCaller();
    this.onTouched = () => enter(fn);
  }

  /**
   * `ControlValueAccessor.setDisabledState`: a disabled control makes both modes read-only. The
   * component's `disabled` input counts too: read-only while either says disabled, whichever
   * changed last (enabling the control must not undo `[disabled]="true"`, nor the other way round).
   */
  setDisabledState(disabled: boolean): void {
    this.disabledByForm = disabled;
    this.updateReadOnly();
  }

  /** Applies `disabled` input OR disabled control to both modes; the component calls it when its input changes. */
  updateReadOnly(): void {
    this.service.setReadOnly(this.rules.disabled() || this.disabledByForm);
  }

  /**
   * Touched once focus leaves the whole editor (as Angular Material's fields), not when it moves
   * between its parts (the text, the toolbar, the mode switch, a popup).
   */
  focusLeft(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (next && this.element.contains(next)) return;
    this.giveHeldValue();
    this.onTouched();
  }

  /** `Validator.validate`: `required` (not blank) and `maxlength` errors, as Angular's validators name them. */
  validate(control: AbstractControl): ValidationErrors | null {
    const value = typeof control.value === 'string' ? control.value : '';
    const max = this.rules.maxLength();
    if (this.rules.required() && value.trim() === '') return { required: true };
    if (max !== undefined && value.length > max) return { maxlength: { requiredLength: max, actualLength: value.length } };
    return null;
  }

  /** `Validator.registerOnValidatorChange`. */
  registerOnValidatorChange(fn: () => void): void {
    this.validatorChange = fn;
    this.validatorBound = true;
  }

  /**
   * `required` or `maxLength` changed (the component's ngOnChanges, as Angular's own validator
   * directives): the control is validated again at once. The validators read the control's value,
   * which every edit sets (and so validates); only a change of the rules needs this.
   */
  rulesChanged(): void {
    if (!this.validatorBound) return;
    this.validatorChange();
    // The control's new status is no signal a template reads, so in a zoneless app nothing would
    // show it: the host view is being checked now (bindings before the editor were already read,
    // and an OnPush host is not checked again in this pass), so it is marked once this pass has
    // rendered, which checks it again in the same tick.
    afterNextRender(() => this.changeDetector.markForCheck(), { injector: this.injector });
  }
}
