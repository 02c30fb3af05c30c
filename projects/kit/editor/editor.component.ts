import {
  AfterViewInit,
  ChangeDetectionStrategy,
  ChangeDetectorRef,
  Component,
  ElementRef,
  Injector,
  NgZone,
  OnChanges,
  OnInit,
  OnDestroy,
  PLATFORM_ID,
  SimpleChanges,
  ViewEncapsulation,
  booleanAttribute,
  numberAttribute,
  computed,
  effect,
  forwardRef,
  inject,
  input,
  viewChild, DOCUMENT, signal, afterNextRender, linkedSignal } from '@angular/core';
import { isPlatformBrowser } from '@angular/common';
import { outputFromObservable } from '@angular/core/rxjs-interop';
import { Observable } from 'rxjs';
import type { KitEditorEvents } from './editor-events';
import { AbstractControl, ControlValueAccessor, NG_VALIDATORS, NG_VALUE_ACCESSOR, ValidationErrors, Validator } from '@angular/forms';
import { emitWhileDestroyed, KitCheckWindow, releaseReplayListenersOnDestroy, reportUsage, zoneOfCaller } from 'kit-ui/core';
import { KitConvertor, sanitizingConvertor } from './convertor/editor-convertor';
import { KitEventManager, eventManagerOf } from './editor-event-manager';
import { checkContent, checkMode, checkPreviewStyle, checkTheme, toCssSize, toOptionalLength } from './editor-options';
import type { KitEditorMode, KitPreviewStyle } from './editor-types';
import { EditorService } from './editor.service';
import { KitEditorFormBinding } from './editor-form-binding';
import { KitEditorApi } from './editor-api';
import { KitLinkAttributes, checkLinkAttribute, keepPreviewLinkInNewTab } from './link-attributes';
import { type KitExtensionEntry, checkExtensions, runExtensions } from './extensions/extension-registry';
import type { KitToolbarItemInput } from './toolbar/toolbar-items';
import { KitEditorPopupComponent } from './popups/editor-popup.component';
import { KitEditorToolbarComponent } from './toolbar/toolbar.component';
import { EditorUiState } from './ui/editor-ui-state';
import { EditorAnnouncer } from './ui/editor-announcer';
import { loadQuill, prefetchQuill } from './wysiwyg/quill-loader';
import { KitContentStylesComponent, KitEditorFrameStylesComponent, useStylesheets } from './editor-stylesheets';
import { KitContentPlace, textDirection } from './editor-content-place';
import { KIT_EDITOR_DEFAULT_OPTIONS } from 'kit-ui/editor/defaults';
import { checkEditorDefaults } from './editor-default-options';

/**
 * Starts loading Quill when the pointer or focus reaches the mode switch. A module function, not a
 * closure: a closure made in ngAfterViewInit would share its scope (the service, the change
 * detector) and, as a listener, kept every removed editor alive in the heap bench.
 */
function loadQuillOnIntent(event: Event): void {
  if (!(event.target as Element | null)?.closest?.('.kit-mode-switch')) return;
  void loadQuill().catch(() => undefined);
  // Once is enough (a switch made meanwhile loads it anyway).
  const host = event.currentTarget as Element;
  host.removeEventListener('pointerover', loadQuillOnIntent);
  host.removeEventListener('focusin', loadQuillOnIntent);
}

/** A serial per editor, for ids that must be unique in the page. */
let nextEditorId = 0;

/**
 * A markdown/WYSIWYG editor: CodeMirror 6 for markdown with a live preview (`tab` or `vertical`),
 * Quill 2 for WYSIWYG. A thin view over `EditorService`, which owns the document and state.
 * Joins Angular forms with the markdown string as its value.
 */
