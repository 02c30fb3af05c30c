/** A fence language: a word such as `ts`, `c++`, `objective-c`; anything else is dropped. */
export function cleanLanguage(language: unknown): string | null {
  // 'true' is Quill's value for a code block without a language, stringified: seen on an empty code
  // line where streamed-in blocks meet (cause inside Quill's insert not found). Not a language.
  return typeof language === 'string' && language !== 'true' && /^[\w#+.-]{1,40}$/.test(language) ? language : null;
}
