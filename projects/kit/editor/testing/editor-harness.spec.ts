import { Component, provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { KitEditorComponent } from '../editor.component';
import { loadQuill, loadWysiwygEngine, overrideWysiwygImportForSpecs } from '../wysiwyg/quill-loader';
import { KitEditorHarness } from './editor-harness';

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="body" required height="300px" />`,
})
class FormHost {
  readonly body = new FormControl('# Title\n\nSome **bold** text', { nonNullable: true });
}

describe('KitEditorHarness', () => {
  beforeAll(() => loadQuill());

  async function setup() {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
    const fixture = TestBed.createComponent(FormHost);
    fixture.detectChanges();
    await fixture.whenStable();
    const harness = await TestbedHarnessEnvironment.loader(fixture).getHarness(KitEditorHarness);
    return { fixture, harness };
  }

  it('reads the mode, the text, the tabs and the preview, and switches them as a click does', async () => {
    const { fixture, harness } = await setup();
    expect(await harness.getMode()).toBe('markdown');
    expect(await harness.getText()).toBe('# Title\n\nSome **bold** text');
    expect(await harness.getSelectedTab()).toBe('write');
    expect(await harness.getPreviewText()).toBe('');
    await harness.selectTab('preview');
    expect(await harness.getSelectedTab()).toBe('preview');
    await expectAsync(harness.getPreviewText()).toBeResolvedTo(jasmine.stringContaining('Some bold text'));
    expect((await harness.getToolbarButtons()).filter((button) => !button.disabled).map((button) => button.name)).withContext('the Preview tab disables the toolbar').toEqual([]);
    await harness.selectTab('write');
    await harness.setMode('wysiwyg');
    expect(await harness.getMode()).toBe('wysiwyg');
    expect(await harness.getSelectedTab()).toBeNull();
    expect(await harness.getText()).toContain('Some bold text');
    expect(await TestbedHarnessEnvironment.loader(fixture).getHarnessOrNull(KitEditorHarness.with({ mode: 'markdown' }))).toBeNull();
    fixture.destroy();
  });

  it('reads and drives the toolbar and its popups', async () => {
    const { fixture, harness } = await setup();
    const buttons = await harness.getToolbarButtons();
    expect(buttons[0]).toEqual({ name: 'heading', label: 'Headings', pressed: false, disabled: false });
    expect(buttons.map((button) => button.name)).toContain('bold');
    const component = fixture.debugElement.children[0].componentInstance as KitEditorComponent;
    const view = component.editor.getCodeMirror();
    view.dispatch({ selection: { anchor: view.state.doc.toString().indexOf('bold') + 1 } }); // in "bold"
    await fixture.whenStable();
    expect(await harness.isToolbarButtonPressed('bold')).toBeTrue();
    await harness.clickToolbarButton('link');
    expect(await harness.getOpenPopup()).toBe('link');
    await harness.closePopup();
    expect(await harness.getOpenPopup()).toBeNull();
    await expectAsync(harness.clickToolbarButton('nope')).toBeRejectedWithError('The toolbar has no "nope" button.');
    fixture.destroy();
  });

  it('reads the form state: read-only when disabled, invalid once touched and empty', async () => {
    const { fixture, harness } = await setup();
    expect(await harness.isReadOnly()).toBeFalse();
    fixture.componentInstance.body.disable();
    await fixture.whenStable();
    expect(await harness.isReadOnly()).toBeTrue();
    fixture.componentInstance.body.enable();
    fixture.componentInstance.body.setValue('');
    await fixture.whenStable();
    expect(await harness.isInvalid()).toBeFalse();
    await harness.focus();
    expect(await harness.isFocused()).toBeTrue();
    await harness.blur();
    expect(fixture.componentInstance.body.touched).toBeTrue();
    expect(await harness.isInvalid()).toBeTrue();
    fixture.destroy();
  });

  // The README's example, on a page where Quill has not arrived yet when the switch is clicked:
  // setMode returned before the WYSIWYG text box existed, and isInvalid() threw.
  it('setMode("wysiwyg") waits for Quill: the README example runs as written when Quill comes late', async () => {
    const engine = await loadWysiwygEngine();
    let arrive!: () => void;
    overrideWysiwygImportForSpecs(() => new Promise((resolve) => (arrive = () => resolve(engine))));
    try {
      const { fixture, harness } = await setup();
      setTimeout(() => arrive(), 200); // the chunk arrives some time after the click
      await harness.setMode('wysiwyg');
      expect(await harness.getMode()).toBe('wysiwyg');
      await harness.clickToolbarButton('link');
      expect(await harness.getOpenPopup()).toBe('link');
      expect(await harness.isInvalid()).toBeFalse();
      fixture.destroy();
    } finally {
      overrideWysiwygImportForSpecs(null);
      await loadQuill();
    }
  });

  // Angular 21's default unit tests run in jsdom (Vitest), which lays out nothing: Quill's focus
  // after the switch measured the caret with Range.getBoundingClientRect, which jsdom lacks, and
  // the test run failed on an error thrown outside the test (QA of an Angular app, 2026-11-27).
  it('setMode("wysiwyg") works in a DOM without layout of ranges, as jsdom is', async () => {
    const measure = Object.getOwnPropertyDescriptor(Range.prototype, 'getBoundingClientRect')!;
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    delete (Range.prototype as Partial<Range>).getBoundingClientRect;
    try {
      const { fixture, harness } = await setup();
      await harness.setMode('wysiwyg');
      await fixture.whenStable();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await harness.getMode()).toBe('wysiwyg');
      expect(await harness.getText()).toContain('Some bold text');
      expect(errors).toEqual([]);
      fixture.destroy();
    } finally {
      Object.defineProperty(Range.prototype, 'getBoundingClientRect', measure);
      window.removeEventListener('error', onError);
    }
  });
});
