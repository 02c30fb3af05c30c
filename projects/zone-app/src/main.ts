// kit in an app that still runs zone.js, as apps upgraded from older Angular do
// (`provideZoneChangeDetection()` without event coalescing, what `ng update` writes): the
// end-to-end check of e2e/zone.e2e.mjs. The host keeps plain fields, not signals, and default
// change detection, so only zone.js tells Angular about what kit's events change; the app counts
// its change detection runs in `window.zoneApp.ticks`.
import { ChangeDetectionStrategy, Component, DoCheck, provideZoneChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { FormControl, ReactiveFormsModule, Validators } from '@angular/forms';
import { KitEditorComponent } from 'kit-ui/editor';
import { KitPaginationComponent } from 'kit-ui/pagination';

@Component({
  selector: 'zone-app',
  imports: [ReactiveFormsModule, KitEditorComponent, KitPaginationComponent],
  changeDetection: ChangeDetectionStrategy.Default,
  template: `
    <h1>kit in a zone.js app</h1>
    <kit-editor id="editor" aria-label="Body" [formControl]="body" previewStyle="vertical" height="300px"
                (contentChange)="changes = changes + 1" (editorBlur)="blurs = blurs + 1" />
    <p id="editor-state">{{ body.value }}|{{ changes }}|{{ blurs }}|{{ body.dirty }}|{{ body.touched }}</p>
    <kit-pagination id="bar" [totalItems]="500" (afterMove)="page = $event.page" />
    <p id="bar-state">page {{ page }}</p>
  `,
})
class ZoneApp implements DoCheck {
  readonly body = new FormControl('start', { nonNullable: true, validators: [Validators.required] });
  changes = 0;
  blurs = 0;
  page = 1;

  ngDoCheck(): void {
    window.zoneApp.ticks++;
  }
}

declare global {
  interface Window {
    zoneApp: { ticks: number };
  }
}

window.zoneApp = { ticks: 0 };
bootstrapApplication(ZoneApp, { providers: [provideZoneChangeDetection()] }).catch((error) => console.error(error));
