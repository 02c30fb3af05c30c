import { Component, provideZonelessChangeDetection } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { KitEditorComponent } from './editor.component';
import { loadQuill } from './wysiwyg/quill-loader';

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctrl" initialEditType="markdown" />`,
})
class Host {
  ctrl = new FormControl('Start', { nonNullable: true });
}

/*
 * An input method's composition in markdown mode (IME QA, 2026-11-27): CodeMirror edits the text as
 * it is composed ("k", "か", "かん"), but the form gets the value only when the composition ends, as
 * Angular's own text inputs do; a cancelled one leaves the control pristine.
 */
describe('kit-editor form value while an input method composes (markdown mode)', () => {
  let fixture: ComponentFixture<Host>;
  let values: string[];

  beforeAll(async () => {
    await loadQuill();
  });

  beforeEach(async () => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
    fixture = TestBed.createComponent(Host);
    fixture.detectChanges();
    await fixture.whenStable();
    values = [];
    fixture.componentInstance.ctrl.valueChanges.subscribe((v) => values.push(v));
  });

  afterEach(() => fixture.destroy());

  const service = () => (fixture.debugElement.query(By.directive(KitEditorComponent)).componentInstance as KitEditorComponent).service;
  const content = () => service().getMarkdownView().view.contentDOM;
  /** The composed text so far replaces the previous step's (at the document's end, after `Start`). */
  function composeStep(previous: string, text: string): void {
    const view = service().getMarkdownView().view;
    view.dispatch({ changes: { from: 5, to: 5 + previous.length, insert: text }, userEvent: 'input.type.compose' });
  }

  it('gives the committed text once, when the composition ends', () => {
    const ctrl = fixture.componentInstance.ctrl;
    content().dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    composeStep('', 'k');
    composeStep('k', 'か');
    composeStep('か', 'かん');
    expect(ctrl.value).withContext('while composing').toBe('Start');
    expect(ctrl.pristine).withContext('pristine while composing').toBeTrue();
    content().dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'かん' }));
    expect(values).toEqual(['Startかん']);
    expect(ctrl.dirty).toBeTrue();
  });

  it('leaves the control pristine when the composition is cancelled', () => {
    const ctrl = fixture.componentInstance.ctrl;
    content().dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    composeStep('', 'k');
    composeStep('k', '');
    content().dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
    expect(values).toEqual([]);
    expect(ctrl.pristine).toBeTrue();
    expect(ctrl.value).toBe('Start');
  });

  it('gives a held value when the mode changes during a composition', () => {
    content().dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    composeStep('', '字');
    service().changeMode('wysiwyg', true);
    expect(values).toEqual(['Start字']);
    // The composition ended with the view: WYSIWYG edits reach the form again.
    service().getWysiwygView().quill.insertText(0, 'W', 'user');
    expect(values).toEqual(['Start字', 'WStart字']);
  });
});
