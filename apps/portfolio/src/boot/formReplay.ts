// The early event contract's part for forms (issue 30; src/boot/eventContract.ts): a submit, or
// Enter in a form whose submit button is still disabled, held before hydration is replayed with
// what was typed, or filled by a password manager, handed to React first. In the head script only
// of pages whose markup has a form to submit.
import type { FormPart } from './eventContract';

/** The form's default button (the browser's Enter does nothing while it is disabled). */
export const submitterOf = (form: HTMLFormElement) =>
  form.querySelector<HTMLButtonElement>('button[type=submit]');

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What was typed (or filled by a password manager) in a form's text fields, when it was submitted. */
const typedValues = (form: HTMLFormElement): [TextField, string][] =>
  [
    ...form.querySelectorAll<TextField>(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]),textarea',
    ),
  ].map((field) => [field, field.value]);

/** Hands a value to React as if typed: hydration resets a controlled field to the app's state. */
function announceValue(input: TextField, typed: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  if (typed === '' || !input.isConnected || !setValue) return;
  // React tracks the last value it saw through the element's own `value` setter: clear it there,
  // put the typed text back past the tracker, and the input event reads as a change.
  input.value = '';
  setValue.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays a held submit: once the form's default button is enabled (its part of the page is
 * hydrated: a lazy page's own boundary enables it when the app has taken the form over), the
 * typed values are handed to React, and the form is submitted after React has committed them.
 */
function replaySubmit(form: HTMLFormElement, typed: [TextField, string][]): void {
  const submitter = submitterOf(form);
  if (submitter?.disabled) {
    const observer = new MutationObserver(() => {
      if (submitter.disabled) return;
      observer.disconnect();
      replaySubmit(form, typed);
    });
    observer.observe(submitter, { attributes: true, attributeFilter: ['disabled'] });
  } else if (form.isConnected) {
    for (const [field, value] of typed) announceValue(field, value);
    setTimeout(() => form.isConnected && form.requestSubmit());
  }
}

/** The contract's part for forms: a submit is held with what was typed in the form then. */
export const formPart: FormPart = ({ hold, hydrated }) => {
  const holdSubmit = (event: Event, form: HTMLFormElement) => {
    const typed = typedValues(form);
    hold(event, form, () => replaySubmit(form, typed));
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!hydrated() && form instanceof HTMLFormElement && form.method !== 'dialog')
      holdSubmit(event, form);
  };
  const onKeyDown = (event: Event) => {
    const { key, isComposing, target } = event as KeyboardEvent;
    // The browser's own submit on Enter does nothing while the default button is disabled.
    if (
      !hydrated() &&
      key === 'Enter' &&
      !isComposing &&
      target instanceof HTMLInputElement &&
      target.form &&
      submitterOf(target.form)?.disabled
    )
      holdSubmit(event, target.form);
  };
  return {
    listeners: [
      ['submit', onSubmit],
      ['keydown', onKeyDown],
    ],
    press(event, button) {
      const { form } = button;
      if (button.type !== 'submit' || !form) return false;
      holdSubmit(event, form);
      return true;
    },
  };
};
