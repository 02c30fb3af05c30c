import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { KitPaginationComponent } from 'kit-ui/pagination';
import { rowsFor } from './demo-data';

@Component({
  selector: 'demo-beyond-example',
  imports: [KitPaginationComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="beyond">
      <h2>Beyond the anchors</h2>
      <p class="demo-note">
        Real links (<code>hrefTemplate</code>: middle-click opens a new tab, a plain click moves in place),
        a page-size selector, a jump-to-page input and a range label.
      </p>
      <kit-pagination ariaLabel="Pages with size and jump"
        [totalItems]="1234"
        [(itemsPerPage)]="perPage"
        [(page)]="page"
        [visiblePages]="7"
        hrefTemplate="/pagination?page={{ '{{page}}' }}"
        [pageSizeOptions]="[10, 25, 50]"
        showJumpTo
        showRangeLabel
      />
      <p class="demo-status">page <code>{{ page() }}</code>, <code>{{ perPage() }}</code> per page</p>

      <p class="demo-note" style="margin-top: 16px">
        Unknown total (cursor-style API): only "is there a next page" is known, so there is no last button.
      </p>
      <ol class="demo-list" [start]="(cursorPage() - 1) * 5 + 1">
        @for (row of cursorRows(); track row) { <li>{{ row }}</li> }
      </ol>
      <kit-pagination ariaLabel="Cursor pages" [totalItems]="null" [itemsPerPage]="5" [hasNextPage]="cursorPage() < 6" [(page)]="cursorPage" />
    </section>
  `,
})
export class BeyondExample {
  // The links' page (`?page=6`, opened in a new tab or by a crawler) is the page shown.
  protected readonly page = signal(Math.max(1, Math.floor(Number(inject(ActivatedRoute).snapshot.queryParamMap.get('page'))) || 1));
  protected readonly perPage = signal(25);
  protected readonly cursorPage = signal(1);
  protected readonly cursorRows = computed(() => rowsFor(this.cursorPage(), 5, 28, 'Event'));
}
