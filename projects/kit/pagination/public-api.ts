/*
 * Public API of kit-ui/pagination: what users may import.
 */
export { KitPaginationComponent } from './pagination.component';
export { KitPaginationTemplate } from './pagination-template.directive';
export type { KitPaginationTemplateContext } from './pagination-template.directive';
export { PaginationService } from './pagination.service';
export type { PaginationConfig } from './pagination.service';
export type { PaginationItem, PaginationLayout, PaginationState, PaginationEdges } from './pagination-layout';
export { computeLayout } from './pagination-layout';
export { KitPaginationIntl, KitPaginationTexts } from './pagination-intl';
export type { KitPaginationTextOverrides } from './pagination-texts';
export { KIT_PAGINATION_DEFAULT_OPTIONS } from './pagination-default-options';
export type { KitPaginationDefaultOptions } from './pagination-default-options';
export { KitBeforeMoveEvent, KIT_PAGINATION_EVENT_NAMES } from './pagination-events';
export type { KitAfterMoveEvent, KitItemsPerPageChangeEvent, KitPaginationEvents, KitPaginationHandlers } from './pagination-events';
export { KIT_PAGINATION_DEFAULTS, KIT_PAGINATION_DEFAULT_TEMPLATES, KIT_PAGINATION_SLOTS } from './pagination-options';
export type {
  KitButtonTemplateData,
  KitHrefTemplate,
  KitMoreType,
  KitMoveType,
  KitPageTemplateData,
  KitPaginationOptions,
  KitPaginationSlot,
  KitPaginationTemplates,
  KitTemplate,
} from './pagination-options';
export { Pagination } from './pagination';
export { PlainPagination } from './pagination-plain';
export { ready } from 'kit-ui/core';
