import { ChangeDetectionStrategy, Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';

// The floor: an Angular 21 zoneless app with one signal and nothing else. Keep it in step with
// ../with-pagination/main.ts, which differs only by the bar.
@Component({
  selector: 'app-root',
  template: '<p>Page {{ page() }}</p>',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class App {
  readonly page = signal(1);
}

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error) => console.error(error));
