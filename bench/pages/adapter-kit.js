// kit behind the bench adapter (module script; kit.js defines window.kit after its top-level await).
if (!window.kit) await new Promise((resolve) => window.addEventListener('kit:ready', resolve, { once: true }));
const { Pagination, KitEditor } = window.kit;

window.__benchReadyAt = performance.now();
window.bench = {
  system: 'kit',
  pagination: {
    create: (el, o) => new Pagination(el, { totalItems: o.totalItems, itemsPerPage: o.itemsPerPage, visiblePages: o.visiblePages, page: o.page }),
    move: (p, page) => p.movePageTo(page),
    selectedInDom: (el) => Number(el.querySelector('.kit-is-selected')?.textContent),
    destroy: (p) => p.destroy(),
  },
  editor: {
    create: (el, o) =>
      new KitEditor({
        el,
        initialValue: o.initialValue,
        previewStyle: o.previewStyle ?? 'vertical',
        height: o.height ?? '600px',
        initialEditType: o.initialEditType ?? 'markdown',
        usageStatistics: false,
        ...(o.previewDelayTime !== undefined ? { previewDelayTime: o.previewDelayTime } : {}),
        // Scroll sync is an extension in kit, as in TOAST UI 1.x (3.x has it built in and on).
        ...(o.scrollSync ? { exts: ['scrollSync'] } : {}),
        events: { load: o.onLoad ?? (() => {}) },
      }),
    setMarkdown: (e, md) => e.setMarkdown(md),
    getMarkdown: (e) => e.getMarkdown(),
    getHTML: (e) => e.getHtml(),
    changeMode: (e, mode) => e.changeMode(mode, true),
    // A long document's first screen shows at once in WYSIWYG and the rest streams in.
    wysiwygLoading: (e) => e.getService().isWysiwygLoading(),
    remove: (e) => e.remove(),
    focus: (e) => e.focus(),
    moveCursorToEnd: (e) => e.moveCursorToEnd(),
    moveCursorToStart: (e) => e.moveCursorToStart(),
    insertText: (e, text) => e.insertText(text),
    previewRoot: (e, el) => el.querySelector('.kit-md-preview'),
    onPreviewRendered: (e, callback) => e.on('previewRenderAfter', ({ getHTML }) => callback(getHTML())),
    // Quill is fetched when the page is idle or WYSIWYG is asked for; this resolves when it is there.
    wysiwygCodeLoaded: () => window.kit.loadQuill?.(),
    // kit's preview renders after previewDelayTime, in parts; its renderer is getHtml()'s convertor.
    previewHtmlFresh: null,
  },
};
