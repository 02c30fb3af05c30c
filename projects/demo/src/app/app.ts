import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';

/** The demo shell: one page per component, plus the plain page that uses only kit.js. */
@Component({
  selector: 'app-root',
  imports: [RouterOutlet, RouterLink, RouterLinkActive],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <header class="demo-header">
      <strong class="demo-brand">kit</strong>
      <nav aria-label="Demos">
        <a routerLink="/pagination" routerLinkActive="active" ariaCurrentWhenActive="page">Pagination</a>
        <a routerLink="/editor" routerLinkActive="active" ariaCurrentWhenActive="page">Editor</a>
        <a routerLink="/editor-features" routerLinkActive="active" ariaCurrentWhenActive="page">Editor features</a>
        <a href="plain.html">Plain pagination (kit.js)</a>
        <a href="plain-editor.html">Plain editor (kit-editor.js)</a>
      </nav>
    </header>
    <main class="demo-main">
      <router-outlet />
    </main>
  `,
})
export class App {}
