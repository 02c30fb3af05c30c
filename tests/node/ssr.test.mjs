// Server-side checks, run by `npm test` with Node's test runner against the built library
// (dist/kit): every entry point imports without a DOM, and <kit-pagination> renders its full
// markup on the server.
import '@angular/compiler'; // JIT-links the partially compiled library in plain Node
import { test } from 'node:test';
import assert from 'node:assert/strict';

const ENTRY_POINTS = ['kit-ui', 'kit-ui/core', 'kit-ui/pagination', 'kit-ui/pagination/testing', 'kit-ui/editor', 'kit-ui/editor/testing', 'kit-ui/editor/warm-up', 'kit-ui/editor/defaults', 'kit-ui/pagination/defaults'];

for (const entry of ENTRY_POINTS) {
  test(`${entry} imports in Node without a DOM`, async () => {
    assert.equal(typeof globalThis.document, 'undefined');
    const module = await import(entry);
    assert.ok(Object.keys(module).length > 0, `${entry} exports something`);
  });
}

/** Renders `template` (using `component`) to an HTML string with Angular's server platform. */
async function renderOnServer(component, template) {
  const { Component, provideZonelessChangeDetection } = await import('@angular/core');
  const { bootstrapApplication } = await import('@angular/platform-browser');
  const { renderApplication, provideServerRendering } = await import('@angular/platform-server');
  class Host {}
  Component({ selector: 'app-root', imports: [component], template })(Host);
  return renderApplication(
    (context) =>
      bootstrapApplication(Host, { providers: [provideZonelessChangeDetection(), provideServerRendering()] }, context),
    { document: '<!doctype html><html><body><app-root></app-root></body></html>', url: '/' },
  );
}

/**
 * Renders each template on the server and fails if anything logged an error meanwhile: Angular
 * logs an error thrown while rendering (a DOM API the server DOM lacks) and still returns the page.
 */
async function renderEachWithoutErrors(component, templates) {
  const errors = [];
  const error = console.error;
  console.error = (...args) => errors.push(args.map(String).join(' '));
  const htmls = [];
  try {
    for (const template of templates) htmls.push(await renderOnServer(component, template));
  } finally {
    console.error = error;
  }
  assert.deepEqual(errors, [], 'nothing logged an error while rendering');
  return htmls;
}

test('kit-pagination renders its full markup on the server', async () => {
  const { KitPaginationComponent } = await import('kit-ui/pagination');
  const html = await renderOnServer(KitPaginationComponent, '<kit-pagination [totalItems]="500" [page]="15" />');
  const items = [...html.matchAll(/data-kit-item="([a-z-]+)"/g)].map((m) => m[1]);
  assert.deepEqual(items, ['first', 'prev', 'more-prev', ...Array(10).fill('page'), 'more-next', 'next', 'last']);
  assert.match(html, /<strong class="kit-page-btn kit-is-selected"[^>]*aria-current="page"[^>]*>15<\/strong>/);
  assert.match(html, /role="navigation"/);
});

test('kit-editor renders its frame on the server without touching a DOM API', async () => {
  const { KitEditorComponent } = await import('kit-ui/editor');
  const html = await renderOnServer(KitEditorComponent, '<kit-editor initialValue="# Hello" previewStyle="vertical" />');
  assert.match(html, /<kit-editor[^>]*class="kit-editor(?: [\w-]+)*"/);
  assert.match(html, /class="kit-md-editor"/);
  assert.match(html, /aria-pressed="true"[^>]*>Markdown</);
  assert.match(html, /kit-editor-main kit-editor-vertical/, 'the vertical preview asked for (it drew the tabs until hydration)');
  assert.doesNotMatch(html, /role="tablist"/);
});

test('kit-editor renders its frame in the mode asked for on the server (initialEditType)', async () => {
  const { KitEditorComponent } = await import('kit-ui/editor');
  const [html] = await renderEachWithoutErrors(KitEditorComponent, ['<kit-editor initialValue="# Hello" initialEditType="wysiwyg" />']);
  assert.match(html, /data-mode="wysiwyg"/);
  assert.match(html, /aria-pressed="true"[^>]*>WYSIWYG</);
});

