import { ChangeDetectionStrategy, Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { KitPaginationComponent } from 'kit-ui/pagination';

// ../baseline/main.ts plus one bar, imported from the package as an npm user would.
@Component({
  selector: 'app-root',
  imports: [KitPaginationComponent],
  template: '<p>Page {{ page() }}</p><kit-pagination [totalItems]="500" [(page)]="page" />',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class App {
  readonly page = signal(1);
}

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error) => console.error(error));