@Component({
  selector: 'kit-editor',
  imports: [KitEditorToolbarComponent, KitEditorPopupComponent],
  templateUrl: './editor.component.html',
  // Styles: see useStylesheets below.
  // CodeMirror, Quill and the preview create their DOM at run time, outside emulated encapsulation.
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    EditorService,
    EditorUiState,
    EditorAnnouncer,
    { provide: NG_VALUE_ACCESSOR, useExisting: forwardRef(() => KitEditorComponent), multi: true },
    { provide: NG_VALIDATORS, useExisting: forwardRef(() => KitEditorComponent), multi: true },
  ],
  host: {
    class: 'kit-editor',
    '(focusout)': 'focusLeft($event)',
    '[class.kit-editor-hidden]': '!service.visible()',
    '[class.kit-editor-auto-height]': "service.height() === 'auto'",
    // A length, not 'auto' or a percentage (which is auto in a parent without a height): CodeMirror is contained then.
    '[class.kit-editor-fixed-height]': "service.height() !== 'auto' && !service.height().includes('%')",
    '[class.kit-editor-readonly]': 'service.readOnly()',
    '[style.height]': "service.height() === 'auto' ? null : service.height()",
    '[style.min-height]': 'service.minHeight()',
    '[attr.data-mode]': 'service.mode()',
    // A group, so the name an app gives the editor (aria-label, aria-labelledby on <kit-editor> or
    // the plain class's container) is allowed there and said on entering it: every editor's text
    // areas and toolbar have the same names ("Markdown editor"), which told two editors apart only by
    // place. A role of the page's own stays.
    '[attr.role]': 'hostRole',
    '[attr.dir]': 'ui.dir() ?? ownDir',
    '[attr.lang]': 'ui.lang()',
    '[class.kit-theme-dark]': "theme() === 'dark'",
  },
})
export class KitEditorComponent implements OnChanges, OnInit, AfterViewInit, OnDestroy, ControlValueAccessor, Validator {
  /** The state of this editor, for reading from code. */
  readonly service = inject(EditorService);
  // The theme and content rules (shared with kit-viewer), then the frame's; the WYSIWYG area's
  // stylesheet comes with Quill (KitWysiwygStylesComponent).
  private readonly stylesheets = useStylesheets(KitContentStylesComponent, KitEditorFrameStylesComponent);
  /** The state of the toolbar, mode switch, popups and language. */
  readonly ui = inject(EditorUiState);
  /** What the live region says (mode and preview-style changes). */
  protected readonly announcer = inject(EditorAnnouncer);
  /** The host's own direction, kept where the UI's language has none to set. */
  protected get ownDir(): string | null {
    return this.own.dir;
  }
  private readonly hostElement = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  /**
   * The host's own `dir` and `lang`, read before the editor writes its UI's there: the text keeps
   * them, and a left-to-right UI keeps the host's `dir` (a plain page's container may say `rtl`).
   */
  /** The host's role: the page's own, else `group` (see the host binding). */
  protected readonly hostRole = this.hostElement.getAttribute?.('role') || 'group';
  private readonly own = { dir: textDirection(this.hostElement.getAttribute?.('dir')), lang: this.hostElement.getAttribute?.('lang') ?? null };
  /** The language and direction of the text areas: the page's where the editor is, not the UI's. */
  protected readonly contentPlace = new KitContentPlace(inject(DOCUMENT).documentElement?.getAttribute('lang') ?? '', this.own);
  /**
   * The TOAST UI-style instance API of this editor (`exec`, `getUI`, `getMarkdown`...), for code
   * and for extensions; usable once the view has rendered.
   */
  readonly editor = new KitEditorApi();
  private destroyed = false;
  private readonly injector = inject(Injector);
  private readonly isBrowser = isPlatformBrowser(inject(PLATFORM_ID));
  private readonly changeDetector = inject(ChangeDetectorRef);
  private readonly zone = inject(NgZone);

