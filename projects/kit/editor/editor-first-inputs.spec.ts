import { Component, WritableSignal, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import type { KitEditorComponent } from './editor.component';
import { KitEditorComponent as Editor } from './editor.component';
import { loadQuill } from './wysiwyg/quill-loader';
import { waitFor } from './editor-spec-helpers';
import { cm, editorOf, stable } from './editor-app-spec-helpers';

// Inputs reach the editor through ngOnChanges, which first runs before the views exist: their
// first values must still hold once CodeMirror and Quill are made (not only a later change).

@Component({
  imports: [Editor],
  template: `<kit-editor [disabled]="true" initialValue="# Locked" [initialEditType]="mode()" placeholder="Write here" />`,
})
class BoundDisabledHost {
  mode = signal<'markdown' | 'wysiwyg'>('markdown');
}

@Component({
  imports: [Editor],
  template: `<kit-editor disabled initialValue="# Locked" [initialEditType]="mode()" />`,
})
class AttributeDisabledHost {
  mode = signal<'markdown' | 'wysiwyg'>('markdown');
}

@Component({
  imports: [Editor, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctl" [initialEditType]="mode()" />`,
})
class DisabledControlHost {
  ctl = new FormControl({ value: '# Locked', disabled: true }, { nonNullable: true });
  mode = signal<'markdown' | 'wysiwyg'>('markdown');
}

@Component({
  imports: [Editor],
  template: `<kit-editor maxLength="20" required previewDelayTime="0" />`,
})
class AttributeNumbersHost {}

/** What each made view says about taking edits. */
function lockState(editor: KitEditorComponent) {
  const service = editor.service;
  const content = cm(editor).contentDOM;
  const quill = service.hasWysiwygView ? service.getWysiwygView().quill : null;
  return {
    markdownReadOnly: cm(editor).state.readOnly,
    markdownEditable: content.getAttribute('contenteditable'),
    markdownAriaReadOnly: content.getAttribute('aria-readonly'),
    wysiwygEnabled: quill?.isEnabled() ?? null,
    wysiwygAriaReadOnly: quill?.root.getAttribute('aria-readonly') ?? null,
  };
}

const LOCKED = {
  markdownReadOnly: true,
  markdownEditable: 'false',
  markdownAriaReadOnly: 'true',
  wysiwygEnabled: false,
  wysiwygAriaReadOnly: 'true',
};

describe('kit-editor: first input values reach the views made after them', () => {
  beforeAll(async () => {
    await loadQuill();
  });

  const hosts = [
    ['[disabled]="true"', BoundDisabledHost],
    ['the bare disabled attribute', AttributeDisabledHost],
    ['a control disabled from the start', DisabledControlHost],
  ] as const;

  for (const [name, host] of hosts) {
    for (const start of ['markdown', 'wysiwyg'] as const) {
      it(`${name}, starting in ${start}: both modes read-only, also after changeMode`, async () => {
        const fixture = TestBed.createComponent<{ mode: WritableSignal<'markdown' | 'wysiwyg'> }>(host);
        fixture.componentInstance.mode.set(start);
        await stable(fixture);
        const editor = editorOf(fixture);
        if (start === 'wysiwyg') await waitFor(() => editor.service.hasWysiwygView);
        expect(editor.service.readOnly()).toBeTrue();
        editor.service.changeMode(start === 'markdown' ? 'wysiwyg' : 'markdown', true);
        await stable(fixture);
        expect(lockState(editor)).withContext('after the first changeMode').toEqual(LOCKED);
        editor.service.changeMode(start, true);
        await stable(fixture);
        expect(lockState(editor)).withContext('back in the mode it started in').toEqual(LOCKED);
        fixture.destroy();
      });
    }
  }

  it('a placeholder given from the start shows in both modes', async () => {
    const fixture = TestBed.createComponent(BoundDisabledHost);
    await stable(fixture);
    const editor = editorOf(fixture);
    cm(editor).dispatch({ changes: { from: 0, to: cm(editor).state.doc.length, insert: '' } });
    await stable(fixture);
    expect(cm(editor).contentDOM.querySelector('.cm-placeholder [data-kit-placeholder]')?.getAttribute('data-kit-placeholder')).toBe('Write here');
    editor.service.changeMode('wysiwyg', true);
    await stable(fixture);
    expect(editor.service.getWysiwygView().quill.root.getAttribute('data-placeholder')).toBe('Write here');
    fixture.destroy();
  });

  it('number and boolean inputs take plain attributes (maxLength="20", required, previewDelayTime="0")', async () => {
    const fixture = TestBed.createComponent(AttributeNumbersHost);
    await stable(fixture);
    const editor = editorOf(fixture);
    expect(editor.maxLength()).toBe(20);
    expect(editor.required()).toBeTrue();
    expect(editor.previewDelayTime()).toBe(0);
    const control = new FormControl('x'.repeat(21));
    expect(editor.validate(control)).toEqual({ maxlength: { requiredLength: 20, actualLength: 21 } });
    control.setValue(' ');
    expect(editor.validate(control)).toEqual({ required: true });
    fixture.destroy();
  });
});
