import { emitWhileDestroyed, releaseReplayListenersOnDestroy } from 'kit-ui/core';
import {
  AfterViewInit,
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  OnChanges,
  OnDestroy,
  PLATFORM_ID,
  SimpleChanges,
  ViewEncapsulation,
  booleanAttribute,
  inject,
  input,
  viewChild,
} from '@angular/core';
import { isPlatformBrowser } from '@angular/common';
import { outputFromObservable } from '@angular/core/rxjs-interop';
import { checkContent } from '../editor-options';
import { KitLinkAttributes, checkLinkAttribute } from '../link-attributes';
import { KitViewerConvertor, KitViewerConvertorClass, checkConvertor, checkViewerTheme } from './viewer-options';
import { eventManagerOf } from '../editor-event-manager';
import { ViewerService } from './viewer.service';
import { KitViewerApi } from './viewer-api';
import { checkExtensions, runExtensions } from '../extensions/extension-registry';
import type { KitExtensionEntry } from 'kit-ui/editor/defaults';
import type { KitViewer } from './kit-viewer';
import type { Observable } from 'rxjs';
import { KitContentStylesComponent, useStylesheets } from '../editor-stylesheets';
import { KitViewerStylesComponent } from './viewer-stylesheet';

/**
 * A read-only markdown viewer (TOAST UI Editor's Viewer): sanitized HTML with highlighted code,
 * code-block replacers and task checkboxes that toggle (emitting `contentChange`). It reuses the
 * editor preview's classes (`kit-editor-contents`, `kit-md-preview`), so it looks like the preview.
 * Rendering is synchronous and happens outside change detection, so it suits zoneless apps.
 *
 * ```html
 * <kit-viewer [initialValue]="markdown()" (contentChange)="onTaskToggled($event)" />
 * ```
 */
@Component({
  selector: 'kit-viewer',
  template: `<div #contents class="kit-md-preview kit-editor-contents kit-viewer-contents"
    (click)="service.handleEvent($event)" (keydown)="service.handleEvent($event)" (keyup)="service.handleEvent($event)"></div>`,
  // Styles: see useStylesheets below.
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [ViewerService],
  host: { class: 'kit-editor kit-viewer', '[class.kit-theme-dark]': "theme() === 'dark'" },
})
export class KitViewerComponent implements OnChanges, AfterViewInit, OnDestroy {
  /** The state of this viewer, for reading from code. */
  readonly service = inject(ViewerService);
  // The theme and content rules shared with kit-editor, then the viewer's own (which win ties).
  private readonly stylesheets = useStylesheets(KitContentStylesComponent, KitViewerStylesComponent);
  private readonly isBrowser = isPlatformBrowser(inject(PLATFORM_ID));
  private readonly hostElement: HTMLElement = inject(ElementRef).nativeElement;
  private destroyed = false;

  /** The markdown to show; changing it re-renders. */
  readonly initialValue = input<string, string | null | undefined>('', { transform: (v: unknown) => checkContent('initialValue', v) });
  /** The default HTML allow-list; false keeps only the removal of script. */
  readonly useDefaultHTMLSanitizer = input(true, { transform: booleanAttribute });
  /**
   * Replaces kit's markdown rendering: an object, or a class the viewer makes with its event
   * manager (`new X(eventManager)`, as TOAST UI 1.x's viewer did).
   */
  readonly customConvertor = input<KitViewerConvertor | KitViewerConvertorClass | null, KitViewerConvertor | KitViewerConvertorClass | null | undefined>(null, {
    transform: (value: unknown) => (typeof value === 'function' ? (value as KitViewerConvertorClass) : checkConvertor(value)),
  });
  /**
   * Attributes added to every markdown link shown, e.g. `{target: '_blank', rel: 'noopener noreferrer'}`:
   * only `rel`, `target`, `hreflang` and `type`; raw HTML links are left alone.
   */
  readonly linkAttribute = input<Readonly<KitLinkAttributes>, Readonly<KitLinkAttributes> | null | undefined>({}, { transform: (v: unknown) => checkLinkAttribute(v, 'Viewer') });
  /** `'light'` (default) or `'dark'`: the editor's themes. */
  readonly theme = input<'light' | 'dark', 'light' | 'dark' | null | undefined>('light', { transform: checkViewerTheme });
  /**
   * Extensions run on this viewer before its first render (names or `{name, ...options}`, as the
   * `exts` option), e.g. `['table', 'taskCounter']`; later changes are not applied.
   */
  readonly exts = input<KitExtensionEntry[] | undefined, readonly KitExtensionEntry[] | null | undefined>(undefined, { transform: (v: unknown) => checkExtensions(v) });

