import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { KitEditorComponent } from 'kit-ui/editor';

const LANGUAGES = ['en_US', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'sv_SE', 'fi_FI', 'pl_PL', 'cs_CZ', 'ru_RU', 'uk_UA', 'tr_TR', 'gl_ES', 'ar_AR', 'ja_JP', 'ko_KR', 'zh_CN', 'zh_TW'];

/** Every UI language, the dark theme, and right-to-left text. */
@Component({
  selector: 'demo-i18n-example',
  imports: [KitEditorComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="i18n">
      <h2>Languages and themes</h2>
      <p>
        <label>Language
          <select (change)="language.set($any($event.target).value)">
            @for (code of languages; track code) { <option [value]="code" [selected]="code === language()">{{ code }}</option> }
          </select>
        </label>
        <label><input type="checkbox" (change)="dark.set($any($event.target).checked)" /> Dark theme</label>
      </p>
      <kit-editor aria-label="Translated, themable example" height="260px" [language]="language()" [theme]="dark() ? 'dark' : 'light'" [initialValue]="text()" />
    </section>
  `,
})
export class I18nExample {
  protected readonly languages = LANGUAGES;
  protected readonly language = signal('en_US');
  protected readonly dark = signal(false);
  protected text(): string {
    return this.language() === 'ar_AR' ? '# مرحبا\n\nهذا نص من اليمين إلى اليسار مع **خط عريض**.\n' : '# Hello\n\nTooltips, popups and the mode switch follow the language.\n';
  }
}
