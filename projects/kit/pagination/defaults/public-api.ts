/*
 * Public API of kit-ui/pagination/defaults: the app-wide defaults token and the option types it
 * holds, without the bar's code, for an app's root providers (the bar's routes may be lazy).
 */
export { KIT_PAGINATION_DEFAULT_OPTIONS } from './pagination-defaults';
export type {
  KitButtonTemplateData,
  KitHrefTemplate,
  KitMoreType,
  KitMoveType,
  KitPageTemplateData,
  KitPaginationDefaultOptions,
  KitPaginationOptions,
  KitPaginationTemplates,
  KitPaginationTextOverrides,
  KitTemplate,
} from './pagination-defaults';