  /** App-wide defaults (`KIT_EDITOR_DEFAULT_OPTIONS`), checked; the inputs start from them. */
  private readonly defaults = checkEditorDefaults(inject(KIT_EDITOR_DEFAULT_OPTIONS, { optional: true }));
  /** Height style value (`'300px'`, `'100%'`, `'auto'`; numbers are px). */
  readonly height = input<string, string | number>(this.defaults.height ?? '300px', { transform: (v: unknown) => toCssSize('height', v) });
  /** Minimum height, px. */
  readonly minHeight = input<string, string | number>(this.defaults.minHeight ?? '200px', { transform: (v: unknown) => toCssSize('minHeight', v) });
  /** Initial markdown (ignored once a form writes a value). */
  readonly initialValue = input<string, string | null | undefined>('', { transform: (v: unknown) => checkContent('initialValue', v) });
  /** `'tab'` or `'vertical'`. */
  readonly previewStyle = input<KitPreviewStyle, KitPreviewStyle>(this.defaults.previewStyle ?? 'tab', { transform: checkPreviewStyle });
  /** `'markdown'` or `'wysiwyg'`. */
  readonly initialEditType = input<KitEditorMode, KitEditorMode>(this.defaults.initialEditType ?? 'markdown', { transform: checkMode });
  /** UI language (`'en_US'`, `'de'`, ...); an unknown code throws, listing the available ones. */
  readonly language = input<string>(this.defaults.language ?? 'en_US');
  /** Whether shortcuts run commands. */
  readonly useCommandShortcut = input(this.defaults.useCommandShortcut ?? true, { transform: booleanAttribute });
  /** The default HTML allow-list; false keeps only the removal of script. */
  readonly useDefaultHTMLSanitizer = input(this.defaults.useDefaultHTMLSanitizer ?? true, { transform: booleanAttribute });
  /** Languages listed for code blocks. */
  readonly codeBlockLanguages = input<string[] | undefined>(this.defaults.codeBlockLanguages);
  /** Consent to usage reporting; kit sends nothing itself. */
  readonly usageStatistics = input(this.defaults.usageStatistics ?? true, { transform: booleanAttribute });
  /** Toolbar items: built-in names, `'divider'`, `{type: 'button', options}`, items, or `TemplateRef`s. */
  readonly toolbarItems = input<readonly KitToolbarItemInput[] | undefined>(this.defaults.toolbarItems);
  /** Hides the Markdown/WYSIWYG switch. */
  readonly hideModeSwitch = input(this.defaults.hideModeSwitch ?? false, { transform: booleanAttribute });
  /** Extensions: names or `{name, ...options}` (see `KitEditor.defineExtension`); unknown names throw. */
  readonly exts = input<KitExtensionEntry[], readonly KitExtensionEntry[] | null | undefined>(this.defaults.exts ?? [], { transform: (v: unknown) => checkExtensions(v) });
  /** Replaces the markdown/HTML convertor. */
  readonly customConvertor = input<KitConvertor | (new (eventManager?: KitEventManager) => KitConvertor) | null>(null);
  /** `'light'` (default) or `'dark'`; both are sets of CSS custom properties. */
  readonly theme = input<'light' | 'dark', 'light' | 'dark' | null | undefined>(this.defaults.theme ?? 'light', { transform: checkTheme });
  /** Placeholder of the editing areas. */
  readonly placeholder = input(this.defaults.placeholder ?? '');
  /** Preview render delay, ms. */
  readonly previewDelayTime = input(this.defaults.previewDelayTime ?? 100, { transform: (v: unknown) => numberAttribute(v, 100) });
  /**
   * Attributes added to every markdown link of the preview and `getHtml()`, e.g.
   * `{target: '_blank', rel: 'noopener noreferrer'}`: only `rel`, `target`, `hreflang` and `type`
   * (anything else throws, naming it). A link whose target opens a new page always gets
   * `rel="noopener noreferrer"`. Raw HTML links are left alone, as in the original.
   */
  readonly linkAttribute = input<Readonly<KitLinkAttributes>, Readonly<KitLinkAttributes> | null | undefined>(this.defaults.linkAttribute ?? {}, { transform: (v: unknown) => checkLinkAttribute(v) });
  /** Makes both modes read-only (so does a disabled form control: either is enough). */
  readonly disabled = input(false, { transform: booleanAttribute });
  /** Validation: the content must not be blank. */
  readonly required = input(false, { transform: booleanAttribute });
  /**
   * Validation: the maximum markdown length; `null`, `undefined` or `""` for none. Read as
   * `number | undefined`, the type Angular's signal forms bind to a control's `maxLength`.
   */
  readonly maxLength = input<number | undefined, unknown>(undefined, { transform: (v: unknown) => toOptionalLength('maxLength', v) });

