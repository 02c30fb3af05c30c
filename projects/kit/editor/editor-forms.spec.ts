import { ChangeDetectionStrategy, Component, Injectable, Type, provideZonelessChangeDetection, signal, viewChild } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import {
  AbstractControl,
  ControlContainer,
  FormControl,
  FormGroup,
  FormGroupDirective,
  FormsModule,
  NgForm,
  NgModel,
  ReactiveFormsModule,
  ValidationErrors,
  Validators,
} from '@angular/forms';
import { FormField, form, required, submit as submitSignalForm } from '@angular/forms/signals';
import { KitEditorComponent } from './editor.component';
import { KitErrorStateMatcher } from './editor-error-state';
import { loadQuill } from './wysiwyg/quill-loader';
import { waitFor } from './editor-spec-helpers';

/** What every form host exposes to the shared checks. */
interface FormHost {
  events: string[];
  value(): unknown;
  write(markdown: string): void;
  setDisabled(off: boolean): void;
  control(): AbstractControl;
}

const EVENTS = `(contentChange)="events.push('change')" (setMarkdownAfter)="events.push('setMarkdownAfter')"`;

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctrl" [required]="true" [maxLength]="12" ${EVENTS} /><button id="outside">x</button>`,
})
class ControlHost implements FormHost {
  ctrl = new FormControl('# Start', { nonNullable: true });
  events: string[] = [];
  value = () => this.ctrl.value;
  write = (markdown: string) => this.ctrl.setValue(markdown);
  setDisabled = (off: boolean) => (off ? this.ctrl.disable() : this.ctrl.enable());
  control = () => this.ctrl;
}

@Component({
  imports: [KitEditorComponent, FormsModule],
  template: `<kit-editor [(ngModel)]="text" [disabled]="off()" [required]="true" [maxLength]="12" ${EVENTS} />
    <button id="outside">x</button>`,
})
class ModelHost implements FormHost {
  text = signal('# Start');
  off = signal(false);
  events: string[] = [];
  model = viewChild.required(NgModel);
  value = () => this.text();
  write = (markdown: string) => this.text.set(markdown);
  setDisabled = (off: boolean) => this.off.set(off);
  control = () => this.model().control;
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `@if (shown()) {<kit-editor [formControl]="ctrl" />}`,
})
class IfHost {
  shown = signal(false);
  ctrl = new FormControl('before', { nonNullable: true });
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctrl" />`,
})
class ValidatorRequiredHost {
  ctrl = new FormControl('', { nonNullable: true, validators: [Validators.required] });
}

async function settle(fixture: ComponentFixture<unknown>): Promise<void> {
  fixture.detectChanges();
  await fixture.whenStable();
  fixture.detectChanges();
  await fixture.whenStable();
}

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Waits for the change detection Angular schedules by itself (zoneless): no detectChanges, so a
 * state change that schedules nothing would show as a failure.
 */
async function stable(fixture: ComponentFixture<unknown>): Promise<void> {
  await tick(0);
  await fixture.whenStable();
  await fixture.whenStable();
}
const editorOf = (fixture: ComponentFixture<unknown>) =>
  fixture.debugElement.query(By.directive(KitEditorComponent)).componentInstance as KitEditorComponent;
const viewOf = (fixture: ComponentFixture<unknown>) => editorOf(fixture).service.getMarkdownView().view;
/** A user edit: the transaction CodeMirror dispatches when the user types. */
const type = (fixture: ComponentFixture<unknown>, text: string, at = 0) =>
  viewOf(fixture).dispatch({ changes: { from: at, insert: text }, userEvent: 'input.type' });

