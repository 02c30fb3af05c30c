import { LanguageDescription } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { classHighlighter, highlightTree } from '@lezer/highlight';

/**
 * Highlights fenced code in rendered markdown with CodeMirror's own language parsers (already in
 * kit, so no second highlighter): each language loads on first use as its own chunk.
 */

/** Every language the highlighter knows (the default of `codeBlockLanguages`). */
export function highlightedLanguageNames(): string[] {
  return languages.map((language) => language.name);
}

/**
 * Replaces the text of every not yet highlighted `pre > code.language-x` under `root` with
 * highlighted spans (`tok-keyword`, `tok-string`...). Built with DOM calls from the code's own
 * text, so nothing is parsed as HTML. Languages not loaded yet start loading, each once; when
 * they are all there, `onLanguagesLoaded` is called once, so the caller can highlight again.
 */
export function highlightCodeBlocks(root: ParentNode, onLanguagesLoaded: () => void): void {
  const loading = new Set<LanguageDescription>();
  for (const code of Array.from(root.querySelectorAll<HTMLElement>('pre > code[class*="language-"]:not([data-kit-highlighted])'))) {
    const name = /(?:^|\s)language-(\S+)/.exec(code.className)?.[1];
    const description = name ? LanguageDescription.matchLanguageName(languages, name, true) : null;
    if (!description) {
      code.setAttribute('data-kit-highlighted', 'none');
      continue;
    }
    if (!description.support) {
      loading.add(description);
      continue;
    }
    highlightElement(code, description);
  }
  if (loading.size) {
    // An unloadable language stays plain; the others are highlighted on the next call.
    void Promise.allSettled([...loading].map((description) => description.load())).then(onLanguagesLoaded);
  }
}

function highlightElement(code: HTMLElement, description: LanguageDescription): void {
  const text = code.textContent ?? '';
  const tree = description.support!.language.parser.parse(text);
  const document = code.ownerDocument;
  const fragment = document.createDocumentFragment();
  let position = 0;
  highlightTree(tree, classHighlighter, (from, to, classes) => {
    if (from > position) fragment.append(text.slice(position, from));
    const span = document.createElement('span');
    span.className = classes;
    span.textContent = text.slice(from, to);
    fragment.append(span);
    position = to;
  });
  if (position < text.length) fragment.append(text.slice(position));
  code.replaceChildren(fragment);
  code.setAttribute('data-kit-highlighted', description.name);
}