  /**
   * Open while Angular checks this editor (its inputs, its first render): events then reach the
   * outputs a microtask later (`event$`). A handler such as `(editorLoad)="loaded = true"`
   * changed its parent's view during the parent's check (NG0100 in development, a stale view
   * until the next check in production, and forever in a zoneless app).
   */
  private readonly check = new KitCheckWindow();

  /**
   * The editor's event `name`, for an output (`outputFromObservable`, which Angular's compiler
   * must see in the field itself): values sent while Angular checks this editor wait for a microtask.
   */
  private event$<K extends keyof KitEditorEvents>(name: K): Observable<KitEditorEvents[K]> {
    const source = this.service.on$(name) as Observable<KitEditorEvents[K]>;
    return new Observable<KitEditorEvents[K]>((subscriber) => {
      // The output's handler runs in the zone it was bound in (Angular's, in an app with zone.js),
      // though the event comes from a view outside it, so the app sees what the handler changed.
      const enter = zoneOfCaller();
      return source.subscribe((value) => this.emitInOrder(() => enter(() => subscriber.next(value))));
    });
  }

  /** Output emissions held back while Angular checked this editor, in the order they happened. */
  private readonly heldEmissions: (() => void)[] = [];

  /**
   * Runs `emit` now, or, while Angular checks this editor or earlier emissions still wait, after
   * them in one microtask: an event raised between the check and that microtask must not overtake
   * the held ones (a parent's `[(previewStyle)]` would end on the older value).
   */
  private emitInOrder(emit: () => void): void {
    if (!this.check.active && !this.heldEmissions.length) {
      emit();
      return;
    }
    if (!this.heldEmissions.length) {
      queueMicrotask(() => {
        // (Emissions added while these run go on the same queue, behind them.) A throwing handler
        // must not strand the rest: the queue would stay non-empty and hold every later output.
        while (this.heldEmissions.length) {
          const next = this.heldEmissions.shift()!;
          try {
            next();
          } catch (error) {
            reportError(error);
          }
        }
      });
    }
    this.heldEmissions.push(emit);
  }

