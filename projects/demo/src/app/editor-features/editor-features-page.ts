import { ChangeDetectionStrategy, Component } from '@angular/core';
import { ExtensionsExample } from './extensions-example';
import { I18nExample } from './i18n-example';
import { ImageHookExample } from './image-hook-example';
import { ToolbarExample } from './toolbar-example';
import { ViewerExample } from './viewer-example';

/** The editor's toolbar, commands, popups, hooks, extensions and languages, one section each. */
@Component({
  selector: 'demo-editor-features-page',
  imports: [ToolbarExample, ImageHookExample, ExtensionsExample, I18nExample, ViewerExample],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h1>Editor features</h1>
    <nav class="demo-toc" aria-label="On this page">
      <a href="#toolbar">Toolbar and commands</a> · <a href="#image-hook">Image upload</a> ·
      <a href="#extensions">Extensions</a> · <a href="#i18n">Languages and themes</a> · <a href="#viewer">Viewer</a>
    </nav>
    <demo-toolbar-example />
    <demo-image-hook-example />
    <demo-extensions-example />
    <demo-i18n-example />
    <demo-viewer-example />
  `,
})
export class EditorFeaturesPage {}

