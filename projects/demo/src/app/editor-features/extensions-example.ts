import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { KitEditorComponent } from 'kit-ui/editor';

const DOC = `# Extensions

* [x] scrollSync: scroll either side
* [x] colorSyntax: the "A" button colours the selection
* [ ] table: merged cells below
* [ ] taskCounter: counts these tasks

| Quarter | Plan | Actual |
| --- | --- | --- |
| @cols=2:Q1 merged across two columns |
| Q2 | 10 | 12 |

${Array.from({ length: 20 }, (_, i) => `## Part ${i + 1}\n\nText of part ${i + 1}.\n`).join('\n')}`;

/** scrollSync, colorSyntax, table and taskCounter together. */
@Component({
  selector: 'demo-extensions-example',
  imports: [KitEditorComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="extensions">
      <h2>Extensions</h2>
      <p class="demo-note"><code>exts: ['scrollSync', {{ '{' }}name: 'colorSyntax', preset{{ '}' }}, 'table', 'taskCounter']</code></p>
      <kit-editor #editor aria-label="Extensions example" height="360px" previewStyle="vertical" [initialValue]="doc" [exts]="exts"
                  (editorLoad)="count(editor)" (contentChange)="count(editor)" />
      <p class="demo-status">Tasks: {{ tasks() }}</p>
    </section>
  `,
})
export class ExtensionsExample {
  protected readonly doc = DOC;
  protected readonly exts = ['scrollSync', { name: 'colorSyntax', preset: ['#d32f2f', '#388e3c', '#1976d2', '#f57c00', '#7b1fa2', '#455a64'] }, 'table', 'taskCounter'];
  protected readonly tasks = signal('');

  protected count(component: KitEditorComponent): void {
    const editor = component.editor as unknown as { getTaskCount(): number; getCheckedTaskCount(): number };
    this.tasks.set(`${editor.getCheckedTaskCount()} of ${editor.getTaskCount()} done`);
  }
}