  /**
   * The editor has rendered. Payload: its editor API (this component's `editor`, or the plain
   * `KitEditor`), the object `on('load', ...)` handlers and extensions get too.
   */
  readonly editorLoad = outputFromObservable(this.event$('load') as Observable<KitEditorApi>);
  /** The user changed the content (typing, a command, a paste). */
  readonly contentChange = outputFromObservable(this.event$('change'));
  /** The format at the cursor changed. */
  readonly stateChange = outputFromObservable(this.event$('stateChange'));
  /** An editing area got focus. */
  readonly editorFocus = outputFromObservable(this.event$('focus'));
  /** An editing area lost focus. */
  readonly editorBlur = outputFromObservable(this.event$('blur'));
  /** Before a mode change (payload: the previous mode). */
  readonly changeModeBefore = outputFromObservable(this.event$('changeModeBefore'));
  /** After a mode change (payload: the new mode). */
  readonly changeMode = outputFromObservable(this.event$('changeMode'));
  /** The preview style changed. */
  readonly changePreviewStyle = outputFromObservable(this.event$('changePreviewStyle'));
  /**
   * The preview style changed (the same as `changePreviewStyle`), so `[(previewStyle)]` binds both
   * ways: a change made by code (`changePreviewStyle`) reaches the app's value, and setting that
   * value back later is seen (a one-way binding that never heard of the change would not be).
   */
  readonly previewStyleChange = outputFromObservable(this.event$('changePreviewStyle'));
  /** The Preview tab was selected (`tab` preview style). */
  readonly changePreviewTabPreview = outputFromObservable(this.event$('changePreviewTabPreview'));
  /** The Write tab was selected (`tab` preview style). */
  readonly changePreviewTabWrite = outputFromObservable(this.event$('changePreviewTabWrite'));
  /** The preview rendered. */
  readonly previewRenderAfter = outputFromObservable(this.event$('previewRenderAfter'));
  /** After `setMarkdown` (payload: the markdown). */
  readonly setMarkdownAfter = outputFromObservable(this.event$('setMarkdownAfter'));
  /** The editor was hidden (payload: its editor API). */
  readonly editorHide = outputFromObservable(this.event$('hide') as Observable<KitEditorApi>);
  /** The editor was shown (payload: its editor API). */
  readonly editorShow = outputFromObservable(this.event$('show') as Observable<KitEditorApi>);
  /** The editor is being removed. */
  readonly removeEditor = outputFromObservable(this.event$('removeEditor'));
  /** A right-click (or the context-menu key) in a WYSIWYG table opened the table menu. */
  readonly openPopupTableUtils = outputFromObservable(this.event$('openPopupTableUtils'));
  /** A key went down in an editing area. */
  readonly editorKeydown = outputFromObservable(this.event$('keydown'));
  /** A key went up in an editing area. */
  readonly editorKeyup = outputFromObservable(this.event$('keyup'));
  /** An editing area or the preview scrolled. */
  readonly editorScroll = outputFromObservable(this.event$('scroll'));
  /** A paste into an editing area. */
  readonly editorPaste = outputFromObservable(this.event$('paste'));

  private readonly markdownHost = viewChild.required<ElementRef<HTMLElement>>('markdownHost');
  private readonly previewHost = viewChild.required<ElementRef<HTMLElement>>('previewHost');
  private readonly wysiwygHost = viewChild.required<ElementRef<HTMLElement>>('wysiwygHost');

  /** Whether the tab bar (Write/Preview) shows. */
  protected readonly showTabs = computed(() => this.service.mode() === 'markdown' && this.service.previewStyle() === 'tab');

  /**
   * The side-by-side preview's name: "Preview", after the name the app gave the editor (its
   * `aria-label`, or the text of its `aria-labelledby`), so the preview regions of several named
   * editors on a page are told apart ("Body: Preview"; axe's landmark-unique). Read as the preview
   * is drawn: the host's attributes are the page's.
   */
  protected previewLabel(): string {
    const preview = this.ui.t('Preview');
    const host = this.hostElement;
    const named = host.getAttribute?.('aria-label')?.trim() ||
      (host.getAttribute?.('aria-labelledby') ?? '').split(/\s+/).map((id) => (id ? host.ownerDocument?.getElementById(id)?.textContent?.trim() : '')).filter(Boolean).join(' ');
    return named ? `${named}: ${preview}` : preview;
  }
  private popupSerial = 0;
  /**
   * The open popup, as a list of zero or one with a serial number to track it by, so a new popup is
   * a new component (focus, listeners). Not tracked by identity: Angular warns (NG0956) whenever an
   * identity-tracked list is re-created whole, which is the point here.
   */
  protected readonly openPopups = computed(() => {
    const popup = this.ui.popup();
    return popup ? [{ popup, serial: ++this.popupSerial }] : [];
  });
  /**
   * The WYSIWYG code block at the cursor, for its language button (follows the cursor). While the
   * button's language popup is open (focus in it, none in the text) it keeps the block it had: the
   * popup takes the button's place in the tab order, which needs the button there.
   */
  protected readonly codeBlock = linkedSignal<{ picking: boolean; inCode: boolean }, { top: number; right: number; language: string } | null>({
    source: () => {
      this.service.selectionTick();
      const picking = this.ui.popup()?.kind === 'codeBlockLanguage';
      return { picking, inCode: this.service.mode() === 'wysiwyg' && (picking || this.service.formatState().codeBlock) };
    },
    // Cheap checks first: the layout is read only while the cursor is in a WYSIWYG code block.
    computation: ({ picking, inCode }, previous) => {
      if (!inCode) return null;
      return this.ui.codeBlocks.blockAt(this.hostElement) ?? (picking ? (previous?.value ?? null) : null);
    },
  });
  /** Whether the markdown editing pane shows. */
  protected readonly showMarkdownPane = computed(
    () => this.service.mode() === 'markdown' && (this.service.previewStyle() === 'vertical' || this.service.previewTab() === 'write'),
  );

