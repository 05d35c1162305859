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

type Held =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; typed: [TextField, string][] }
  | { kind: 'dialog'; dialog: HTMLDialogElement; opener: HTMLElement; onClose: () => void };

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What was typed (or filled by a password manager) in a form's text fields, when it was submitted. */
function typedValues(form: HTMLFormElement): [TextField, string][] {
  return [
    ...form.querySelectorAll<TextField>(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea',
    ),
  ].map((field) => [field, field.value]);
}

/** Hands a value to React as if typed: hydration resets a controlled field to the app's state. */
function announceValue(input: TextField, typed: string): void {
  if (typed === '' || !input.isConnected) return;
  const prototype = Object.getPrototypeOf(input) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  // React tracks the last value it saw through the element's own `value` setter: clear it there,
  // put the typed text back past the tracker, and the input event reads as a change.
  input.value = '';
  setValue.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether React has hydrated this element: it keeps the element's props on it then. Read only
 * here, because a lazy part (a demo in its own Suspense boundary) hydrates after the page's mark,
 * and a press replayed on it before would be dropped.
 */
const hydratedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How long a held press waits for its element to be hydrated before it is replayed anyway. */
const HYDRATION_WAIT_MS = 10_000;

function replay(held: Held): void {
  if (held.kind === 'dialog') {
    const { dialog, opener, onClose } = held;
    dialog.removeEventListener('close', onClose);
    // Still open: the app opens it again as its own, before the browser paints.
    if (dialog.open && opener.isConnected) {
      dialog.close();
      opener.click();
    }
    return;
  }
  if (held.kind === 'click') {
    const { element } = held;
    const since = performance.now();
    const press = () => {
      if (!element.isConnected) return;
      if (!hydratedByReact(element) && performance.now() - since < HYDRATION_WAIT_MS)
        requestAnimationFrame(press);
      else element.click();
    };
    press();
    return;
  }
  const { form } = held;
  const submitter = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (submitter?.disabled) {
    // Its part of the page is not hydrated yet (a lazy page's own boundary): the app enables
    // the button when it has taken the form over.
    const observer = new MutationObserver(() => {
      if (submitter.disabled) return;
      observer.disconnect();
      replay(held);
    });
    observer.observe(submitter, { attributes: true, attributeFilter: ['disabled'] });
    return;
  }
  if (!form.isConnected) return;
  for (const [field, typed] of held.typed) announceValue(field, typed);
  // React commits the values before the submit handler reads them.
  setTimeout(() => form.isConnected && form.requestSubmit(), 0);
}

/** Installs the contract on `doc` and returns its removal (for tests); a second call does nothing. */
export function installEventContract(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (root.hasAttribute('data-event-contract')) return () => {};
  root.setAttribute('data-event-contract', '');
  const queue: Held[] = [];
  const hydrated = () => root.hasAttribute(HYDRATED);
  const hold = (event: Event, held: Held) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const duplicate = queue.some(
      (item) =>
        (item.kind === 'click' && held.kind === 'click' && item.element === held.element) ||
        (item.kind === 'submit' && held.kind === 'submit' && item.form === held.form),
    );
    // A second press of the same control before the app arrives asks for the same thing.
    if (!duplicate) queue.push(held);
  };

  const onClick = (event: MouseEvent) => {
    if (hydrated() || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (link) {
      // The link does what it does without JavaScript; an open dialog would cover where it leads.
      const dialog = link.closest('dialog');
      if (dialog?.open) dialog.close();
      return;
    }
    const button = event.target.closest('button');
    if (!button || button.disabled || !button.closest('#root')) return;
    if (button.form?.method === 'dialog') return; // closes its dialog natively
    const controlled = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (controlled instanceof HTMLDialogElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (controlled.open) return;
      controlled.showModal();
      button.setAttribute('aria-expanded', 'true');
      const onClose = () => button.setAttribute('aria-expanded', 'false');
      controlled.addEventListener('close', onClose, { once: true });
      queue.push({ kind: 'dialog', dialog: controlled, opener: button, onClose });
      return;
    }
    if (button.hasAttribute('data-theme-current')) {
      event.stopImmediatePropagation();
      toggleDocumentTheme();
      // What ThemeToggle's own sync does once hydrated: the button names the other theme.
      const theme = readTheme();
      button.setAttribute('aria-label', themeToggleLabel(theme));
      button.dataset.themeCurrent = theme;
      return;
    }
    if (button.type === 'submit' && button.form)
      hold(event, { kind: 'submit', form: button.form, typed: typedValues(button.form) });
    else hold(event, { kind: 'click', element: button });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (hydrated() || !(event.target instanceof HTMLFormElement)) return;
    if (event.target.method === 'dialog') return;
    hold(event, { kind: 'submit', form: event.target, typed: typedValues(event.target) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (hydrated() || event.key !== 'Enter' || event.isComposing) return;
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.form) return;
    // The browser's own submit on Enter does nothing while the default button is disabled.
    const submitter = field.form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (submitter?.disabled)
      hold(event, { kind: 'submit', form: field.form, typed: typedValues(field.form) });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('keydown', onKeyDown, true);

  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    // After the commit that set the mark: the page's own effects have run.
    setTimeout(() => {
      for (const held of queue.splice(0)) replay(held);
    }, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED] });
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    root.removeAttribute('data-event-contract');
  };
}
