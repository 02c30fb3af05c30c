import { ChangeDetectionStrategy, Component, ViewEncapsulation } from '@angular/core';

/**
 * kit-viewer's own rules (viewer.component.css): they drop what is left of the editor's frame, so a
 * viewer reads as part of the page. A component that draws nothing, so it can follow the shared
 * content stylesheet (see editor-stylesheets.ts).
 */
@Component({
  selector: 'kit-viewer-styles',
  template: '',
  styleUrls: ['./viewer.component.css'],
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class KitViewerStylesComponent {}