  /** The value accessor, validators and error state behind this component's forms methods. */
  private readonly forms = new KitEditorFormBinding(this.service, this.hostElement, { required: this.required, maxLength: this.maxLength, disabled: this.disabled });
  /**
   * Whether the bound form control shows as invalid: invalid, and touched or its form submitted
   * (`KitErrorStateMatcher`, replaceable). The editing area of both modes then has
   * `aria-invalid="true"`. Always false outside Angular forms.
   */
  readonly errorState = this.forms.errorState;

  /** Ids that tie the Write/Preview tabs to the panes they show (unique per editor on the page). */
  protected readonly ids = (() => {
    const n = nextEditorId++;
    return { write: `kit-editor-${n}-write`, preview: `kit-editor-${n}-preview`, writePane: `kit-editor-${n}-md`, previewPane: `kit-editor-${n}-view` };
  })();

  constructor() {
    releaseReplayListenersOnDestroy();
    // In a template the instance API is `editor`: toolbar templates, show/hide payloads and global
    // commands get it, not the service. (The plain class then makes itself the owner.)
    this.service.owner = this.editor;
    // The app-wide defaults reach the service as bound inputs do (an unbound input has no change).
    this.applyInputs(Object.fromEntries(Object.keys(this.defaults).map((name) => [name, { firstChange: true }])));
    // A popup closes when the user goes back to writing (as the original).
    this.service.on$('focus').subscribe(() => this.ui.closePopup(false));
    this.service.on$('changeMode').subscribe(() => this.ui.closePopup(false));
    // The editing areas' accessible names follow the language. The WYSIWYG view may arrive after
    // the mode is already WYSIWYG (Quill still loading): its changeMode then names it too (it kept
    // the English name while the language had loaded first).
    const modeChanges = signal(0);
    this.service.on$('changeMode').subscribe(() => modeChanges.update((n) => n + 1));
    effect(() => {
      const markdownLabel = this.ui.t('Markdown editor');
      const wysiwygLabel = this.ui.t('WYSIWYG editor');
      modeChanges();
      const mode = this.service.mode(); // the WYSIWYG view is created on the first switch
      if (!this.service.isAttached()) return;
      this.service.getMarkdownView().view.contentDOM.setAttribute('aria-label', markdownLabel);
      if (this.service.hasWysiwygView && mode === 'wysiwyg') this.service.getWysiwygView().quill.root.setAttribute('aria-label', wysiwygLabel);
    });
    // In the browser only (a server render is no use), and never for an editor destroyed at once.
    afterNextRender(() => this.isBrowser && reportUsage(this.injector, this.usageStatistics(), 'KitEditor'));
  }

  ngOnChanges(changes: SimpleChanges): void {
    this.check.run(() => this.applyInputs(changes));
  }

