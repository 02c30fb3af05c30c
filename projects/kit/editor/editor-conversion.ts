import type { MarkedExtension } from 'marked';
import type { KitEditorContext } from './editor-context';
import { KitDefaultConvertor, type KitMarkdownExtensionOptions } from './convertor/editor-convertor';
import { sanitizeHtml } from './editor-sanitizer';
import type { KitLinkAttributes } from './link-attributes';
import { prefixMergedCellsOf } from './convertor/table-spans';

/**
 * How one editor converts its markdown, beyond the convertor itself: the colour syntax, the
 * markdown extensions and the link attributes every convertor kit makes for it gets, and the
 * passes extensions add over what `getHtml()` returns. Redrawing what is on screen after a change
 * is the editor's part.
 */
export class KitEditorConversion {
  /**
   * Whether kit's convertor reads and writes coloured text as `{color:…}…{color}` rather than an
   * HTML span (the colorSyntax extension's `useCustomSyntax` sets it with `setCustomColorSyntax`).
   */
  customColorSyntax = false;
  /**
   * Whether tables keep merged cells in WYSIWYG and write them back as `@cols=N:` / `@rows=N:`
   * prefixes (the table extension sets it with `setTableSpans`).
   */
  tableSpans = false;
  /** Markdown syntax extensions added with `useMarkdownExtension`, for every convertor kit makes. */
  private readonly markdownExtensions: { extension: MarkedExtension; options: KitMarkdownExtensionOptions }[] = [];
  /** The `linkAttribute` option (checked), for whichever convertor the editor has. */
  private linkAttributes: Readonly<KitLinkAttributes> = {};
  /** Passes over what `getHtml()` returns, added by extensions (`addHtmlPass`). */
  private readonly htmlPasses: ((root: DocumentFragment) => void)[] = [];

  constructor(private readonly editor: Pick<KitEditorContext, 'convertor' | 'strictSanitizer'>) {}

  /** kit's own convertor for this editor's sanitizer, colour syntax and markdown extensions. */
  defaultConvertor(): KitDefaultConvertor {
    const convertor = new KitDefaultConvertor({ strictSanitizer: this.editor.strictSanitizer(), customColorSyntax: () => this.customColorSyntax });
    for (const { extension, options } of this.markdownExtensions) convertor.use(extension, options);
    convertor.setLinkAttribute(this.linkAttributes);
    return convertor;
  }

  /**
   * Keeps the link attributes and hands them to the convertor. A custom convertor gets them only if
   * some are given and it has `setLinkAttribute`, as the original.
   */
  setLinkAttributes(attributes: Readonly<KitLinkAttributes>): void {
    this.linkAttributes = attributes;
    const convertor = this.editor.convertor();
    if (convertor instanceof KitDefaultConvertor || Object.keys(attributes).length) convertor.setLinkAttribute?.(attributes);
  }

  /** Keeps a markdown syntax extension for every convertor kit makes, and adds it to kit's convertor in use. */
  useMarkdownExtension(extension: MarkedExtension, options: KitMarkdownExtensionOptions = {}): void {
    this.markdownExtensions.push({ extension, options });
    const convertor = this.editor.convertor();
    if (convertor instanceof KitDefaultConvertor) convertor.use(extension, options);
  }

  /**
   * Adds a pass over the HTML `getHtml()` returns (as the original's
   * `convertorAfterMarkdownToHtmlConverted`), e.g. the table extension's merged cells. Not applied to
   * what WYSIWYG loads (which reads merged cells itself when `tableSpans` is set).
   */
  addHtmlPass(pass: (root: DocumentFragment) => void): void {
    this.htmlPasses.push(pass);
  }

  /** `markdown` as sanitized HTML after the HTML passes: what `getHtml()` returns. */
  toHtml(markdown: string): string {
    const html = markdown ? this.editor.convertor().toHTML(markdown) : '';
    if (!html || !this.htmlPasses.length) return html;
    // Parsed in a <template> (inert: nothing loads or runs), changed, and sanitized again on the way out.
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const pass of this.htmlPasses) pass(template.content);
    return sanitizeHtml(template.innerHTML, { strict: this.editor.strictSanitizer() });
  }
}

/**
 * Sanitized HTML to markdown through the editor's convertor, whichever it is, with the table
 * extension's merged cells written as `@rows=R:@cols=C:` text first. The original's extension did
 * that in the HTML before its convertor ran (on `convertorBeforeHtmlToMarkdownConverted`), so the
 * step sits here rather than in a convertor: a `customConvertor` gets the prefixes too.
 */
export function editorHtmlToMarkdown(editor: Pick<KitEditorContext, 'convertor' | 'tableSpans'>, clean: string): string {
  return editor.convertor().toMarkdown(editor.tableSpans() ? prefixMergedCellsOf(clean) : clean);
}
