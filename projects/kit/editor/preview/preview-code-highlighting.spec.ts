import { waitFor } from '../editor-spec-helpers';
import { KitPreviewCodeHighlighting } from './preview-code-highlighting';

/*
 * When the highlighter or a language arrived, the whole preview was highlighted again: blocks of a
 * long document still being drawn, which had not kept their sanitized HTML yet, then showed the
 * highlighter's spans in that render's getHTML() (fuzz4, 2026-11-27).
 */
describe('KitPreviewCodeHighlighting', () => {
  it('highlights only what it was asked to, also when a language arrives later', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    // Haskell: a language no other spec highlights, so its chunk arrives during this one.
    const code = (name: string) => `<div class="${name}"><pre><code class="language-haskell">main = putStrLn "${name}"</code></pre></div>`;
    root.innerHTML = code('asked') + code('drawn-later');
    const highlighting = new KitPreviewCodeHighlighting();
    try {
      highlighting.highlight([root.querySelector('.asked')!]);
      await waitFor(() => root.querySelector('.asked code')!.getAttribute('data-kit-highlighted') === 'Haskell', 10000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(root.querySelector('.asked code span')).not.toBeNull();
      expect(root.querySelector('.drawn-later code')!.hasAttribute('data-kit-highlighted')).toBeFalse();
      expect(root.querySelector('.drawn-later code')!.innerHTML).toBe('main = putStrLn "drawn-later"');
    } finally {
      highlighting.stop();
      root.remove();
    }
  });
});
