import { ChangeDetectionStrategy, Component } from '@angular/core';
import { KitPaginationComponent } from 'kit-ui/pagination';

@Component({
  selector: 'demo-centred-example',
  imports: [KitPaginationComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="centred">
      <h2>Centred</h2>
      <p class="demo-note"><code>centerAlign</code> keeps the current page in the middle of 5 links.</p>
      <kit-pagination ariaLabel="Centred example pages" [totalItems]="1000" [itemsPerPage]="10" [visiblePages]="5" [centerAlign]="true" [page]="10" />
    </section>
  `,
})
export class CentredExample {}
