import { findCodeLanguage, highlightToHtml } from './code-highlighter';

/*
 * CodeMirror 5 modes name some tokens with `property` in a compound (`string property` for a
 * quoted key in JavaScript), which the legacy token table does not resolve: the key lost its
 * property tag and CodeMirror warned on the console, "Unknown highlighting tag property" (fuzz4,
 * 2026-11-27, a README's JavaScript fence).
 */
describe('Fenced-code languages on CodeMirror 5 modes', () => {
  it('a quoted key in JavaScript is a property name, without a console warning', async () => {
    const warn = spyOn(console, 'warn').and.callThrough();
    const javascript = findCodeLanguage('js')!;
    await javascript.load();
    const html = highlightToHtml('const o = { "key": 1 };', javascript)!;
    expect(html).toContain('<span class="tok-string tok-propertyName">&quot;key&quot;</span>');
    expect(warn.calls.allArgs().map(String).filter((message) => message.includes('Unknown highlighting tag'))).toEqual([]);
  });
});
