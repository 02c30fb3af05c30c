import { highlightedLanguageNames } from '../code-highlighter';
import { useEditor, waitFor } from '../editor-spec-helpers';
import { KitEditor, ready } from '../kit-editor';
import { KitViewer } from '../viewer/kit-viewer';
import { KitCodeBlockManager, codeBlockManager } from './code-block-manager';

type XssWindow = Window & { kitXss?: () => void };

/** A chart "renderer" as an app would plug one in: markup built from the fence's text. */
const chart = (code: string, language: string) => `<figure class="kit-test-chart" data-lang="${language}">${code.trim().split(',').join(' | ')}</figure>`;

/** Replacer output that tries to run script. */
const hostile = () => '<b>drawn</b><img src="/kit-xss-missing.png" onerror="window.kitXss()"><script>window.kitXss()</script>';

const LANGUAGES = ['kit-test-chart', 'kit-test-hostile', 'kit-test-boom'];

describe('codeBlockManager', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => {
    for (const language of LANGUAGES) codeBlockManager.removeReplacer(language);
    delete (window as XssWindow).kitXss;
  });

  describe('replacers', () => {
    it('setReplacer / getReplacer / removeReplacer (language case-insensitive; null removes)', () => {
      expect(codeBlockManager.getReplacer('kit-test-chart')).toBeUndefined();
      codeBlockManager.setReplacer('kit-test-chart', chart);
      expect(codeBlockManager.getReplacer('kit-test-chart')).toBe(chart);
      expect(codeBlockManager.getReplacer('KIT-TEST-Chart')).toBe(chart);
      codeBlockManager.removeReplacer('kit-test-chart');
      expect(codeBlockManager.getReplacer('kit-test-chart')).toBeUndefined();
      codeBlockManager.setReplacer('kit-test-chart', chart);
      codeBlockManager.setReplacer('kit-test-chart', null);
      expect(codeBlockManager.getReplacer('kit-test-chart')).toBeUndefined();
    });

    it('rejects a replacer that is not a function and a missing language, naming the value', () => {
      expect(() => codeBlockManager.setReplacer('kit-test-chart', '<b>' as never)).toThrowError(TypeError, /expects a function, got "<b>"/);
      expect(() => codeBlockManager.setReplacer('', chart)).toThrowError(TypeError, /expects a language name, got ""/);
      expect(() => codeBlockManager.setReplacer(7 as never, chart)).toThrowError(TypeError, /got 7/);
    });

    it('a separate manager keeps its own replacers', () => {
      const own = new KitCodeBlockManager();
      own.setReplacer('kit-test-chart', chart);
      expect(codeBlockManager.getReplacer('kit-test-chart')).toBeUndefined();
      expect(own.createCodeBlockHtml('kit-test-chart', '1,2')).toBe('<figure class="kit-test-chart" data-lang="kit-test-chart">1 | 2</figure>');
    });
  });

  describe('createCodeBlockHtml', () => {
    it("returns the replacer's output, called with (codeText, language)", () => {
      const replacer = jasmine.createSpy('replacer').and.callFake(chart);
      codeBlockManager.setReplacer('kit-test-chart', replacer);
      expect(codeBlockManager.createCodeBlockHtml('kit-test-chart', '1,2,3')).toBe(
        '<figure class="kit-test-chart" data-lang="kit-test-chart">1 | 2 | 3</figure>',
      );
      expect(replacer).toHaveBeenCalledOnceWith('1,2,3', 'kit-test-chart');
    });

    it("sanitizes the replacer's output", () => {
      codeBlockManager.setReplacer('kit-test-hostile', hostile);
      expect(codeBlockManager.createCodeBlockHtml('kit-test-hostile', 'x')).toBe('<b>drawn</b><img src="/kit-xss-missing.png">');
    });

    it('returns the escaped text for a language nobody highlights', () => {
      expect(codeBlockManager.createCodeBlockHtml('no-such-language', '<b title="x">&\'</b>')).toBe(
        '&lt;b title=&quot;x&quot;&gt;&amp;&#39;&lt;/b&gt;',
      );
    });

    it('returns the escaped code in <pre><code class="lang-x"> while a known language loads, highlighted code once it has', async () => {
      // Fortran: a language nothing else in the suite loads, so it is not loaded yet here.
      const first = codeBlockManager.createCodeBlockHtml('fortran', 'program hello\nend program hello');
      expect(first).toBe(
        '<pre><code class="language-fortran lang-fortran" data-language="fortran">program hello\nend program hello\n</code></pre>\n',
      );
      let later = first;
      await waitFor(() => (later = codeBlockManager.createCodeBlockHtml('fortran', 'program hello\nend program hello')).includes('tok-'));
      expect(later).toMatch(/^<pre><code class="language-fortran lang-fortran" data-language="fortran" data-kit-highlighted="Fortran">/);
      expect(later).toContain('<span class="tok-keyword">program</span>');
      const parsed = new DOMParser().parseFromString(later, 'text/html');
      expect(parsed.querySelector('code')!.textContent).toBe('program hello\nend program hello\n');
    });

    it('shows the escaped text and reports the error when the replacer throws', () => {
      const error = spyOn(console, 'error');
      codeBlockManager.setReplacer('kit-test-boom', () => {
        throw new Error('renderer down');
      });
      expect(codeBlockManager.createCodeBlockHtml('kit-test-boom', 'a < b')).toBe('a &lt; b');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.calls.argsFor(0)[0])).toContain('"kit-test-boom" threw');
    });
  });

  it('getSupportedLanguages() lists the languages the highlighter knows', () => {
    const languages = KitCodeBlockManager.getSupportedLanguages();
    expect(languages).toEqual(highlightedLanguageNames());
    expect(languages).toEqual(jasmine.arrayContaining(['JavaScript', 'TypeScript', 'Python', 'Java', 'Rust', 'Fortran']));
  });

  describe('in an editor preview', () => {
    const current = useEditor({ previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'start' });
    const previewOf = (editor: KitEditor) => editor.getCodeMirror().dom.closest('.kit-editor')!.querySelector<HTMLElement>('.kit-md-preview')!;

    /** Sets markdown and resolves after the next preview render. */
    function render(editor: KitEditor, markdown: string): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          editor.off('previewRenderAfter');
          resolve();
        };
        editor.on('previewRenderAfter', done);
        editor.setMarkdown(markdown);
      });
    }

    it('replaces the block in every editor preview, but not in getHtml() nor in WYSIWYG', async () => {
      codeBlockManager.setReplacer('kit-test-chart', chart);
      const editor = current();
      const otherHost = document.body.appendChild(document.createElement('div'));
      const other = new KitEditor({ el: otherHost, previewStyle: 'vertical', previewDelayTime: 0, usageStatistics: false });
      try {
        const markdown = '# Sales\n\n```kit-test-chart\n3,5,8\n```\n\nafter';
        await Promise.all([render(editor, markdown), render(other, markdown)]);
        for (const preview of [previewOf(editor), previewOf(other)]) {
          const figure = preview.querySelector('.kit-code-block-replaced > figure.kit-test-chart')!;
          expect(figure.textContent).toBe('3 | 5 | 8');
          expect(preview.querySelector('pre')).toBeNull();
          expect(preview.querySelector('h1')!.textContent).toBe('Sales');
        }
        expect(editor.getHtml()).toContain('<pre><code class="language-kit-test-chart">3,5,8\n</code></pre>');
        expect(editor.getHtml()).not.toContain('<figure');
        editor.changeMode('wysiwyg', true);
        const wysiwyg = wysiwygOf(editor);
        expect(wysiwyg.querySelector('figure')).toBeNull();
        expect(wysiwyg.textContent).toContain('3,5,8');
      } finally {
        other.remove();
        otherHost.remove();
      }
    });

    it("sanitizes the replacer's output before it reaches the preview", async () => {
      const xss = jasmine.createSpy('kitXss');
      (window as XssWindow).kitXss = xss;
      codeBlockManager.setReplacer('kit-test-hostile', hostile);
      const editor = current();
      await render(editor, '```kit-test-hostile\nx\n```');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const drawn = previewOf(editor).querySelector('.kit-code-block-replaced')!;
      expect(drawn.innerHTML).toBe('<b>drawn</b><img src="/kit-xss-missing.png">');
      expect(xss).not.toHaveBeenCalled();
    });

    it('a throwing replacer shows the escaped code, reports it, and the rest of the preview renders', async () => {
      const error = spyOn(console, 'error');
      codeBlockManager.setReplacer('kit-test-boom', () => {
        throw new Error('renderer down');
      });
      const editor = current();
      await render(editor, 'before\n\n```kit-test-boom\n<b>not bold</b>\n```\n\n# After');
      const preview = previewOf(editor);
      expect(preview.querySelector('pre code')!.textContent).toBe('<b>not bold</b>\n');
      expect(preview.querySelector('pre b')).toBeNull();
      expect(preview.querySelector('h1')!.textContent).toBe('After');
      expect(preview.querySelector('p')!.textContent).toBe('before');
      expect(error).toHaveBeenCalled();
    });
  });

  it('replaces the block in a viewer', () => {
    codeBlockManager.setReplacer('kit-test-chart', chart);
    const el = document.body.appendChild(document.createElement('div'));
    const viewer = new KitViewer({ el, initialValue: '```kit-test-chart\n1,2\n```' });
    try {
      expect(el.querySelector('.kit-editor-contents > .kit-code-block-replaced')!.innerHTML).toBe(
        '<figure class="kit-test-chart" data-lang="kit-test-chart">1 | 2</figure>',
      );
    } finally {
      viewer.remove();
      el.remove();
    }
  });
});

/** The WYSIWYG editing area of an editor. */
function wysiwygOf(editor: KitEditor): HTMLElement {
  return editor.getCodeMirror().dom.closest('.kit-editor')!.querySelector<HTMLElement>('.kit-ww-editor')!;
}