function formSuite(name: string, hostType: Type<FormHost>): void {
  describe(name, () => {
    let fixture: ComponentFixture<FormHost>;
    let host: FormHost;

    beforeEach(async () => {
      fixture = TestBed.createComponent(hostType);
      host = fixture.componentInstance;
      await settle(fixture);
    });

    afterEach(() => fixture.destroy());

    it('shows the initial value, pristine and untouched, without a change event', () => {
      expect(viewOf(fixture).state.doc.toString()).toBe('# Start');
      expect(editorOf(fixture).service.getMarkdown()).toBe('# Start');
      expect(host.events).not.toContain('change');
      expect([host.control().dirty, host.control().touched]).toEqual([false, false]);
    });

    it('shows a written value, stays pristine and fires no change', async () => {
      host.write('**written**\n\ntext');
      await settle(fixture);
      expect(viewOf(fixture).state.doc.toString()).toBe('**written**\n\ntext');
      expect(host.events).not.toContain('change');
      expect(host.control().dirty).toBeFalse();
      expect(host.value()).toBe('**written**\n\ntext');
    });

    it('writes a user edit to the value and marks the control dirty', async () => {
      type(fixture, 'x');
      await settle(fixture);
      expect(host.value()).toBe('x# Start');
      expect(host.events.filter((e) => e === 'change')).toEqual(['change']);
      expect(host.control().dirty).toBeTrue();
      type(fixture, '!', viewOf(fixture).state.doc.length);
      await settle(fixture);
      expect(host.value()).toBe('x# Start!');
    });

    it('marks the control touched on blur, not on focus', async () => {
      const view = viewOf(fixture);
      view.focus();
      await tick();
      expect(view.hasFocus).toBeTrue();
      expect(host.control().touched).toBeFalse();
      (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
      await tick();
      await settle(fixture);
      expect(host.control().touched).toBeTrue();
      expect(host.control().dirty).toBeFalse();
    });

    it('stays untouched while focus moves between the parts of the editor (text, mode switch), touched once it leaves', async () => {
      const view = viewOf(fixture);
      view.focus();
      await tick();
      const modeButton = fixture.nativeElement.querySelector('.kit-mode-button') as HTMLElement;
      expect(modeButton).withContext('a mode switch button').not.toBeNull();
      modeButton.focus();
      await tick();
      await settle(fixture);
      expect(host.control().touched).toBeFalse();
      (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
      await tick();
      await settle(fixture);
      expect(host.control().touched).toBeTrue();
    });

    it('makes CodeMirror (and Quill) read-only while disabled', async () => {
      await loadQuill(); // getWysiwygView() needs Quill; the suite's random order may run this first
      host.setDisabled(true);
      await settle(fixture);
      const service = editorOf(fixture).service;
      expect(viewOf(fixture).state.readOnly).toBeTrue();
      expect(viewOf(fixture).contentDOM.getAttribute('contenteditable')).toBe('false');
      expect(fixture.nativeElement.querySelector('kit-editor').classList).toContain('kit-editor-readonly');
      expect(service.getWysiwygView().quill.isEnabled()).toBeFalse();
      host.setDisabled(false);
      await settle(fixture);
      expect(viewOf(fixture).state.readOnly).toBeFalse();
      expect(service.getWysiwygView().quill.isEnabled()).toBeTrue();
    });

    it('validates required and maxLength', async () => {
      expect(host.control().errors).toBeNull();
      host.write('');
      await settle(fixture);
      expect(host.control().errors).toEqual(jasmine.objectContaining({ required: true }));
      host.write('   ');
      await settle(fixture);
      expect(host.control().errors).toEqual(jasmine.objectContaining({ required: true }));
      host.write('a'.repeat(13));
      await settle(fixture);
      expect(host.control().errors as ValidationErrors).toEqual({ maxlength: { requiredLength: 12, actualLength: 13 } });
      host.write('short');
      await settle(fixture);
      expect(host.control().valid).toBeTrue();
      type(fixture, 'x'.repeat(10));
      await settle(fixture);
      expect(host.control().errors).toEqual({ maxlength: { requiredLength: 12, actualLength: 15 } });
      // The component itself is the validator (NG_VALIDATORS), not only Angular's attribute directives.
      const editor = editorOf(fixture);
      expect(editor.validate(new FormControl(''))).toEqual({ required: true });
      expect(editor.validate(new FormControl('1234567890123'))).toEqual({ maxlength: { requiredLength: 12, actualLength: 13 } });
      expect(editor.validate(new FormControl('ok'))).toBeNull();
    });

    it('announces the required field: aria-required on the editing area of both modes', async () => {
      const editor = editorOf(fixture);
      expect(viewOf(fixture).contentDOM.getAttribute('aria-required')).toBe('true');
      editor.editor.changeMode('wysiwyg', true);
      await waitFor(() => editor.editor.isWysiwygMode() && !!fixture.nativeElement.querySelector('.ql-editor'));
      expect(editor.editor.getSquire().root.getAttribute('aria-required')).toBe('true');
      editor.editor.changeMode('markdown', true);
    });

    it('marks the editing area aria-invalid once the invalid control is touched, following validity, markAsTouched and reset (both modes)', async () => {
      const editor = editorOf(fixture);
      const markdownInvalid = () => viewOf(fixture).contentDOM.getAttribute('aria-invalid');
      expect(markdownInvalid()).toBeNull();
      host.write('');
      await stable(fixture);
      expect(host.control().invalid).withContext('required, empty').toBeTrue();
      expect(markdownInvalid()).withContext('invalid but untouched: not announced yet').toBeNull();
      // The user leaves the editor: touched, so the error shows.
      viewOf(fixture).focus();
      await tick();
      (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
      await stable(fixture);
      expect(host.control().touched).toBeTrue();
      expect(markdownInvalid()).toBe('true');
      expect(editor.errorState()).toBeTrue();
      // A valid value clears it; the user typing past maxLength sets it again.
      host.write('ok');
      await stable(fixture);
      expect(markdownInvalid()).toBeNull();
      expect(editor.errorState()).toBeFalse();
      type(fixture, 'x'.repeat(11));
      await stable(fixture);
      expect(host.control().errors).toEqual(jasmine.objectContaining({ maxlength: jasmine.anything() }));
      expect(markdownInvalid()).toBe('true');
      // WYSIWYG: Quill's editing area, created now, says the same.
      await loadQuill();
      editor.editor.changeMode('wysiwyg', true);
      await waitFor(() => editor.editor.isWysiwygMode() && !!fixture.nativeElement.querySelector('.ql-editor'));
      const quillRoot = editor.editor.getSquire().root as HTMLElement;
      expect(quillRoot.getAttribute('aria-invalid')).toBe('true');
      // A reset makes the control untouched: no error until the user leaves it again.
      host.control().reset('');
      await stable(fixture);
      expect(host.control().invalid).toBeTrue();
      expect(quillRoot.getAttribute('aria-invalid')).toBeNull();
      expect(markdownInvalid()).toBeNull();
      host.control().markAsTouched();
      await stable(fixture);
      expect(quillRoot.getAttribute('aria-invalid')).toBe('true');
      expect(markdownInvalid()).toBe('true');
      host.write('fine');
      await stable(fixture);
      expect(quillRoot.getAttribute('aria-invalid')).toBeNull();
      // Errors set from code (a server's answer) count as well.
      host.control().setErrors({ taken: true });
      await stable(fixture);
      expect(quillRoot.getAttribute('aria-invalid')).toBe('true');
      editor.editor.changeMode('markdown', true);
    });

    it('treats a null form value as empty', async () => {
      host.write(null as never);
      await settle(fixture);
      expect(viewOf(fixture).state.doc.toString()).toBe('');
      expect(host.events).not.toContain('change');
    });
  });
}

describe('kit-editor in forms (ControlValueAccessor, zoneless)', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
  });

  formSuite('[formControl]', ControlHost);
  formSuite('[(ngModel)]', ModelHost);

  it('announces a control required by Validators.required (no required attribute), and stops when the validator goes', async () => {
    const fixture = TestBed.createComponent(ValidatorRequiredHost);
    await settle(fixture);
    expect(viewOf(fixture).contentDOM.getAttribute('aria-required')).toBe('true');
    fixture.componentInstance.ctrl.removeValidators(Validators.required);
    fixture.componentInstance.ctrl.updateValueAndValidity();
    await settle(fixture);
    expect(viewOf(fixture).contentDOM.getAttribute('aria-required')).not.toBe('true');
    fixture.destroy();
  });

  it('works inside @if: renders the current value when shown, keeps the value when removed', async () => {
    const fixture = TestBed.createComponent(IfHost);
    const host = fixture.componentInstance;
    await settle(fixture);
    expect(fixture.nativeElement.querySelector('kit-editor')).toBeNull();
    host.ctrl.setValue('# shown later');
    host.shown.set(true);
    await settle(fixture);
    expect(viewOf(fixture).state.doc.toString()).toBe('# shown later');
    expect(host.ctrl.pristine).toBeTrue();
    type(fixture, 'x');
    await settle(fixture);
    expect([host.ctrl.value, host.ctrl.dirty]).toEqual(['x# shown later', true]);
    host.shown.set(false);
    await settle(fixture);
    expect(fixture.nativeElement.querySelector('kit-editor')).toBeNull();
    host.ctrl.setValue('while hidden');
    host.shown.set(true);
    await settle(fixture);
    expect(viewOf(fixture).state.doc.toString()).toBe('while hidden');
    expect(fixture.nativeElement.querySelectorAll('.cm-editor').length).toBe(1);
    fixture.destroy();
  });
});

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group"><kit-editor formControlName="body" [required]="true" /></form>`,
})
class GroupSubmitHost {
  group = new FormGroup({ body: new FormControl('', { nonNullable: true }) });
  formDirective = viewChild.required(FormGroupDirective);
}

