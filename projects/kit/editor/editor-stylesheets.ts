import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  EnvironmentInjector,
  type Type,
  ViewEncapsulation,
  createComponent,
  inject,
} from '@angular/core';

/*
 * kit's stylesheets as components that draw nothing. Angular puts a component's styles on the page
 * while at least one instance exists, with the app's CSP nonce. kit-editor and kit-viewer share
 * the theme and content rules; as component styles each would carry its own copy of them in the
 * bundle, so they live in one component here that both create. Every sheet is for DOM made at run
 * time (CodeMirror, Quill, the preview), hence no emulated encapsulation.
 */

/** The theme's custom properties and the look of rendered content (editor-content.css). */
@Component({
  selector: 'kit-content-styles',
  template: '',
  styleUrls: ['./editor-content.css'],
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class KitContentStylesComponent {}

/** The editor's frame: tabs, panes, CodeMirror, the toolbar and the popups. */
@Component({
  selector: 'kit-editor-frame-styles',
  template: '',
  styleUrls: ['./editor-frame.css', './toolbar/toolbar.css', './toolbar/toolbar-icons.css', './popups/popup.css'],
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class KitEditorFrameStylesComponent {}

/**
 * Puts the stylesheets of `sheets` on the page, in this order (later sheets win ties), for as long
 * as the calling component lives. Call it in the component's injection context.
 */
export function useStylesheets(...sheets: Type<unknown>[]): void {
  const environmentInjector = inject(EnvironmentInjector);
  const made = sheets.map((sheet) => createComponent(sheet, { environmentInjector }));
  inject(DestroyRef).onDestroy(() => {
    for (const sheet of made) sheet.destroy();
  });
}
