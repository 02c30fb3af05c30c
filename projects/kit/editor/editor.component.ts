import {
  AfterViewInit,
  ChangeDetectionStrategy,
  ChangeDetectorRef,
  Component,
  ElementRef,
  Injector,
  OnChanges,
  OnDestroy,
  PLATFORM_ID,
  SimpleChanges,
  ViewEncapsulation,
  booleanAttribute,
  computed,
  forwardRef,
  inject,
  input,
  viewChild,
} from '@angular/core';
import { isPlatformBrowser } from '@angular/common';
import { outputFromObservable } from '@angular/core/rxjs-interop';
import { AbstractControl, ControlValueAccessor, NG_VALIDATORS, NG_VALUE_ACCESSOR, ValidationErrors, Validator } from '@angular/forms';
import { reportUsage } from 'kit-ui/core';
import { KitConvertor, KitDefaultConvertor } from './editor-convertor';
import { checkContent, checkMode, checkPreviewStyle, toCssSize } from './editor-options';
import type { KitEditorMode, KitPreviewStyle } from './editor-types';
import { EditorService } from './editor.service';
import { loadQuill, loadedQuill } from './quill-loader';

/**
 * A markdown/WYSIWYG editor: CodeMirror 6 for markdown with a live preview (`tab` or `vertical`),
 * Quill 2 for WYSIWYG. A thin view over `EditorService`, which owns the document and state.
 * Joins Angular forms with the markdown string as its value.
 */
@Component({
  selector: 'kit-editor',
  templateUrl: './editor.component.html',
  styleUrl: './editor.component.css',
  // CodeMirror, Quill and the preview create their DOM at run time, outside emulated encapsulation.
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    EditorService,
    { provide: NG_VALUE_ACCESSOR, useExisting: forwardRef(() => KitEditorComponent), multi: true },
    { provide: NG_VALIDATORS, useExisting: forwardRef(() => KitEditorComponent), multi: true },
  ],
  host: {
    class: 'kit-editor',
    '[class.kit-editor-hidden]': '!service.visible()',
    '[class.kit-editor-auto-height]': "service.height() === 'auto'",
    '[class.kit-editor-readonly]': 'service.readOnly()',
    '[style.height]': "service.height() === 'auto' ? null : service.height()",
    '[style.min-height]': 'service.minHeight()',
    '[attr.data-mode]': 'service.mode()',
  },
})
export class KitEditorComponent implements OnChanges, AfterViewInit, OnDestroy, ControlValueAccessor, Validator {
  /** The state of this editor, for reading from code. */
  readonly service = inject(EditorService);
  private readonly injector = inject(Injector);
  private readonly isBrowser = isPlatformBrowser(inject(PLATFORM_ID));
  private readonly changeDetector = inject(ChangeDetectorRef);

  /** Height style value (`'300px'`, `'100%'`, `'auto'`; numbers are px). */
  readonly height = input<string, unknown>('300px', { transform: (v: unknown) => toCssSize('height', v) });
  /** Minimum height, px. */
  readonly minHeight = input<string, unknown>('200px', { transform: (v: unknown) => toCssSize('minHeight', v) });
  /** Initial markdown (ignored once a form writes a value). */
  readonly initialValue = input<string, unknown>('', { transform: (v: unknown) => checkContent('initialValue', v) });
  /** `'tab'` or `'vertical'`. */
  readonly previewStyle = input<KitPreviewStyle, unknown>('tab', { transform: checkPreviewStyle });
  /** `'markdown'` or `'wysiwyg'`. */
  readonly initialEditType = input<KitEditorMode, unknown>('markdown', { transform: checkMode });
  /** UI language. */
  readonly language = input('en_US');
  /** Whether shortcuts run commands. */
  readonly useCommandShortcut = input(true, { transform: booleanAttribute });
  /** The default HTML allow-list; false keeps only the removal of script. */
  readonly useDefaultHTMLSanitizer = input(true, { transform: booleanAttribute });
  /** Languages listed for code blocks. */
  readonly codeBlockLanguages = input<string[] | undefined>(undefined);
  /** Consent to usage reporting; kit sends nothing itself. */
  readonly usageStatistics = input(true, { transform: booleanAttribute });
  /** Toolbar items. */
  readonly toolbarItems = input<unknown[] | undefined>(undefined);
  /** Hides the Markdown/WYSIWYG switch. */
  readonly hideModeSwitch = input(false, { transform: booleanAttribute });
  /** Extensions. */
  readonly exts = input<unknown[] | undefined>(undefined);
  /** Replaces the markdown/HTML convertor. */
  readonly customConvertor = input<KitConvertor | (new () => KitConvertor) | null>(null);
  /** Placeholder of the editing areas. */
  readonly placeholder = input('');
  /** Preview render delay, ms. */
  readonly previewDelayTime = input(100);
  /** Makes both modes read-only. */
  readonly disabled = input(false, { transform: booleanAttribute });
  /** Validation: the content must not be blank. */
  readonly required = input(false, { transform: booleanAttribute });
  /** Validation: the maximum markdown length. */
  readonly maxLength = input<number | null>(null);

