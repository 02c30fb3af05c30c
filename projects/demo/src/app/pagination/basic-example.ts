import { ChangeDetectionStrategy, Component, computed, signal } from '@angular/core';
import { KitPaginationComponent } from 'kit-ui/pagination';
import { rowsFor } from './demo-data';

@Component({
  selector: 'demo-basic-example',
  imports: [KitPaginationComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="basic">
      <h2>Basic</h2>
      <p class="demo-note">500 items, 10 per page, 10 page links: the tui-pagination defaults and markup.</p>
      <ol class="demo-list" [start]="(page() - 1) * 10 + 1">
        @for (row of rows(); track row) { <li>{{ row }}</li> }
      </ol>
      <kit-pagination ariaLabel="Basic example pages" [totalItems]="500" [itemsPerPage]="10" [visiblePages]="10" [(page)]="page" />
      <p class="demo-status">Current page: <code>{{ page() }}</code></p>
    </section>
  `,
})
export class BasicExample {
  protected readonly page = signal(1);
  protected readonly rows = computed(() => rowsFor(this.page(), 10, 500).slice(0, 3).concat('…'));
}
