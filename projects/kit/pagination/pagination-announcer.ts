/** One polite live region per document, as CDK's `LiveAnnouncer` keeps one per application. */
const announcers = new WeakMap<Document, { element: HTMLElement; message: string; timer?: ReturnType<typeof setTimeout> }>();

/**
 * Says `message` through a polite, visually hidden live region (`.kit-live-announcer`), created on
 * first use. Shared by the component and `PlainPagination`; kit's own rather than CDK's
 * `LiveAnnouncer`, which costs an Angular app about 3.5 KB gzip for the same few DOM calls.
 */
export function announce(doc: Document, message: string): void {
  let announcer = announcers.get(doc);
  if (!announcer || !announcer.element.isConnected) {
    if (!doc.body) return; // no page to speak on (a server render)
    const element = doc.createElement('div');
    element.className = 'kit-live-announcer';
    element.setAttribute('aria-live', 'polite');
    element.setAttribute('aria-atomic', 'true');
    // Visually hidden, still read (the cdk-visually-hidden rules, inline so no stylesheet is needed).
    element.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;outline:0;left:0';
    doc.body.appendChild(element);
    announcer = { element, message: '' };
    announcers.set(doc, announcer);
  }
  announcer.message = message;
  if (announcer.timer === undefined) {
    const region = announcer;
    region.element.textContent = '';
    // A short pause, as LiveAnnouncer makes, so screen readers notice the change of text; moves in
    // that pause only change what will be said.
    region.timer = setTimeout(() => {
      region.timer = undefined;
      region.element.textContent = region.message;
    }, 100);
  }
}
