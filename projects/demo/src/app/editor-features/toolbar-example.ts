import { ChangeDetectionStrategy, Component, TemplateRef, signal, viewChild } from '@angular/core';
import { KitEditorComponent, KitEditorState } from 'kit-ui/editor';

/** A custom toolbar: built-in names, dividers, an Angular template button and a command button. */
@Component({
  selector: 'demo-toolbar-example',
  imports: [KitEditorComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="toolbar">
      <h2>Toolbar and commands</h2>
      <p class="demo-note">
        The toolbar is one tab stop: arrow keys move between buttons. Shortcuts: Ctrl+B, Ctrl+I, Ctrl+S,
        Shift+Ctrl+C, Ctrl+U, Ctrl+O, Alt+T, Alt+Q, Ctrl+L. The last button is an Angular template.
      </p>
      <ng-template #stamp let-editor>
        <button type="button" class="demo-stamp" (mousedown)="$event.preventDefault()" (click)="insertDate(editor)">Insert date</button>
      </ng-template>
      <kit-editor
        #editor
        aria-label="Toolbar example"
        height="300px"
        previewStyle="vertical"
        [initialValue]="initial"
        [toolbarItems]="['heading', 'bold', 'italic', 'strike', 'divider', 'ul', 'ol', 'task', 'divider', 'table', 'image', 'link', 'divider', 'code', 'codeblock', 'divider', stampTemplate()]"
        (stateChange)="state.set($event)"
      />
      <p class="demo-status">Format at the cursor: <code>{{ formats() }}</code></p>
      <p>
        <button type="button" (click)="run('Heading', 2)">exec('Heading', 2)</button>
        <button type="button" (click)="run('Table', 3, 2, ['Name', 'Role', 'Since', 'Ada', 'Engineer', '1843'])">exec('Table', 3, 2, data)</button>
        <button type="button" (click)="run('AddLink', { linkText: 'kit', url: 'https://example.com/kit' })">exec('AddLink', …)</button>
      </p>
    </section>
  `,
})
export class ToolbarExample {
  protected readonly initial = '# Toolbar\n\nSelect some text and press **Bold**, or try the heading menu.\n';
  protected readonly stampTemplate = viewChild.required<TemplateRef<unknown>>('stamp');
  private readonly editorComponent = viewChild.required<KitEditorComponent>('editor');
  protected readonly state = signal<KitEditorState | null>(null);

  protected formats(): string {
    const state = this.state();
    if (!state) return 'none';
    return Object.entries(state).filter(([, on]) => on === true).map(([key]) => key).join(', ') || 'none';
  }

  protected insertDate(editor: { insertText(text: string): void }): void {
    editor.insertText(new Date().toISOString().slice(0, 10));
  }

  protected run(name: string, ...args: unknown[]): void {
    const editor = this.editorComponent().editor;
    editor.focus();
    editor.exec(name, ...args);
  }
}
