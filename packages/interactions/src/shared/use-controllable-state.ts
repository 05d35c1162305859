import { useState } from 'react';

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), as in React Aria's `useControlledState`. `onChange` is called only
 * when the value actually changes.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;

  // A new function each render (no useCallback): nothing memoises on it, and it saves bytes.
  const setValue = (next: T) => {
    if (Object.is(next, current)) return;
    if (!controlled) setInternal(() => next);
    onChange?.(next);
  };

  return [current, setValue];
}
