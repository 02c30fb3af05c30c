import { Component, signal } from '@angular/core';
import type { ɵINPUT_SIGNAL_BRAND_WRITE_TYPE } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormField, form, maxLength } from '@angular/forms/signals';
import type { FieldState, FormUiControl } from '@angular/forms/signals';
import { KitEditorComponent } from './editor.component';
import { editorOf, stable } from './editor-app-spec-helpers';

// `[formField]` on <kit-editor> binds the field's state to every input the component declares
// under a FormUiControl name. The Karma build compiles templates JIT, without the template type
// check an app's strictTemplates build runs, so the types are checked here, as the TCB does it:
// these lines fail the spec build (and so every spec) when a type drifts.

/** The FormUiControl inputs kit-editor declares (all of them, whatever is added later). */
type DeclaredFormInputs = keyof FormUiControl & keyof KitEditorComponent;
/** What an input accepts when bound. */
type WriteType<K extends keyof KitEditorComponent> = KitEditorComponent[K] extends { [ɵINPUT_SIGNAL_BRAND_WRITE_TYPE]: infer W } ? W : never;

/** kit-editor is a FormUiControl for every input it declares: the same read and write types. */
export const asFormUiControl = (editor: KitEditorComponent): Pick<FormUiControl, DeclaredFormInputs> => editor;

/**
 * What the type check of `[formField]` binds: `field().maxLength?.()` (number | undefined), and
 * `field().required()`, `field().disabled()` (boolean).
 */
export const boundByFormField = (field: FieldState<string>) => {
  const inputs: { maxLength: WriteType<'maxLength'>; required: WriteType<'required'>; disabled: WriteType<'disabled'> } = {
    maxLength: field.maxLength?.(),
    required: field.required(),
    disabled: field.disabled(),
  };
  return inputs;
};

@Component({
  imports: [KitEditorComponent, FormField],
  template: `<kit-editor [formField]="f.body" /><kit-editor [formField]="f.title" />`,
})
class FieldHost {
  model = signal({ body: 'abc', title: 'x' });
  max = signal(5);
  f = form(this.model, (p) => maxLength(p.body, () => this.max()));
}

describe('kit-editor [formField] inputs (types as signal forms bind them)', () => {
  it('maxLength follows the field: a number with a rule, undefined without one', async () => {
    const fixture = TestBed.createComponent(FieldHost);
    await stable(fixture);
    const [body, title] = [editorOf(fixture), fixture.debugElement.children[1].componentInstance as KitEditorComponent];
    expect(body.maxLength()).toBe(5);
    expect(title.maxLength()).toBeUndefined();
    expect(title.required()).toBeFalse();
    expect(title.disabled()).toBeFalse();
    fixture.componentInstance.max.set(2);
    await stable(fixture);
    expect(body.maxLength()).toBe(2);
    expect(fixture.componentInstance.f.body().errors().map((e) => e.kind)).toEqual(['maxLength']);
    fixture.destroy();
  });
});