  /** The editor has rendered (payload: the component, or the plain `KitEditor`). */
  readonly editorLoad = outputFromObservable(this.service.on$('load'));
  /** The user changed the content (typing, a command, a paste). */
  readonly contentChange = outputFromObservable(this.service.on$('change'));
  /** The format at the cursor changed. */
  readonly stateChange = outputFromObservable(this.service.on$('stateChange'));
  /** An editing area got focus. */
  readonly editorFocus = outputFromObservable(this.service.on$('focus'));
  /** An editing area lost focus. */
  readonly editorBlur = outputFromObservable(this.service.on$('blur'));
  /** Before a mode change (payload: the previous mode). */
  readonly changeModeBefore = outputFromObservable(this.service.on$('changeModeBefore'));
  /** After a mode change (payload: the new mode). */
  readonly changeMode = outputFromObservable(this.service.on$('changeMode'));
  /** The preview style changed. */
  readonly changePreviewStyle = outputFromObservable(this.service.on$('changePreviewStyle'));
  /** The preview rendered. */
  readonly previewRenderAfter = outputFromObservable(this.service.on$('previewRenderAfter'));
  /** After `setMarkdown` (payload: the markdown). */
  readonly setMarkdownAfter = outputFromObservable(this.service.on$('setMarkdownAfter'));
  /** The editor was hidden. */
  readonly editorHide = outputFromObservable(this.service.on$('hide'));
  /** The editor was shown. */
  readonly editorShow = outputFromObservable(this.service.on$('show'));
  /** The editor is being removed. */
  readonly removeEditor = outputFromObservable(this.service.on$('removeEditor'));
  /** A key went down in an editing area. */
  readonly editorKeydown = outputFromObservable(this.service.on$('keydown'));
  /** A key went up in an editing area. */
  readonly editorKeyup = outputFromObservable(this.service.on$('keyup'));
  /** An editing area or the preview scrolled. */
  readonly editorScroll = outputFromObservable(this.service.on$('scroll'));
  /** A paste into an editing area. */
  readonly editorPaste = outputFromObservable(this.service.on$('paste'));

  private readonly markdownHost = viewChild.required<ElementRef<HTMLElement>>('markdownHost');
  private readonly previewHost = viewChild.required<ElementRef<HTMLElement>>('previewHost');
  private readonly wysiwygHost = viewChild.required<ElementRef<HTMLElement>>('wysiwygHost');

  /** Whether the tab bar (Write/Preview) shows. */
  protected readonly showTabs = computed(() => this.service.mode() === 'markdown' && this.service.previewStyle() === 'tab');
  /** Whether the markdown editing pane shows. */
  protected readonly showMarkdownPane = computed(
    () => this.service.mode() === 'markdown' && (this.service.previewStyle() === 'vertical' || this.service.previewTab() === 'write'),
  );

  private pendingValue: string | undefined;
  private onChange: (value: string) => void = () => {};
  private formBound = false;
  private onTouched: () => void = () => {};
  private validatorChange: () => void = () => {};

