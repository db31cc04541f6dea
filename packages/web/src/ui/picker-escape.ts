/** Where an Escape belongs to a picker: an autocomplete or select field, a code editor (its completion list). */
const PICKER_SELECTOR = '[role="combobox"], .MuiAutocomplete-root, .cm-editor';

/** Whether an Escape key event was meant for a picker (or already handled by one), not for the dialog around it. */
export function isPickerEscape(event: object): boolean {
  if (Reflect.get(event, 'defaultPrevented') === true) return true;
  const target: unknown = Reflect.get(event, 'target');
  return target instanceof Element && target.closest(PICKER_SELECTOR) !== null;
}

/**
 * A dialog's `onClose` that leaves the dialog open when Escape was pressed in a picker inside it: Escape closes
 * the picker's list, never the whole dialog with what was typed. Other closes (backdrop, Escape elsewhere) close.
 */
export function closeUnlessPickerEscape(close: () => void): (event: object, reason: string) => void {
  return (event, reason) => {
    if (reason === 'escapeKeyDown' && isPickerEscape(event)) return;
    close();
  };
}
