// @toast-ui/editor 3.2.2 behind the bench adapter (classic script after the editor bundle).
(function () {
  const Editor = window.toastui.Editor;
  window.__benchReadyAt = performance.now();
  window.bench = {
    system: '@toast-ui/editor',
    editor: {
      create: (el, o) =>
        new Editor({
          el,
          initialValue: o.initialValue,
          previewStyle: o.previewStyle ?? 'vertical',
          height: o.height ?? '600px',
          initialEditType: o.initialEditType ?? 'markdown',
          usageStatistics: false,
          events: { load: o.onLoad ?? (() => {}) },
        }),
      setMarkdown: (e, md) => e.setMarkdown(md),
      getMarkdown: (e) => e.getMarkdown(),
      getHTML: (e) => e.getHTML(),
      changeMode: (e, mode) => e.changeMode(mode, true),
      remove: (e) => e.destroy(),
      focus: (e) => e.focus(),
      moveCursorToEnd: (e) => e.moveCursorToEnd(true),
      moveCursorToStart: (e) => e.moveCursorToStart(true),
      insertText: (e, text) => e.insertText(text),
      previewRoot: (e, el) => el.querySelector('.toastui-editor-md-preview .toastui-editor-contents'),
      // Its markdown renderer's output as the preview shows it, from a fresh editor: a long-lived
      // one keeps stale nodes after some raw-HTML documents. Its own bookkeeping (data-nodeid, the
      // cursor's highlight class) is stripped before comparison.
      previewHtmlFresh(el, markdown) {
        const editor = new Editor({ el, initialValue: markdown, previewStyle: 'vertical', height: '300px', usageStatistics: false });
        try {
          const html = el.querySelector('.toastui-editor-md-preview .toastui-editor-contents').innerHTML;
          return html.replace(/\sdata-nodeid="[^"]*"/g, '').replace(/\sclass="toastui-editor-md-preview-highlight"/g, '');
        } finally {
          editor.destroy();
          el.innerHTML = '';
        }
      },
    },
  };
})();