  constructor() {
    this.service.on$('change').subscribe(() => {
      // Only a bound form needs the value; copying a large document on every key costs.
      if (this.formBound) this.onChange(this.service.getMarkdown());
      this.validatorChange();
    });
    this.service.on$('blur').subscribe(() => this.onTouched());
    queueMicrotask(() => reportUsage(this.injector, this.usageStatistics(), 'KitEditor'));
  }

  ngOnChanges(changes: SimpleChanges): void {
    const service = this.service;
    if (changes['useDefaultHTMLSanitizer']) service.strictSanitizer = this.useDefaultHTMLSanitizer();
    if (changes['customConvertor'] || changes['useDefaultHTMLSanitizer']) {
      const custom = this.customConvertor();
      service.convertor =
        typeof custom === 'function' ? new custom() : custom ?? new KitDefaultConvertor({ strictSanitizer: service.strictSanitizer });
    }
    if (changes['previewDelayTime']) service.previewDelayTime = this.previewDelayTime();
    if (changes['height']) service.setHeight(this.height());
    if ((changes['minHeight'] || changes['height']) && this.height() === 'auto') service.setMinHeight(this.minHeight());
    if (changes['placeholder']) service.setPlaceholder(this.placeholder());
    if (changes['disabled']) service.setReadOnly(this.disabled());
    if (!service.attached) return;
    if (changes['previewStyle'] && !changes['previewStyle'].firstChange) service.changePreviewStyle(this.previewStyle());
  }

  ngAfterViewInit(): void {
    if (!this.isBrowser) return; // CodeMirror and Quill need a real DOM; the server renders the frame
    const service = this.service;
    service.attach(
      { markdown: this.markdownHost().nativeElement, preview: this.previewHost().nativeElement, wysiwyg: this.wysiwygHost().nativeElement },
      this.pendingValue ?? this.initialValue(),
    );
    service.render = () => this.changeDetector.detectChanges();
    service.changePreviewStyle(this.previewStyle());
    if (this.initialEditType() === 'wysiwyg') {
      if (loadedQuill()) service.changeMode('wysiwyg', true);
      else void loadQuill().then(() => service.changeMode('wysiwyg', true));
    } else {
      void loadQuill(); // warm up, so a later switch to WYSIWYG is instant
    }
    service.emit('setMarkdownAfter', service.getMarkdown());
    service.emit('load', service.owner === service ? this : service.owner);
  }

  ngOnDestroy(): void {
    this.service.emit('removeEditor', undefined);
    this.service.destroy();
  }

  /** Shows the Write or Preview tab. */
  protected selectTab(tab: 'write' | 'preview'): void {
    this.service.selectPreviewTab(tab);
  }

  /** Switches mode from the mode switch (focus goes to the editor). */
  protected switchMode(mode: KitEditorMode): void {
    if (mode === 'wysiwyg' && !loadedQuill()) {
      // A click before Quill finished loading: switch as soon as it is there.
      void loadQuill().then(() => this.service.changeMode(mode));
      return;
    }
    this.service.changeMode(mode);
  }

  /** @docs-private */
  writeValue(value: unknown): void {
    const markdown = checkContent('The form value of kit-editor', value);
    if (!this.service.attached) {
      this.pendingValue = markdown;
      return;
    }
    if (markdown !== this.service.getMarkdown()) this.service.setMarkdown(markdown, false);
  }
  /** @docs-private */
  registerOnChange(fn: (value: string) => void): void {
    this.onChange = fn;
    this.formBound = true;
  }
  /** @docs-private */
  registerOnTouched(fn: () => void): void {
    this.onTouched = fn;
  }
  /** @docs-private */
  setDisabledState(disabled: boolean): void {
    this.service.setReadOnly(disabled);
  }
  /** @docs-private */
  validate(control: AbstractControl): ValidationErrors | null {
    const value = typeof control.value === 'string' ? control.value : '';
    const max = this.maxLength();
    if (this.required() && value.trim() === '') return { required: true };
    if (max !== null && value.length > max) return { maxlength: { requiredLength: max, actualLength: value.length } };
    return null;
  }
  /** @docs-private */
  registerOnValidatorChange(fn: () => void): void {
    this.validatorChange = fn;
  }
}