/** A field component of its own (OnPush) inside the form: the form's submit does not refresh it. */
@Component({
  selector: 'kit-spec-body-field',
  imports: [KitEditorComponent, ReactiveFormsModule],
  changeDetection: ChangeDetectionStrategy.OnPush,
  viewProviders: [{ provide: ControlContainer, useExisting: FormGroupDirective }],
  template: `<kit-editor formControlName="body" [required]="true" />`,
})
class BodyFieldComponent {}

@Component({
  imports: [BodyFieldComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group"><kit-spec-body-field /></form>`,
})
class NestedSubmitHost {
  group = new FormGroup({ body: new FormControl('', { nonNullable: true }) });
  formDirective = viewChild.required(FormGroupDirective);
}

@Component({
  imports: [KitEditorComponent, FormsModule],
  template: `<form><kit-editor name="body" [(ngModel)]="text" required /></form>`,
})
class NgFormSubmitHost {
  text = '';
  ngForm = viewChild.required(NgForm);
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group">@if (shown()) {<kit-editor formControlName="body" [required]="true" />}</form>`,
})
class LateGroupHost {
  shown = signal(false);
  group = new FormGroup({ body: new FormControl('', { nonNullable: true }) });
}

/** Submits the form as the browser does (a `submit` event; Angular's form directives prevent the navigation). */
function submit(fixture: ComponentFixture<unknown>): void {
  fixture.nativeElement.querySelector('form').dispatchEvent(new Event('submit', { cancelable: true }));
}

