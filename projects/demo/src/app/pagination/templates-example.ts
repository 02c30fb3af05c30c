import { ChangeDetectionStrategy, Component, ViewEncapsulation } from '@angular/core';
import { KitPaginationComponent, KitPaginationTemplate, KitPaginationTemplates } from 'kit-ui/pagination';

@Component({
  selector: 'demo-templates-example',
  imports: [KitPaginationComponent, KitPaginationTemplate],
  changeDetection: ChangeDetectionStrategy.OnPush,
  // The item markup is created at run time from strings, outside emulated encapsulation.
  encapsulation: ViewEncapsulation.None,
  styles: `
    .pill-bar .kit-page-btn { border-radius: 999px; }
    .pill-bar .kit-page-btn.pill-current { background: #0f766e; border-color: #0f766e; color: #fff; }
    .word-bar .word-btn { margin: 0 4px; font-size: 13px; color: #0f766e; }
    .word-bar .word-btn[aria-disabled='true'] { color: #aaa; }
    .word-bar .word-current { font-weight: bold; margin: 0 4px; }
  `,
  template: `
    <section class="demo-card" id="templates">
      <h2>Custom templates</h2>
      <p class="demo-note">String and function templates, as in tui-pagination (<code>{{ '{{page}}' }}</code>, <code>{{ '{{type}}' }}</code>).</p>
      <kit-pagination ariaLabel="Pill template pages" class="pill-bar" [totalItems]="300" [template]="pillTemplates" />
      <p class="demo-note" style="margin-top: 16px">Angular users can give <code>ng-template</code>s for the same slots.</p>
      <kit-pagination ariaLabel="Word template pages" class="word-bar" [totalItems]="300" [visiblePages]="5">
        <ng-template kitPaginationTemplate="moveButton" let-type><a href="#" class="word-btn">{{ words[type] }}</a></ng-template>
        <ng-template kitPaginationTemplate="disabledMoveButton" let-type><span class="word-btn">{{ words[type] }}</span></ng-template>
        <ng-template kitPaginationTemplate="currentPage" let-page><strong class="word-current">[{{ page }}]</strong></ng-template>
      </kit-pagination>
    </section>
  `,
})
export class TemplatesExample {
  protected readonly words: Record<string, string> = { first: '« First', prev: '‹ Prev', next: 'Next ›', last: 'Last »' };
  protected readonly pillTemplates: KitPaginationTemplates = {
    page: '<a href="#" class="kit-page-btn">{{page}}</a>',
    currentPage: ({ page }) => `<strong class="kit-page-btn pill-current">${page}</strong>`,
  };
}
