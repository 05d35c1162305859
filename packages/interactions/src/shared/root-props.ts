import type { FocusEvent } from 'react';

interface FocusHandlers {
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The props of a component's root element. A component hands its hook all its other props; the
 * hook reads its options and returns the rest (`rest`), which go on the root, then the
 * component's class and `data-part="root"` (the ref stays a JSX attribute).
 *
 * The root also marks the focused part with `data-focus-visible` while the browser shows its
 * focus ring (Radix and React Aria's styling hook), through focus events that bubble to it; the
 * consumer's own `onFocus`/`onBlur` still run.
 */
export function rootProps(props: object, className: string) {
  const own = props as FocusHandlers;
  // One handler for both: focus marks the target while its ring shows, blur unmarks it.
  const mark = (event: FocusEvent<HTMLDivElement>) => {
    event.target.toggleAttribute(
      'data-focus-visible',
      // Whether the browser draws a focus ring there now (keyboard focus, not a click).
      event.type === 'focus' && event.target.matches(':focus-visible'),
    );
    own[event.type === 'focus' ? 'onFocus' : 'onBlur']?.(event);
  };
  return { ...props, className, 'data-part': 'root' as const, onFocus: mark, onBlur: mark };
}
