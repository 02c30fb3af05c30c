import { JsonPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, inject, signal, viewChild } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { FormBuilder, ReactiveFormsModule } from '@angular/forms';
import { map } from 'rxjs';
import { KitEditorComponent, KitEditorMode } from 'kit-ui/editor';

const SAMPLE = `# Release notes

kit's editor keeps **markdown** as the source of truth and shows a *live preview*.

- [x] CodeMirror 6 for markdown
- [x] Quill 2 for WYSIWYG
- [x] Toolbar and commands

| Mode | Engine |
| :-- | --: |
| Markdown | CodeMirror 6 |
| WYSIWYG | Quill 2 |

\`\`\`ts
const editor = new KitEditor({ el, previewStyle: 'vertical' });
\`\`\`

> Switch to WYSIWYG and back: the markdown comes back byte for byte.
`;

/** Editor examples: markdown with a vertical preview, WYSIWYG, and a reactive form. */
@Component({
  selector: 'demo-editor-page',
  imports: [KitEditorComponent, ReactiveFormsModule, JsonPipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h1>Editor</h1>
    <section class="demo-card" id="markdown">
      <h2>Markdown with a vertical preview</h2>
      <p class="demo-note">CodeMirror 6 on the left, the sanitized preview on the right. Last mode change: <code>{{ lastMode() }}</code></p>
      <kit-editor aria-label="Vertical preview example" [initialValue]="sample" previewStyle="vertical" height="420px" (changeMode)="lastMode.set($event)" />
    </section>

    <section class="demo-card" id="wysiwyg">
      <h2>WYSIWYG</h2>
      <p class="demo-note">Quill 2, loaded on demand. Switch to Markdown below to see the source.</p>
      <kit-editor aria-label="WYSIWYG example" [initialValue]="sample" initialEditType="wysiwyg" height="360px" />
    </section>

    <section class="demo-card" id="editor-form">
      <h2>Reactive form</h2>
      <p class="demo-note"><code>formControlName="body"</code> with <code>required</code> and <code>maxLength</code>: the value is the markdown string.</p>
      <form [formGroup]="form" (ngSubmit)="submit()">
        <label>Title <input formControlName="title" /></label>
        <span class="demo-label" id="body-label">Body</span>
        <kit-editor #body aria-labelledby="body-label" formControlName="body" previewStyle="tab" height="260px" required [maxLength]="500" placeholder="Write the body in markdown" />
        <!-- A live region: the error is said when it appears (after leaving the field or a refused submit). -->
        <p class="demo-error" id="body-error" role="status">
          @if (form.controls.body.invalid && form.controls.body.touched) {
            {{ form.controls.body.errors?.['required'] ? 'Write a body: it is required.' : 'The body may have at most 500 characters.' }}
          }
        </p>
        <p class="demo-status">
          {{ form.controls.body.disabled ? 'disabled' : form.controls.body.valid ? 'valid' : 'invalid ' + (form.controls.body.errors | json) }},
          {{ form.dirty ? 'dirty' : 'pristine' }}, {{ form.touched ? 'touched' : 'untouched' }},
          {{ value().body.length }} characters
        </p>
        <!-- Not disabled while invalid: a keyboard user reaches it, and a refused submit says why. -->
        <button type="submit">Submit</button>
        <button type="button" (click)="form.controls.body.setValue('## Reset from code')">Set value</button>
        <button type="button" (click)="toggle()">{{ form.controls.body.disabled ? 'Enable' : 'Disable' }}</button>
      </form>
      @if (submitted()) {
        <p class="demo-status" role="status">Submitted: <code>{{ submitted() }}</code></p>
      }
    </section>
    <p><a href="plain-editor.html">The same editor on a plain page (kit-editor.js only)</a></p>
  `,
})
export class EditorPage {
  protected readonly sample = SAMPLE;
  protected readonly lastMode = signal<KitEditorMode | 'none'>('none');
  private readonly fb = inject(FormBuilder).nonNullable;
  protected readonly form = this.fb.group({ title: 'Notes', body: '**Hello** from a form.' });
  // The raw value: a disabled control is left out of `value` (and of `valid`), but its text is still there.
  protected readonly value = toSignal(this.form.valueChanges.pipe(map(() => this.form.getRawValue())), { initialValue: this.form.getRawValue() });
  protected readonly submitted = signal('');

  private readonly body = viewChild.required<KitEditorComponent>('body');

  protected submit(): void {
    if (this.form.invalid) {
      // Refused: the errors show (and are said), and the editor takes the focus to be fixed.
      this.form.markAllAsTouched();
      this.body().editor.focus();
      return;
    }
    this.submitted.set(JSON.stringify(this.form.getRawValue()));
  }

  protected toggle(): void {
    const body = this.form.controls.body;
    if (body.disabled) body.enable();
    else body.disable();
  }
}
