// React delegates every DOM event it knows from the root container, and from a portal's container
// (document.body, for the password dialog): a `transitionrun`, `pointerover`, `focusin` or
// `mousemove` anywhere on the page ran React's dispatch although no component handled it. In the
// probe's traces at 4× CPU each cost 0.5–4.5 ms, and a press meets several: the pointer, focus and
// compatibility mouse events of a tap, and a `transitionrun` per transition it starts, dispatched
// inside the frame the press waits for (issue 30). So React listens only to the events the site's
// components handle through it (src/boot/reactEvents.test.tsx reads every `on…` prop of the site
// and of @portfolio/interactions and fails if one needs another). The few behaviours that used
// React for other events listen natively instead: the Projects' modal preload on hover or focus,
// the Gallery's pause on press, the unlock form's fetch on focus.

/**
 * The native events React may listen to on the site: `onClick`, `onKeyDown`, `onSubmit`,
 * `onReset`, `onInvalid`, a dialog's `onClose` and `onCancel`, and `onChange` (react-dom's change
 * plugin needs `input`, `change` and, for a checkbox, `click`; its focus and key handling is for
 * Internet Explorer and for a number field, which the site has none of). React's other event
 * props (`onMouseEnter`, `onFocus`, `onTransitionEnd`, `onLoad`…) do nothing here: listen natively.
 */
export const REACT_EVENTS = [
  'click',
  'keydown',
  'input',
  'change',
  'submit',
  'reset',
  'invalid',
  'close',
  'cancel',
] as const;

/**
 * Lets React listen on `target` to `REACT_EVENTS` only: React adds its listeners through the
 * container's own `addEventListener`, which this shadows. Call it on a container before React
 * renders into it. Any other listener added on `target` itself is dropped too: the site adds none
 * there (it listens on `document` or on the element itself).
 */
export function listenForReact(target: EventTarget): void {
  const add = target.addEventListener;
  target.addEventListener = function (
    type: string,
    ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
  ) {
    if ((REACT_EVENTS as readonly string[]).includes(type)) add.call(this, type, ...rest);
  };
}
