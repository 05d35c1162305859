// The early event contract (issue 30): runs in the inline head script before the first paint
// (tools/prerender/intro-script.ts bundles it with the intro boot), so a prerendered page answers from
// the moment it paints, before React has hydrated it. Imports only @portfolio/core and the
// theme's DOM helpers. Until `<html data-hydrated>` (src/routes/PageReady.tsx):
// - the theme toggle works at once (it only flips `<html data-theme>`, as it does after hydration);
//   it and the Menu button's dialog restyle only the regions on screen in their frame;
// - a button that controls a prerendered `<dialog>` (the Menu button) opens it at once; links in
//   it close it and jump, its `<form method="dialog">` Close and Escape are native; once the app
//   has hydrated the dialog is handed over (closed and the press replayed, in one task);
// - a click (mouse, touch, or Enter/Space on a focused button) on any other button is held and
//   replayed on the same element once the app has hydrated; after the mark too, on a lazy part
//   (`data-lazy-part`, a demo) until React has hydrated it;
// - a submit, or Enter in a form whose submit button is still disabled, is held and replayed with
//   what was typed (or filled by a password manager) handed to React first (src/boot/formReplay.ts,
//   in the head script of pages with a form only);
// - links keep their native behaviour (in-page links jump to their section).
import { showRegions, skipRegionsOffScreen } from '../layout/offScreenRegions';
import { flipDocumentTheme, readTheme, themeToggleLabel } from '../layout/useTheme';

/** The attribute PageReady sets once the page is hydrated and its effects have run. */
const HYDRATED = 'data-hydrated';

/** What the contract lends its part for forms (src/boot/formReplay.ts). */
export interface ContractHold {
  /** Stops `event` and queues `replay` for when the app has hydrated, once per `key`. */
  hold(event: Event, key: Element, replay: () => void): void;
  /** Whether the app has hydrated (the contract then holds nothing). */
  hydrated(): boolean;
}

/**
 * The contract's part for forms (src/boot/formReplay.ts): its own listeners (submit, Enter) and a
 * say on a button's press before it is held like any other (true: taken). Only pages whose markup
 * has a form to submit get it in their head script (tools/prerender/intro-script.ts); elsewhere a
 * submit button's press is held like any other.
 */
export type FormPart = (contract: ContractHold) => {
  listeners: [string, EventListener][];
  press(event: Event, button: HTMLButtonElement): boolean;
};

/** Whether React has hydrated (or rendered) the element: it keeps the element's props on it then. */
const hasReactProps = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Replays a held press on the same element once React has hydrated it (React keeps the element's
 * props on it then): a lazy part (a demo in its own Suspense boundary) hydrates after the page's
 * mark, and a press replayed on it before would be dropped. After 10 s it is replayed anyway.
 */
function replayPress(element: HTMLElement): void {
  const since = performance.now();
  const press = () => {
    if (!element.isConnected) return;
    if (!hasReactProps(element) && performance.now() - since < 1e4) requestAnimationFrame(press);
    else element.click();
  };
  press();
}

/**
 * Does `work` (a theme flip, a modal dialog opened) with the page regions off screen skipped for
 * its frame, as the hydrated toggle's switch does (src/layout/themeSwitch.ts): both restyle every
 * rendered element, and on home at first paint on a phone `#experiments`, below the fold, is
 * rendered (56 of 110 elements). They render again in the task after the frame.
 */
function onScreenOnly(work: () => void): void {
  const skipped = skipRegionsOffScreen();
  work();
  // What src/lib/afterNextPaint.ts does, without the cancel handle it returns: that handle cost
  // 45 B brotli of every page's head script, which would have left home's HTML 8 B of its round trip.
  requestAnimationFrame(() => setTimeout(() => showRegions(skipped)));
}

/** Installs the contract on `doc` and returns its removal (for tests); a second call does nothing. */
export function installEventContract(doc: Document = document, forms?: FormPart): () => void {
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
  const formPart = forms?.({ hold, hydrated });

  /**
   * Once hydrated, the only click the contract still takes. A lazy part (`data-lazy-part`: a demo)
   * hydrates after the page's mark, when its chunk has come: React would drop a press on it before
   * then, so it is held and replayed on it too. A listener of its own, swapped in at the mark: the
   * first press after hydration compiles these few lines, not the whole contract's click (2.7 ms at
   * 4× CPU in a tap's trace, issue 30).
   */
  const onClickHydrated = (event: MouseEvent) => {
    const button = (event.target as Element).closest?.('[data-lazy-part] button');
    if (button instanceof HTMLElement && !hasReactProps(button)) {
      stop(event);
      if (!held.has(button)) {
        held.add(button);
        replayPress(button);
      }
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (hydrated()) return onClickHydrated(event);
    const link = target.closest('a[href]');
    if (link) {
      // The link does what it does without JavaScript; an open dialog would cover where it leads.
      const dialog = link.closest('dialog');
      if (dialog?.open) dialog.close();
      return;
    }
    const button = target.closest('button');
    if (!button || button.disabled || !button.closest('#root')) return;
    if (button.form?.method === 'dialog') return; // closes its dialog natively
    const dialog = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (dialog instanceof HTMLDialogElement) {
      stop(event);
      if (dialog.open) return;
      onScreenOnly(() => dialog.showModal());
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
      onScreenOnly(flipDocumentTheme);
      // What ThemeToggle's own sync does once hydrated: the button names the other theme.
      const theme = readTheme();
      button.setAttribute('aria-label', themeToggleLabel(theme));
      button.dataset.themeCurrent = theme;
    } else if (!formPart?.press(event, button)) hold(event, button, () => replayPress(button));
  };
  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ...(formPart?.listeners ?? []),
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);

  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    // Submits and keys (the form part's) need nothing from it any more, and a click only the
    // lazy parts' guard.
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    doc.addEventListener('click', onClickHydrated as EventListener, true);
    // After the commit that set the mark: the page's own effects have run.
    setTimeout(() => {
      for (const replay of queue.splice(0)) replay();
    });
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED] });
  return () => {
    observer.disconnect();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    doc.removeEventListener('click', onClickHydrated as EventListener, true);
    root.removeAttribute('data-event-contract');
  };
}
