import type { FocusEvent } from 'react';

/**
 * Every key of `T`, each set to `true`: a hook's options, named once. The type demands every key,
 * so an option added to the hook does not compile until its list names it.
 */
export type OptionKeys<T> = { readonly [K in keyof T]-?: true };

/** Whether the browser draws a focus ring on `element` now (keyboard focus, not a click). */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: every focus is visible, as with :focus.
    return true;
  }
}

interface FocusHandlers {
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The props of a component's root element. A component takes its hook's options among its own
 * props and hands the hook its props as they are (the hook reads only its options); its root
 * element gets the rest: the consumer's props but the hook's options (`hookOptions`), then the
 * component's class and `data-part="root"` (the ref stays a JSX attribute).
 *
 * The root also marks the focused part with `data-focus-visible` while the browser shows its
 * focus ring (Radix and React Aria's styling hook), through focus events that bubble to it; the
 * consumer's own `onFocus`/`onBlur` still run.
 */
export function rootProps<P extends object, K extends PropertyKey>(
  props: P,
  hookOptions: Readonly<Record<K, true>>,
  className: string,
) {
  const own = props as FocusHandlers;
  // One handler for both: focus marks the target while its ring shows, blur unmarks it.
  const mark = (event: FocusEvent<HTMLDivElement>) => {
    event.target.toggleAttribute(
      'data-focus-visible',
      event.type === 'focus' && focusVisible(event.target),
    );
    own[event.type === 'focus' ? 'onFocus' : 'onBlur']?.(event);
  };
  const root: Record<PropertyKey, unknown> = {
    ...props,
    className,
    'data-part': 'root',
    onFocus: mark,
    onBlur: mark,
  };
  for (const key in hookOptions) delete root[key];
  return root as Omit<P, K> & {
    className: string;
    'data-part': 'root';
    onFocus: (event: FocusEvent<HTMLDivElement>) => void;
    onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  };
}
