import { ChangeDetectionStrategy, Component } from '@angular/core';
import { BasicExample } from './basic-example';
import { BeyondExample } from './beyond-example';
import { CentredExample } from './centred-example';
import { EventsExample } from './events-example';
import { FormsExample } from './forms-example';
import { TemplatesExample } from './templates-example';

/** Every pagination example on one page. */
@Component({
  selector: 'demo-pagination-page',
  imports: [BasicExample, EventsExample, TemplatesExample, CentredExample, FormsExample, BeyondExample],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h1>Pagination</h1>
    <demo-basic-example />
    <demo-events-example />
    <demo-templates-example />
    <demo-centred-example />
    <demo-forms-example />
    <demo-beyond-example />
  `,
})
export class PaginationPage {}
