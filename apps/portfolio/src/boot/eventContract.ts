// The early event contract (issue 30): runs in the inline head script before the first paint
// (prerender/intro-script.ts bundles it with the intro boot), so a prerendered page answers from
// the moment it paints, before React has hydrated it. Imports only @portfolio/core and the
// theme's DOM helpers. Until `<html data-hydrated>` (src/routes/PageReady.tsx):
// - the theme toggle works at once (it only flips `<html data-theme>`, as it does after hydration);
// - a button that controls a prerendered `<dialog>` (the Menu button) opens it at once; links in
//   it close it and jump, its `<form method="dialog">` Close and Escape are native; once the app
//   has hydrated the dialog is handed over (closed and the press replayed, in one task);
// - a click (mouse, touch, or Enter/Space on a focused button) on any other button is held and
//   replayed on the same element once the app has hydrated;
// - a submit, or Enter in a form whose submit button is still disabled, is held and replayed with
//   what was typed (or filled by a password manager) handed to React first;
// - links keep their native behaviour (in-page links jump to their section).
import { readTheme, themeToggleLabel, toggleDocumentTheme } from '../layout/useTheme';

/** The attribute PageReady sets once the page is hydrated and its effects have run. */
const HYDRATED = 'data-hydrated';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What was typed (or filled by a password manager) in a form's text fields, when it was submitted. */
const typedValues = (form: HTMLFormElement): [TextField, string][] =>
  [
    ...form.querySelectorAll<TextField>(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]),textarea',
    ),
  ].map((field) => [field, field.value]);

/** The form's default button (the browser's Enter does nothing while it is disabled). */
const submitterOf = (form: HTMLFormElement) =>
  form.querySelector<HTMLButtonElement>('button[type=submit]');

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

/**
 * Replays a held press on the same element once React has hydrated it (React keeps the element's
 * props on it then): a lazy part (a demo in its own Suspense boundary) hydrates after the page's
 * mark, and a press replayed on it before would be dropped. After 10 s it is replayed anyway.
 */
function replayPress(element: HTMLElement): void {
  const since = performance.now();
  const press = () => {
    if (!element.isConnected) return;
    if (
      !Object.keys(element).some((key) => key.startsWith('__reactProps$')) &&
      performance.now() - since < 1e4
    )
      requestAnimationFrame(press);
    else element.click();
  };
  press();
}

/** Installs the contract on `doc` and returns its removal (for tests); a second call does nothing. */
export function installEventContract(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (root.hasAttribute('data-event-contract')) return () => {};
  root.setAttribute('data-event-contract', '');
  /** What to do once hydrated, in the order it was asked for. */
  const queue: (() => void)[] = [];
  /** The buttons and forms already held: a second press before the app arrives asks the same. */
  const held = new Set<Element>();
  const hydrated = () => root.hasAttribute(HYDRATED);
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const hold = (event: Event, key: Element, replay: () => void) => {
    stop(event);
    if (held.has(key)) return;
    held.add(key);
    queue.push(replay);
  };
  const holdSubmit = (event: Event, form: HTMLFormElement) => {
    const typed = typedValues(form);
    hold(event, form, () => replaySubmit(form, typed));
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (hydrated() || !(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (link) {
      // The link does what it does without JavaScript; an open dialog would cover where it leads.
      const dialog = link.closest('dialog');
      if (dialog?.open) dialog.close();
      return;
    }
    const button = target.closest('button');
    if (!button || button.disabled || !button.closest('#root')) return;
    const form = button.form;
    if (form?.method === 'dialog') return; // closes its dialog natively
    const dialog = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (dialog instanceof HTMLDialogElement) {
      stop(event);
      if (dialog.open) return;
      dialog.showModal();
      const expanded = (value: string) => button.setAttribute('aria-expanded', value);
      expanded('true');
      const onClose = () => expanded('false');
      dialog.addEventListener('close', onClose, { once: true });
      // Handed over: if it is still open, the app opens it again as its own, before the browser paints.
      queue.push(() => {
        dialog.removeEventListener('close', onClose);
        if (dialog.open && button.isConnected) {
          dialog.close();
          button.click();
        }
      });
    } else if (button.hasAttribute('data-theme-current')) {
      event.stopImmediatePropagation();
      toggleDocumentTheme();
      // What ThemeToggle's own sync does once hydrated: the button names the other theme.
      const theme = readTheme();
      button.setAttribute('aria-label', themeToggleLabel(theme));
      button.dataset.themeCurrent = theme;
    } else if (button.type === 'submit' && form) holdSubmit(event, form);
    else hold(event, button, () => replayPress(button));
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!hydrated() && form instanceof HTMLFormElement && form.method !== 'dialog')
      holdSubmit(event, form);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const form = (event.target as HTMLInputElement).form;
    // The browser's own submit on Enter does nothing while the default button is disabled.
    if (
      !hydrated() &&
      event.key === 'Enter' &&
      !event.isComposing &&
      event.target instanceof HTMLInputElement &&
      form &&
      submitterOf(form)?.disabled
    )
      holdSubmit(event, form);
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['keydown', onKeyDown],
  ] as [string, EventListener][];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);

  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    // After the commit that set the mark: the page's own effects have run.
    setTimeout(() => {
      for (const replay of queue.splice(0)) replay();
    });
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED] });
  return () => {
    observer.disconnect();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    root.removeAttribute('data-event-contract');
  };
}
