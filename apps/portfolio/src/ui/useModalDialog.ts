import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

export interface ModalDialogOptions {
  /** Whether the dialog shows (default true, for a dialog that mounts when it opens). */
  open?: boolean;
  /** Called on Escape and on a click on the backdrop; the caller then closes (open false or unmount). */
  onClose: () => void;
  /** Gets focus back when the dialog closes; by default the element that had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** A selector of what takes focus when it opens (default: its first link, button or field). */
  initialFocus?: string;
}

/** What the `<dialog>` element takes: `<dialog {...modal}>`. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  'aria-modal': true;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClick: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/**
 * Locks page scroll on `<html>` (the one place the site does it) and returns the unlock, which
 * puts back what was there before.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const previousOverflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previousOverflow;
  };
}

/**
 * Makes everything in the page but `dialog` inert (the siblings of the dialog and of each of its
 * ancestors, as a modal dialog would), and returns the undo, which leaves alone what was inert before.
 */
function inertOthers(dialog: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: Element = dialog; node.parentElement; node = node.parentElement)
    for (const sibling of node.parentElement.children)
      if (sibling !== node && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * A modal dialog on a `<dialog>` while `open`, without `showModal()`: `showModal()` makes the
 * whole document inert in the frame that shows the dialog, which restyles every element of the
 * page there (issue 30: most of the opening frame's time). So the dialog is shown non-modally
 * (`aria-modal="true"`, styled as a full-screen overlay by its caller) and focus moves into it;
 * page scroll is locked and everything else in the page is made inert in the task after that
 * frame (nothing a person can reach in one frame, under an overlay that covers the page), so Tab
 * then stays in the dialog or leaves for the browser's own controls, as with `showModal()`. Escape (anywhere in the page, and the dialog's cancel event) and a click on the backdrop
 * call `onClose`; focus goes back to the trigger once it closes (if the trigger is still in the page).
 */
export function useModalDialog({
  open = true,
  onClose,
  returnFocusTo,
  initialFocus,
}: ModalDialogOptions): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Read before the dialog takes focus.
    trigger.current = returnFocusTo ? returnFocusTo.current : focusedElement();
    // Shown by its `open` attribute, not show(): show() runs the dialog's focusing steps at once,
    // which bring the page's style and layout up to date inside the press (7 ms at 4× CPU in the
    // modal's traces, issue 30). Focus moves in once the opening frame is painted (below).
    if (!dialog.open) dialog.setAttribute('open', '');
    let unlockScroll: (() => void) | undefined;
    let restoreOthers: (() => void) | undefined;
    // Both restyle or lay out the whole page (locking scroll on <html> re-lays out the document):
    // kept out of the frame that shows the dialog, which covers the page meanwhile.
    const cancelLock = afterNextPaint(() => {
      unlockScroll = lockPageScroll();
      restoreOthers = inertOthers(dialog);
    });
    // Escape closes it wherever focus is (a click on the panel's text leaves focus on <body>).
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      latestOnClose.current();
    };
    document.addEventListener('keydown', onEscape, true);
    return () => {
      document.removeEventListener('keydown', onEscape, true);
      cancelLock();
      restoreOthers?.();
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      unlockScroll?.();
    };
  }, [open, returnFocusTo]);

  // Focus moves in once the frame that shows the dialog is painted (a focus move brings style and
  // layout up to date, which that frame then does not wait for), if it is not inside yet, and
  // goes back after the commit that closes (within it, React would put back a focus moved away
  // from an element that stays in the page: the menu's Close button).
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const cancelFocus = afterNextPaint(() => {
      const wanted = dialog.querySelector<HTMLElement>(initialFocus ?? 'a[href],button,input');
      if (
        initialFocus ? document.activeElement !== wanted : !dialog.contains(document.activeElement)
      )
        (wanted ?? dialog).focus();
    });
    const element = trigger.current;
    return () => {
      cancelFocus();
      if (element?.isConnected) element.focus({ preventScroll: true });
    };
  }, [open, initialFocus]);

  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      // Escape on a dialog shown modally (the event contract's, before hydration).
      event.preventDefault();
      onClose();
    },
    [onClose],
  );

  const onClick = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      // A click on the dialog element itself (outside its panel) is a click on the backdrop.
      if (event.target === event.currentTarget) onClose();
    },
    [onClose],
  );

  return { ref, 'aria-modal': true, onCancel, onClick };
}