  /**
   * Hands changed inputs to the service and the UI state. `changes` are Angular's, or (from the
   * constructor) the app-wide defaults given, whose values the unbound inputs start from.
   */
  private applyInputs(changes: SimpleChanges | Readonly<Record<string, { firstChange: boolean }>>): void {
    const service = this.service;
    if (changes['useDefaultHTMLSanitizer']) service.strictSanitizer = this.useDefaultHTMLSanitizer();
    if (changes['customConvertor'] || changes['useDefaultHTMLSanitizer']) {
      const given = this.customConvertor();
      // A class gets the editor's event manager, as TOAST UI 1.x's `new X(eventManager)` did.
      const custom = typeof given === 'function' ? new given(eventManagerOf(service.bus)) : given;
      service.convertor = custom ? sanitizingConvertor(custom, () => service.strictSanitizer) : service.defaultConvertor();
    }
    // After a new convertor: a custom one gets the attributes too. This also redraws the preview,
    // which a change of the allow-list needs as well.
    if (changes['linkAttribute'] || changes['customConvertor'] || changes['useDefaultHTMLSanitizer']) service.setLinkAttributes(this.linkAttribute());
    if (changes['previewDelayTime']) service.previewDelayTime = this.previewDelayTime();
    if (changes['height']) service.setHeight(this.height());
    if ((changes['minHeight'] || changes['height']) && this.height() === 'auto') service.setMinHeight(this.minHeight());
    if (changes['placeholder']) service.setPlaceholder(this.placeholder());
    if (changes['disabled']) this.forms.updateReadOnly(); // OR a disabled form control
    if (changes['required']?.firstChange === false || changes['maxLength']?.firstChange === false) this.forms.rulesChanged();
    if (changes['language']) this.ui.setLanguage(this.language());
    if (changes['toolbarItems']) this.ui.setToolbarItems(this.toolbarItems());
    if (changes['hideModeSwitch']) {
      if (this.hideModeSwitch()) this.ui.modeSwitch.hide();
      else this.ui.modeSwitch.show();
    }
    if (changes['codeBlockLanguages']) this.ui.setCodeBlockLanguages(this.codeBlockLanguages());
    if (changes['useCommandShortcut']) service.commands.setUseCommandShortcut(this.useCommandShortcut());
    if (!service.attached) return;
    if (changes['previewStyle'] && !changes['previewStyle'].firstChange) service.changePreviewStyle(this.previewStyle());
  }

  ngOnInit(): void {
    // The first render shows the preview style asked for (and, on the server, where no view is
    // made, the mode): the browser's hydrating render then matches the server's frame.
    this.service.showFirstFrame(this.isBrowser ? null : this.initialEditType(), this.previewStyle());
  }

  ngAfterViewInit(): void {
    if (!this.isBrowser) return; // CodeMirror and Quill need a real DOM; the server renders the frame
    this.check.run(() => this.start());
  }

  /** Makes the views, applies the first mode and preview style, runs extensions, fires `load`. */
  private start(): void {
    this.contentPlace.follow(this.hostElement);
    const service = this.service;
    this.ui.attach(this.hostElement);
    const changeDetector = this.changeDetector;
    const component = this;
    this.editor.bindHost({
      service,
      ui: this.ui,
      element: this.hostElement,
      detectChanges: () => changeDetector.detectChanges(),
      get destroyed() {
        return component.destroyed;
      },
    });
    service.attach(
      { markdown: this.markdownHost().nativeElement, preview: this.previewHost().nativeElement, wysiwyg: this.wysiwygHost().nativeElement },
      this.forms.pendingValue ?? this.initialValue(),
    );
    service.render = () => this.changeDetector.detectChanges();
    service.changePreviewStyle(this.previewStyle());
    service.startIn(this.initialEditType()); // in WYSIWYG without Quill yet, its view attaches when it arrives
    if (this.initialEditType() !== 'wysiwyg') {
      // Quill is not needed to use a markdown editor: fetched when idle, or as soon as the pointer or
      // focus reaches the mode switch, so a later switch to WYSIWYG is instant.
      prefetchQuill();
      // Outside Angular's zone (in an app with zone.js): a pointer move is no reason to check the app.
      this.zone.runOutsideAngular(() => {
        this.hostElement.addEventListener('pointerover', loadQuillOnIntent, { passive: true });
        this.hostElement.addEventListener('focusin', loadQuillOnIntent);
      });
    }
    // Extensions run after the UI and the content, before `load` (built-in commands already exist).
    runExtensions(service.owner instanceof KitEditorApi ? service.owner : this.editor, this.exts());
    service.emit('setMarkdownAfter', service.getMarkdown());
    service.emit('load', service.owner);
  }

