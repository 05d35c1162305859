import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type RefObject,
  type SyntheticEvent,
} from 'react';

export interface ModalDialogOptions {
  /** Whether the dialog shows (default true, for a dialog that mounts when it opens). */
  open?: boolean;
  /** Called on Escape and on a click on the backdrop; the caller then closes (open false or unmount). */
  onClose: () => void;
  /** Gets focus back when the dialog closes; by default the element that had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** What the `<dialog>` element takes: `<dialog {...modal}>`. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
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

function showModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
  } else {
    dialog.setAttribute('open', ''); // environments without <dialog> support (jsdom)
  }
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * A native modal `<dialog>` while `open`: shown with showModal (the page behind it inert), page
 * scroll locked, Escape (the dialog's cancel event) and a backdrop click call `onClose`, and
 * focus goes back to the trigger once it closes (if the trigger is still in the page).
 */
export function useModalDialog({
  open = true,
  onClose,
  returnFocusTo,
}: ModalDialogOptions): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Read before showModal, which moves focus into the dialog.
    trigger.current = returnFocusTo ? returnFocusTo.current : focusedElement();
    showModal(dialog);
    const unlockScroll = lockPageScroll();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      unlockScroll();
    };
  }, [open, returnFocusTo]);

  // Focus goes back after the commit that closes: within it, React would put back a focus moved
  // away from an element that stays in the page (the menu's Close button).
  useEffect(() => {
    if (!open) return;
    const element = trigger.current;
    return () => {
      if (element?.isConnected) element.focus({ preventScroll: true });
    };
  }, [open]);

  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      // Escape: the caller's state closes it, so the cleanup above runs once.
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

  return { ref, onCancel, onClick };
}
