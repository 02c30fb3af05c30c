import { ChangeDetectionStrategy, Component, ViewEncapsulation } from '@angular/core';

/**
 * Carries the WYSIWYG area's stylesheet (Quill's core rules and kit's rules on its blots), so the
 * stylesheet loads with Quill instead of with every editor. It draws nothing: each WYSIWYG view
 * creates one and destroys it with itself; Angular adds the styles to the page while at least one
 * exists (with the app's CSP nonce, as for any component).
 */
@Component({
  selector: 'kit-wysiwyg-styles',
  template: '',
  styleUrls: ['./wysiwyg-contents.css'],
  // The rules are for Quill's DOM, created at run time outside emulated encapsulation.
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class KitWysiwygStylesComponent {}
