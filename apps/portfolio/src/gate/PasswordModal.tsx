import { useLayoutEffect, useRef } from 'react';
import PasswordDialog from './PasswordDialog';

export interface PasswordModalProps {
  /** The case study to unlock: `/case-study/{slug}` after success. */
  slug: string;
  /** The project's name, shown as the dialog's title. */
  projectName: string;
  /** Whether the modal is open; opening it starts with an empty field, no error, password hidden. */
  open: boolean;
  /** Called on Escape, Cancel, the close icon, a backdrop click and after a successful unlock. */
  onClose: () => void;
}

/**
 * The case-study password modal (spec §4–§6). A small wrapper: it remembers the element that
 * opened it, lazy-loads the dialog, and gives focus back to that element when it closes.
 */
export function PasswordModal({ slug, projectName, open, onClose }: PasswordModalProps) {
  const trigger = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const element = trigger.current;
      trigger.current = null;
      // After an unlock the page changes and the trigger is gone: nothing to return to.
      if (element?.isConnected) element.focus();
    };
  }, [open]);

  if (!open) return null;
  // A fresh dialog per opening: empty field, no error, password hidden (spec §4).
  return <PasswordDialog slug={slug} projectName={projectName} onClose={onClose} />;
}
