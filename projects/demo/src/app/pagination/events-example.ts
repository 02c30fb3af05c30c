import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { KitAfterMoveEvent, KitBeforeMoveEvent, KitPaginationComponent } from 'kit-ui/pagination';

@Component({
  selector: 'demo-events-example',
  imports: [KitPaginationComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="events">
      <h2>Custom events</h2>
      <p class="demo-note">
        <code>beforeMove</code> refuses page {{ lockedPage }} (members only) by calling
        <code>preventDefault()</code>; <code>afterMove</code> logs every move.
      </p>
      <kit-pagination ariaLabel="Events example pages" [totalItems]="200" [itemsPerPage]="20" (beforeMove)="onBeforeMove($event)" (afterMove)="onAfterMove($event)" />
      <div class="demo-log" aria-live="polite">{{ log().join('\\n') }}</div>
    </section>
  `,
})
export class EventsExample {
  protected readonly lockedPage = 5;
  protected readonly log = signal<string[]>(['Try page 5.']);

  protected onBeforeMove(event: KitBeforeMoveEvent): void {
    if (event.page === this.lockedPage) {
      event.preventDefault();
      this.push(`beforeMove ${event.page}: refused (members only)`);
    } else {
      this.push(`beforeMove ${event.page}`);
    }
  }

  protected onAfterMove(event: KitAfterMoveEvent): void {
    this.push(`afterMove ${event.page}`);
  }

  private push(line: string): void {
    this.log.update((log) => [...log, line].slice(-4));
  }
}