const ariaInvalid = (fixture: ComponentFixture<unknown>) => viewOf(fixture).contentDOM.getAttribute('aria-invalid');

describe('kit-editor aria-invalid when its form is submitted', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] }));

  it('[formGroup] + formControlName: an untouched invalid field shows once the form is submitted, until resetForm', async () => {
    const fixture = TestBed.createComponent(GroupSubmitHost);
    await settle(fixture);
    expect(fixture.componentInstance.group.invalid).toBeTrue();
    expect(ariaInvalid(fixture)).toBeNull();
    submit(fixture);
    await stable(fixture);
    expect(fixture.componentInstance.group.controls.body.touched).withContext('still untouched').toBeFalse();
    expect(ariaInvalid(fixture)).toBe('true');
    fixture.componentInstance.formDirective().resetForm();
    await stable(fixture);
    expect(ariaInvalid(fixture)).toBeNull();
    fixture.destroy();
  });

  it('a submit shows the error of an editor inside an OnPush field component that the submit does not refresh', async () => {
    const fixture = TestBed.createComponent(NestedSubmitHost);
    await settle(fixture);
    expect(ariaInvalid(fixture)).toBeNull();
    submit(fixture);
    await stable(fixture);
    expect(ariaInvalid(fixture)).toBe('true');
    fixture.componentInstance.formDirective().resetForm();
    await stable(fixture);
    expect(ariaInvalid(fixture)).toBeNull();
    fixture.destroy();
  });

  it('an editor shown late (@if) for a control that is already touched and invalid shows the error at once', async () => {
    const fixture = TestBed.createComponent(LateGroupHost);
    await settle(fixture);
    fixture.componentInstance.group.markAllAsTouched();
    fixture.componentInstance.shown.set(true);
    await stable(fixture);
    expect(ariaInvalid(fixture)).toBe('true');
    fixture.destroy();
  });

  it('<form> (NgForm) + ngModel: shows on submit, and goes when the user fixes the value', async () => {
    const fixture = TestBed.createComponent(NgFormSubmitHost);
    await settle(fixture);
    expect(ariaInvalid(fixture)).toBeNull();
    submit(fixture);
    await stable(fixture);
    expect(fixture.componentInstance.ngForm().submitted).toBeTrue();
    expect(ariaInvalid(fixture)).toBe('true');
    type(fixture, 'fixed');
    await stable(fixture);
    expect(fixture.componentInstance.text).toBe('fixed');
    expect(ariaInvalid(fixture)).toBeNull();
    fixture.destroy();
  });
});