  /**
   * The TOAST UI viewer API over this viewer (`setMarkdown`, `on`, `addHook`...), as extensions get
   * it; for a plain `KitViewer` that object is the API.
   */
  readonly viewer = new KitViewerApi();

  /** The viewer has rendered its initial content (payload: this component; for a plain `KitViewer`, that viewer). */
  readonly viewerLoad = outputFromObservable(this.service.on$('load') as Observable<KitViewerComponent | KitViewer>);
  /** A task checkbox was toggled. */
  readonly contentChange = outputFromObservable(this.service.on$('change'));
  /** The content was rendered. */
  readonly previewRenderAfter = outputFromObservable(this.service.on$('previewRenderAfter'));
  /** After the markdown was set (payload: the markdown). */
  readonly setMarkdownAfter = outputFromObservable(this.service.on$('setMarkdownAfter'));
  /** The viewer is being removed. */
  readonly removeEditor = outputFromObservable(this.service.on$('removeEditor'));

  private readonly contents = viewChild.required<ElementRef<HTMLElement>>('contents');
  /** HTML to show without markdown (the plain class gives the container's own HTML). */
  private fallbackHtml = '';

  constructor() {
    releaseReplayListenersOnDestroy();
  }

  /** @docs-private Sets the HTML shown when there is no initial markdown (used by `KitViewer`). */
  setFallbackHtml(html: string): void {
    this.fallbackHtml = html;
  }

  ngOnChanges(changes: SimpleChanges): void {
    const service = this.service;
    if (changes['useDefaultHTMLSanitizer']) service.strictSanitizer = this.useDefaultHTMLSanitizer();
    if (changes['customConvertor']) service.convertor = checkConvertor(this.customConvertor(), eventManagerOf(service.bus));
    // After a new convertor: a custom one gets the attributes too.
    if (changes['linkAttribute'] || changes['customConvertor']) service.setLinkAttributes(this.linkAttribute());
    if (!service.attached) return; // the first render happens in ngAfterViewInit
    if (changes['initialValue']) service.setMarkdown(this.initialValue());
    else if (changes['useDefaultHTMLSanitizer'] || changes['customConvertor'] || changes['linkAttribute']) this.renderAgain();
  }

  ngAfterViewInit(): void {
    if (!this.isBrowser) return; // the sanitizer needs a DOM; the server renders the empty frame
    const service = this.service;
    const component = this;
    if (!(service.owner instanceof KitViewerApi)) {
      this.viewer.bindHost({
        service,
        element: this.hostElement,
        get destroyed() {
          return component.destroyed;
        },
      });
    }
    // As the original, extensions run before the initial value is shown (the service has no element
    // yet, so the syntax they add costs no render): the first render has their syntax and
    // `previewBeforeHook` (which may submit the preview) runs once.
    runExtensions(service.owner instanceof KitViewerApi ? service.owner : this.viewer, this.exts());
    service.attach(this.contents().nativeElement);
    // As the original: an initial value is set (setMarkdownAfter fires before load); without one
    // the container's own HTML shows, with no hook and no events.
    if (this.initialValue()) service.setMarkdown(this.initialValue());
    else service.showHtml(this.fallbackHtml);
    service.emit('load', service.owner === service ? this : service.owner);
  }

  ngOnDestroy(): void {
    this.destroyed = true;
    emitWhileDestroyed(() => this.service.emit('removeEditor', undefined));
    this.service.destroy();
  }

  /** Renders what is shown again, with the new sanitizer or convertor. */
  private renderAgain(): void {
    if (this.service.showsMarkdown) this.service.render();
    else this.service.showHtml(this.fallbackHtml);
  }
}
