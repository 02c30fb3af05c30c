/**
 * What can take focus by Tab or a click (before tabindex, disabled and hidden are looked at): the
 * toolbar's stops inside app items and a popup's own controls are both read with it.
 */
export const FOCUSABLE_SELECTOR =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable="false"])';