/** An app's own rule: the error shows as soon as the user has changed the value. */
@Injectable()
class WhileTypingMatcher extends KitErrorStateMatcher {
  override isErrorState(control: AbstractControl | null): boolean {
    return !!(control?.invalid && control.dirty);
  }
}

describe('kit-editor with an app-provided KitErrorStateMatcher', () => {
  beforeEach(() =>
    TestBed.configureTestingModule({
      providers: [provideZonelessChangeDetection(), { provide: KitErrorStateMatcher, useClass: WhileTypingMatcher }],
    }),
  );

  it('uses the app rule: invalid while the user types, before the control is touched', async () => {
    const fixture = TestBed.createComponent(ControlHost);
    await settle(fixture);
    type(fixture, 'x'.repeat(10));
    await stable(fixture);
    expect(fixture.componentInstance.ctrl.touched).toBeFalse();
    expect(ariaInvalid(fixture)).toBe('true');
    fixture.destroy();
  });
});

@Component({
  imports: [KitEditorComponent, FormField],
  template: `<kit-editor [formField]="articleForm.body" />`,
})
class RequiredSignalFormHost {
  article = signal({ body: '' });
  articleForm = form(this.article, (path) => required(path.body));
}

@Component({
  imports: [KitEditorComponent, FormField],
  template: `<kit-editor [formField]="articleForm.body" />`,
})
class SignalFormHost {
  article = signal({ body: '# From a signal form' });
  articleForm = form(this.article);
}

describe('kit-editor with signal forms ([formField])', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] }));

  it('shows the model value and writes user edits back to the model', async () => {
    const fixture = TestBed.createComponent(SignalFormHost);
    await settle(fixture);
    const editor = fixture.debugElement.query(By.directive(KitEditorComponent)).componentInstance as KitEditorComponent;
    expect(editor.service.getMarkdown()).toBe('# From a signal form');
    const view = editor.service.getMarkdownView().view;
    view.dispatch({ changes: { from: view.state.doc.length, insert: '!' }, userEvent: 'input.type' });
    await settle(fixture);
    expect(fixture.componentInstance.article().body).toBe('# From a signal form!');
    expect(fixture.componentInstance.articleForm.body().dirty()).toBeTrue();
    fixture.componentInstance.article.set({ body: 'replaced' });
    await settle(fixture);
    expect(editor.service.getMarkdown()).toBe('replaced');
  });

  it('marks the editing area aria-invalid once the invalid field is touched or the form submitted, and follows the field', async () => {
    const fixture = TestBed.createComponent(RequiredSignalFormHost);
    await settle(fixture);
    const host = fixture.componentInstance;
    const editor = editorOf(fixture);
    // The schema's required() reaches the editor's own required input.
    expect(viewOf(fixture).contentDOM.getAttribute('aria-required')).toBe('true');
    expect(host.articleForm.body().invalid()).toBeTrue();
    expect(ariaInvalid(fixture)).toBeNull();
    host.articleForm.body().markAsTouched();
    await stable(fixture);
    expect(ariaInvalid(fixture)).toBe('true');
    expect(editor.errorState()).toBeTrue();
    type(fixture, 'text');
    await stable(fixture);
    expect(host.article().body).toBe('text');
    expect(ariaInvalid(fixture)).toBeNull();
    host.articleForm().reset({ body: '' });
    await stable(fixture);
    expect(host.articleForm.body().touched()).toBeFalse();
    expect(ariaInvalid(fixture)).toBeNull();
    // submit() marks every field touched, so an invalid one shows (and the action does not run).
    const action = jasmine.createSpy('action').and.resolveTo(undefined);
    await submitSignalForm(host.articleForm, action);
    await stable(fixture);
    expect(action).not.toHaveBeenCalled();
    expect(ariaInvalid(fixture)).toBe('true');
    fixture.destroy();
  });
});
