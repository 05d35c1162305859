import { useEffect, type RefObject } from 'react';

/**
 * Calls `onReset` when the form that holds `field` is reset: `form.reset()`, a reset button, or
 * React 19 resetting a `<form action>` after its action. The form is the field's own (`field.form`,
 * which follows a `form` attribute), looked up again after every render.
 */
export function useFormReset(field: RefObject<HTMLElement | null>, onReset: () => void) {
  // Subscribed again after every render, so the listener is always this render's `onReset` and
  // the form is the one the field belongs to now (a `form` attribute may have moved it).
  useEffect(() => {
    const owner = (field.current as HTMLInputElement | null)?.form;
    if (!owner) return;
    owner.addEventListener('reset', onReset);
    return () => owner.removeEventListener('reset', onReset);
  });
}
