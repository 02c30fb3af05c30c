import { Pagination } from 'kit-ui/pagination';
import { KitEditor, ready } from './kit-editor';
import { loadQuill } from './wysiwyg/quill-loader';

/**
 * A page's container outlives what kit draws in it. A listener kit leaves on it after `remove()` /
 * `destroy()` keeps the whole removed editor (views, service, DOM) alive for as long as the page
 * keeps the container: the bench's 30 create/remove cycles then grow the heap by megabytes.
 */

type Registration = { type: string; listener: EventListenerOrEventListenerObject; capture: boolean };

/** Records the listeners added to and removed from `el` itself (not its children). */
function watchListeners(el: HTMLElement): Registration[] {
  const live: Registration[] = [];
  const captureOf = (options?: boolean | AddEventListenerOptions | EventListenerOptions) =>
    typeof options === 'boolean' ? options : !!options?.capture;
  const add = el.addEventListener.bind(el);
  const remove = el.removeEventListener.bind(el);
  el.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    if (!listener) return;
    live.push({ type, listener, capture: captureOf(options) });
    add(type, listener, options);
  };
  el.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) => {
    if (!listener) return;
    const at = live.findIndex((r) => r.type === type && r.listener === listener && r.capture === captureOf(options));
    if (at >= 0) live.splice(at, 1);
    remove(type, listener, options);
  };
  return live;
}

describe('what kit leaves on a page container', () => {
  let el: HTMLElement;

  beforeAll(async () => {
    await ready;
    await loadQuill();
  });

  beforeEach(() => {
    el = document.createElement('div');
    document.body.appendChild(el);
  });

  afterEach(() => el.remove());

  it('no listener after a KitEditor is removed (markdown mode)', () => {
    const live = watchListeners(el);
    const editor = new KitEditor({ el, initialValue: '# a', usageStatistics: false });
    expect(live.length).withContext('the check sees the listeners kit adds').toBeGreaterThan(0);
    editor.remove();
    expect(live.map((r) => `${r.type}${r.capture ? ' (capture)' : ''}`)).toEqual([]);
  });

  it('no listener after a KitEditor is removed, having been in WYSIWYG', () => {
    const live = watchListeners(el);
    const editor = new KitEditor({ el, initialValue: '# a\n\ntext', usageStatistics: false });
    editor.changeMode('wysiwyg', true);
    editor.changeMode('markdown', true);
    editor.remove();
    expect(live.map((r) => `${r.type}${r.capture ? ' (capture)' : ''}`)).toEqual([]);
  });

  it('no listener after a Pagination is destroyed', () => {
    const live = watchListeners(el);
    const bar = new Pagination(el, { totalItems: 100, usageStatistics: false });
    bar.movePageTo(3);
    bar.destroy();
    expect(live.map((r) => `${r.type}${r.capture ? ' (capture)' : ''}`)).toEqual([]);
  });
});
