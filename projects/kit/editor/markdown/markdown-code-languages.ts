import { Language, LanguageSupport, ParseContext } from '@codemirror/language';
import { matchCodeLanguage } from '../code-languages';
import { markdownLanguage } from '@codemirror/lang-markdown';
import { parseCode } from '@lezer/markdown';
import { kitMarkdownParser } from './markdown-language';
import { withGroupReuse } from './markdown-group-reuse';

/**
 * GFM markdown whose fenced code is parsed, and so highlighted, in its own language. Loaded as
 * its own chunk only when a document has a fence; each language loads on first use, and the
 * editor re-highlights once it is there.
 */
export function markdownWithCodeLanguages(): LanguageSupport {
  const parser = kitMarkdownParser.configure(
    parseCode({
      codeParser: (info) => {
        const name = info.trim().split(/\s/)[0];
        const description = matchCodeLanguage(name);
        if (!description) return null;
        return description.support ? description.support.language.parser : ParseContext.getSkippingParser(description.load());
      },
    }),
  );
  return new LanguageSupport(new Language(markdownLanguage.data, withGroupReuse(parser), [], 'markdown'));
}
