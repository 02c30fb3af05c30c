import { Component, signal } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { KitEditorComponent } from './editor.component';
import { loadQuill } from './wysiwyg/quill-loader';

// `[disabled]` and a disabled form control both make the editor read-only: while either says
// disabled, whichever of them changed last, in both modes.

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctrl" [disabled]="off()" />`,
})
class BothHost {
  ctrl = new FormControl('text', { nonNullable: true });
  off = signal(false);
}

describe('KitEditorComponent disabled by its input and by its form control', () => {
  let fixture: ComponentFixture<BothHost>;
  let host: BothHost;

  beforeAll(async () => {
    await loadQuill();
  });

  beforeEach(async () => {
    // Reactive forms warn that `disabled` belongs on the control; here the input is the component's own.
    spyOn(console, 'warn');
    fixture = TestBed.createComponent(BothHost);
    host = fixture.componentInstance;
    await settle();
  });

  afterEach(() => fixture.destroy());

  async function settle(): Promise<void> {
    fixture.detectChanges();
    await fixture.whenStable();
    fixture.detectChanges();
    await fixture.whenStable();
  }

  const editor = () => fixture.debugElement.query(By.directive(KitEditorComponent)).componentInstance as KitEditorComponent;

  /** Whether each mode's editing area takes edits, and the component's read-only class. */
  function editable(): { markdown: boolean; wysiwyg: boolean; readonlyClass: boolean } {
    const service = editor().service;
    return {
      markdown: !service.getMarkdownView().view.state.readOnly,
      wysiwyg: service.getWysiwygView().quill.isEnabled(),
      readonlyClass: (fixture.nativeElement.querySelector('kit-editor') as HTMLElement).classList.contains('kit-editor-readonly'),
    };
  }
  const EDITABLE = { markdown: true, wysiwyg: true, readonlyClass: false };
  const READ_ONLY = { markdown: false, wysiwyg: false, readonlyClass: true };

  for (const mode of ['markdown', 'wysiwyg'] as const) {
    describe(`in ${mode} mode`, () => {
      beforeEach(async () => {
        editor().service.changeMode(mode, true);
        await settle();
      });

      it('[disabled] first, then the control disabled and enabled again: still read-only until the input says otherwise', async () => {
        host.off.set(true);
        await settle();
        expect(editable()).toEqual(READ_ONLY);
        host.ctrl.disable();
        await settle();
        host.ctrl.enable();
        await settle();
        expect(editable()).withContext('enabling the control leaves [disabled]="true" in force').toEqual(READ_ONLY);
        host.off.set(false);
        await settle();
        expect(editable()).toEqual(EDITABLE);
      });

      it('the control disabled first, then [disabled] on and off: still read-only until the control is enabled', async () => {
        host.ctrl.disable();
        await settle();
        expect(editable()).toEqual(READ_ONLY);
        host.off.set(true);
        await settle();
        host.off.set(false);
        await settle();
        expect(editable()).withContext('[disabled]="false" leaves the disabled control in force').toEqual(READ_ONLY);
        host.ctrl.enable();
        await settle();
        expect(editable()).toEqual(EDITABLE);
      });

      it('is editable again once neither says disabled', async () => {
        expect(editable()).toEqual(EDITABLE);
        host.off.set(true);
        host.ctrl.disable();
        await settle();
        host.off.set(false);
        host.ctrl.enable();
        await settle();
        expect(editable()).toEqual(EDITABLE);
      });
    });
  }
});