test('kit-pagination renders its optional parts on the server: page sizes, jump to, range label', async () => {
  const { KitPaginationComponent } = await import('kit-ui/pagination');
  const [html] = await renderEachWithoutErrors(KitPaginationComponent, [
    '<kit-pagination [totalItems]="500" [itemsPerPage]="20" [pageSizeOptions]="[10, 20, 50]" showJumpTo showRangeLabel />',
  ]);
  const select = /<select[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
  assert.deepEqual([...select.matchAll(/<option value="(\d+)"/g)].map((m) => m[1]), ['10', '20', '50']);
  assert.match(select, /<option value="20" selected/);
  assert.match(html, /<input[^>]*type="number"/);
});

test('kit-pagination renders links, an unknown total and the disabled state on the server', async () => {
  const { KitPaginationComponent } = await import('kit-ui/pagination');
  const [linked, disabled, open] = await renderEachWithoutErrors(KitPaginationComponent, [
    // `{{page}}` spelled so Angular's template does not read it as an interpolation.
    `<kit-pagination [totalItems]="95" [page]="3" [hrefTemplate]="'/list?page=' + '{{'+'page}}'" centerAlign />`,
    '<kit-pagination [totalItems]="95" [page]="3" disabled />',
    '<kit-pagination [totalItems]="null" [page]="4" hasNextPage />',
  ]);
  assert.match(linked, /<a [^>]*href="\/list\?page=4"/);
  assert.doesNotMatch(disabled, /href=/, 'a disabled bar links nowhere');
  assert.equal([...disabled.matchAll(/<a [^>]*aria-disabled="true"/g)].length, 13, 'every link of a disabled bar says so');
  assert.match(open, /data-kit-item="next"/);
  assert.match(open, /aria-current="page"[^>]*>4</);
});

test('kit-editor renders on the server with its options set, logging no error', async () => {
  const { KitEditorComponent } = await import('kit-ui/editor');
  const htmls = await renderEachWithoutErrors(KitEditorComponent, [
    `<kit-editor initialValue="# Hi" initialEditType="wysiwyg" language="de-DE" theme="dark" height="auto" minHeight="120px" />`,
    `<kit-editor initialValue="text" previewStyle="tab" hideModeSwitch placeholder="Write" [toolbarItems]="['bold', 'divider', 'table']" disabled />`,
    `<kit-editor [exts]="['scrollSync', 'colorSyntax', 'table', 'taskCounter']" [linkAttribute]="{ target: '_blank' }" [maxLength]="10" required />`,
  ]);
  for (const html of htmls) assert.match(html, /<kit-editor[^>]*class="[^"]*kit-editor/);
});

test('kit-viewer renders on the server without error and writes none of its content unsanitized', async () => {
  // DOMPurify needs the browser's DOM: on the server the content stays out (the client draws it)
  // rather than being judged safe by another parser (Angular's server DOM).
  const { KitViewerComponent } = await import('kit-ui/editor');
  const [html, raw] = await renderEachWithoutErrors(KitViewerComponent, [
    `<kit-viewer initialValue="# Title" />`,
    `<kit-viewer [initialValue]="'<img src=x onerror=alert(1)>\\n\\n<script>alert(2)</script>'" [useDefaultHTMLSanitizer]="false" />`,
  ]);
  assert.match(html, /<kit-viewer[^>]*>/);
  assert.doesNotMatch(html, /<h1/);
  assert.doesNotMatch(raw, /onerror|<script>alert/);
});

test('kit-pagination draws string templates with buttons on the server (domino has no template content)', async () => {
  const { KitPaginationComponent } = await import('kit-ui/pagination');
  const [html] = await renderEachWithoutErrors(KitPaginationComponent, [
    // The placeholders are built in the expression: Angular reads `{{` in a template as interpolation.
    `<kit-pagination [totalItems]="50" [template]="{ page: '<button class=pg>{' + '{page}' + '}</button>', moveButton: '<li class=mv><button>{' + '{type}' + '}</button></li>' }" />`,
  ]);
  assert.match(html, /<button class="pg" type="button"[^>]*>2<\/button>/);
  assert.match(html, /<li class="mv[^"]*"><button type="button"[^>]*>next<\/button><\/li>/);
});
