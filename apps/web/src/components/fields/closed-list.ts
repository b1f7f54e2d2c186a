import { useState } from 'react';

/** A closed list drawn (hidden) once the field has been focused or pointed at. */
const LIST_KEPT = { withinPortal: true } as const;
const LIST_ON_OPEN = { withinPortal: true, keepMounted: false } as const;

/**
 * A Mantine select's list, drawn from the field's first focus or pointing on (decision 0089).
 * Mantine picks the option Arrow Down lands on from the list's DOM at that keystroke, so the
 * closed list must be drawn (hidden) by then; keeping it out of the DOM until the field is
 * touched keeps Arrow Down, Enter working (decision 0083). Not before: drawn with the form,
 * each list is placed against its field, a forced layout and a second render apiece, most of
 * a form's first draw.
 */
export function useClosedList(onFocus?: () => void) {
  const [touched, setTouched] = useState(false);
  return {
    comboboxProps: touched ? LIST_KEPT : LIST_ON_OPEN,
    onFocus: () => {
      setTouched(true);
      onFocus?.();
    },
    onPointerEnter: () => setTouched(true),
  };
}
