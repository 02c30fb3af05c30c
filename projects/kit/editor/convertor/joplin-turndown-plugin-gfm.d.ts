// Types for the GFM plugin of turndown (the package ships none).
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  /** Every GFM rule: tables, strikethrough, task list items, highlighted code blocks. */
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
}
