import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { KitViewerComponent } from 'kit-ui/editor';

/** The viewer: sanitized markdown with highlighted code and task checkboxes a reader can tick. */
@Component({
  selector: 'demo-viewer-example',
  imports: [KitViewerComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="viewer">
      <h2>Viewer</h2>
      <p class="demo-note"><code>&lt;kit-viewer&gt;</code> (or <code>KitEditor.factory({{ '{' }}viewer: true, …{{ '}' }})</code>). Script in the content never runs.</p>
      <kit-viewer [initialValue]="markdown" (contentChange)="ticks.set(ticks() + 1)" />
      <p class="demo-status">Checkbox changes: {{ ticks() }}</p>
    </section>
  `,
})
export class ViewerExample {
  protected readonly ticks = signal(0);
  protected readonly markdown = `### Release checklist

- [x] Write the notes
- [ ] Tag the release

\`\`\`ts
export const answer: number = 42;
\`\`\`

<img src="x" alt="broken on purpose" onerror="alert('never runs')"> ← an \`onerror\` handler, removed by the sanitizer.
`;
}
