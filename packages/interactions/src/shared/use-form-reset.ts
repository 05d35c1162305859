import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onReset` when the form that holds `field` is reset: `form.reset()`, a reset button, or
 * React 19 resetting a `<form action>` after its action. The form is the field's own (`field.form`,
 * which follows a `form` attribute), looked up again whenever `form` changes.
 */
export function useFormReset(
  field: RefObject<HTMLElement | null>,
  form: string | undefined,
  onReset: () => void,
) {
  const latest = useRef(onReset);
  useEffect(() => {
    latest.current = onReset;
  });
  useEffect(() => {
    // An input's own form: the one around it, or the one its `form` attribute names.
    const owner = (field.current as HTMLInputElement | null)?.form;
    if (!owner) return;
    const handle = () => latest.current();
    owner.addEventListener('reset', handle);
    return () => owner.removeEventListener('reset', handle);
  }, [field, form]);
}
