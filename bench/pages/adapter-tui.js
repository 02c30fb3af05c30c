// tui-pagination 3.4.1 behind the bench adapter (classic script after tui-pagination.min.js).
(function () {
  window.__benchReadyAt = performance.now();
  window.bench = {
    system: 'tui-pagination',
    pagination: {
      create: (el, o) =>
        new tui.Pagination(el, { totalItems: o.totalItems, itemsPerPage: o.itemsPerPage, visiblePages: o.visiblePages, page: o.page, usageStatistics: false }),
      move: (p, page) => p.movePageTo(page),
      selectedInDom: (el) => Number(el.querySelector('.tui-is-selected')?.textContent),
      // tui-pagination has no destroy(): drop its handlers and its markup.
      destroy: (p, el) => {
        p.off();
        el.innerHTML = '';
      },
    },
  };
})();
