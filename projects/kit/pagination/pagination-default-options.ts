/** The app-wide defaults token and its type, declared apart from the bar (`kit-ui/pagination/defaults`). */
export { KIT_PAGINATION_DEFAULT_OPTIONS } from 'kit-ui/pagination/defaults';
export type { KitPaginationDefaultOptions } from 'kit-ui/pagination/defaults';