  ngOnDestroy(): void {
    this.contentPlace.stop();
    this.hostElement.removeEventListener('pointerover', loadQuillOnIntent);
    this.hostElement.removeEventListener('focusin', loadQuillOnIntent);
    emitWhileDestroyed(() => this.service.emit('removeEditor', undefined));
    this.destroyed = true;
    this.ui.destroy();
    this.service.destroy();
  }

  /**
   * Shows the Write or Preview tab. A click on Write (mouse, Enter or Space) also puts focus in the
   * text, as the original: otherwise typing after it went nowhere until the user clicked the text.
   */
  protected selectTab(tab: 'write' | 'preview', focusText = true): void {
    this.service.selectPreviewTab(tab); // renders: the markdown pane is shown before it takes focus
    if (tab === 'write' && focusText) this.service.focusCurrentView();
  }

  /** Arrow keys move between the Write and Preview tabs (one tab stop, as the ARIA tabs pattern). */
  protected onTabKey(event: KeyboardEvent): void {
    const keys: Record<string, 'write' | 'preview' | 'other'> = { ArrowLeft: 'other', ArrowRight: 'other', Home: 'write', End: 'preview' };
    const to = keys[event.key];
    if (!to) return;
    event.preventDefault();
    const next = to !== 'other' ? to : this.service.previewTab() === 'write' ? 'preview' : 'write';
    this.selectTab(next, false); // focus stays in the tab list, so the arrows keep moving between tabs
    this.hostElement.querySelectorAll<HTMLElement>('.kit-editor-tab')[next === 'write' ? 0 : 1]?.focus();
  }

  /** A click in the preview: a link never replaces the page the draft is on (it opens in a new tab). */
  protected previewClick(event: MouseEvent): void {
    keepPreviewLinkInNewTab(event, this.previewHost().nativeElement);
  }

  /** Switches mode from the mode switch (focus goes to the editor). */
  protected switchMode(mode: KitEditorMode): void {
    this.service.changeMode(mode); // before Quill has loaded, the WYSIWYG view attaches when it arrives
  }

  /** @docs-private */
  writeValue(value: unknown): void {
    // Forms call it during the parent's check too (a [formControl] swapped for another).
    this.check.run(() => this.forms.writeValue(value));
  }
  /** @docs-private */
  registerOnChange(fn: (value: string) => void): void {
    this.forms.registerOnChange(fn);
  }
  /** @docs-private */
  registerOnTouched(fn: () => void): void {
    this.forms.registerOnTouched(fn);
  }
  /** @docs-private */
  setDisabledState(disabled: boolean): void {
    this.forms.setDisabledState(disabled);
  }
  /**
   * Touched once focus leaves the whole editor (as Angular Material's fields), not when it moves
   * between its parts (the text, the toolbar, the mode switch, a popup).
   * @docs-private
   */
  protected focusLeft(event: FocusEvent): void {
    this.forms.focusLeft(event);
  }
  /** @docs-private */
  validate(control: AbstractControl): ValidationErrors | null {
    return this.forms.validate(control);
  }
  /** @docs-private */
  registerOnValidatorChange(fn: () => void): void {
    this.forms.registerOnValidatorChange(fn);
  }
}
