// The measurement floor for the typing scenario: a small <textarea> holding only the document's
// last paragraph (the rest stays in a string), and a "preview" <div> showing that paragraph,
// updated synchronously on each input. What this measures is the harness, the browser's own text
// input and the frame clock, not an editor.
(function () {
  window.__benchReadyAt = performance.now();
  window.bench = {
    system: 'baseline',
    editor: {
      create(el, o) {
        const box = document.createElement('div');
        const textarea = document.createElement('textarea');
        const preview = document.createElement('div');
        const split = o.initialValue.lastIndexOf('\n\n') + 2;
        const state = { textarea, preview, box, prefix: o.initialValue.slice(0, split) };
        preview.className = 'preview';
        textarea.value = o.initialValue.slice(split);
        const update = () => preview.replaceChildren(Object.assign(document.createElement('p'), { textContent: textarea.value }));
        textarea.addEventListener('input', update);
        update();
        box.append(textarea, preview);
        el.append(box);
        o.onLoad?.();
        return state;
      },
      setMarkdown: (e, md) => {
        const split = md.lastIndexOf('\n\n') + 2;
        e.prefix = md.slice(0, split);
        e.textarea.value = md.slice(split);
        e.textarea.dispatchEvent(new Event('input'));
      },
      getMarkdown: (e) => e.prefix + e.textarea.value,
      getHTML: (e) => e.preview.innerHTML,
      changeMode: () => {},
      remove: (e) => e.box.remove(),
      focus: (e) => e.textarea.focus(),
      moveCursorToEnd: (e) => e.textarea.setSelectionRange(e.textarea.value.length, e.textarea.value.length),
      moveCursorToStart: (e) => e.textarea.setSelectionRange(0, 0),
      insertText: (e, text) => e.textarea.setRangeText(text),
      previewRoot: (e) => e.preview,
    },
  };
})();
