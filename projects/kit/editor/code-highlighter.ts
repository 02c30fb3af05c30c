import { LanguageDescription } from '@codemirror/language';
import { languages, matchCodeLanguage } from './code-languages';
import { classHighlighter, highlightTree } from '@lezer/highlight';

/**
 * Highlights fenced code in rendered markdown with CodeMirror's own language parsers (already in
 * kit, so no second highlighter): each language loads on first use as its own chunk.
 */

/** Every language the highlighter knows (the default of `codeBlockLanguages`). */
export function highlightedLanguageNames(): string[] {
  return languages.map((language) => language.name);
}

/** Every name a fence may use for a language the highlighter knows: names and aliases (`js`, `py`). */
export function highlightedLanguageAliases(): string[] {
  return languages.flatMap((language) => [language.name, ...language.alias]);
}

/** Fenced code that names a language and has not been looked at by the highlighter yet. */
const UNHIGHLIGHTED = 'pre > code[class*="language-"]:not([data-kit-highlighted])';

/**
 * Replaces the text of every not yet highlighted `pre > code.language-x` under `root` with
 * highlighted spans (`tok-keyword`, `tok-string`...). Built with DOM calls from the code's own
 * text, so nothing is parsed as HTML. Languages not loaded yet start loading, each once; when
 * they are all there, `onLanguagesLoaded` is called once, so the caller can highlight again.
 */
export function highlightCodeBlocks(root: ParentNode, onLanguagesLoaded: () => void): void {
  highlightCodeElements(unhighlightedCode(root), onLanguagesLoaded);
}

/** The fenced code elements under `root` that `highlightCodeElements` has not handled yet. */
export function unhighlightedCode(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(UNHIGHLIGHTED));
}

/**
 * Highlights `codes` from index `from` on, like `highlightCodeBlocks`, until `shouldStop()` (asked
 * after each element) says to yield: a long document's code can then be highlighted a slice per
 * task. Returns the index to continue from (`codes.length` when done). Elements already handled are
 * skipped.
 */
export function highlightCodeElements(
  codes: readonly HTMLElement[],
  onLanguagesLoaded: () => void,
  shouldStop: () => boolean = () => false,
  from = 0,
): number {
  const loading = new Set<LanguageDescription>();
  let index = from;
  while (index < codes.length) {
    const code = codes[index++];
    if (code.hasAttribute('data-kit-highlighted')) continue;
    const description = findCodeLanguage(/(?:^|\s)language-(\S+)/.exec(code.className)?.[1] ?? '');
    if (!description) {
      code.setAttribute('data-kit-highlighted', 'none');
    } else if (!description.support) {
      loading.add(description);
      continue; // cheap: no reason to yield
    } else {
      highlightElement(code, description);
    }
    if (shouldStop()) break;
  }
  if (loading.size) {
    // An unloadable language stays plain; the others are highlighted on the next call.
    void Promise.allSettled([...loading].map((description) => description.load())).then(onLanguagesLoaded);
  }
  return index;
}

/** The highlighter's language for a fence name (`js`, `TypeScript`, `c++`, `py`...), or null if it has none. */
export function findCodeLanguage(name: string): LanguageDescription | null {
  return matchCodeLanguage(name);
}

/**
 * `text` highlighted as HTML (its characters escaped, tokens in `tok-*` spans) when the language
 * is loaded. Otherwise starts loading it (once) and returns null, so synchronous callers can show
 * plain code now and highlighted code on a later render.
 */
export function highlightToHtml(text: string, description: LanguageDescription): string | null {
  if (!description.support) {
    void description.load().catch(() => undefined); // an unloadable language just stays plain
    return null;
  }
  let html = '';
  eachRun(text, description, (run, classes) => {
    html += classes ? `<span class="${classes}">${escapeHtml(run)}</span>` : escapeHtml(run);
  });
  return html;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Calls `emit` for each run of `text` in order: highlighted tokens with their classes, the rest with ''. */
function eachRun(text: string, description: LanguageDescription, emit: (run: string, classes: string) => void): void {
  const tree = description.support!.language.parser.parse(text);
  let position = 0;
  highlightTree(tree, classHighlighter, (from, to, classes) => {
    if (from > position) emit(text.slice(position, from), '');
    emit(text.slice(from, to), classes);
    position = to;
  });
  if (position < text.length) emit(text.slice(position), '');
}

function highlightElement(code: HTMLElement, description: LanguageDescription): void {
  const text = code.textContent ?? '';
  const document = code.ownerDocument;
  const fragment = document.createDocumentFragment();
  eachRun(text, description, (run, classes) => {
    if (!classes) {
      fragment.append(run);
      return;
    }
    const span = document.createElement('span');
    span.className = classes;
    span.textContent = run;
    fragment.append(span);
  });
  code.replaceChildren(fragment);
  code.setAttribute('data-kit-highlighted', description.name);
}
