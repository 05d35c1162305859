import { memo, startTransition, useEffect, useState } from 'react';
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
 * The case-study password modal (docs/spec.md §4–§6), loaded on demand. Focus goes back to the element
 * that opened it when it closes (useModalDialog), unless an unlock has taken the page away.
 *
 * Rendered closed too: the next opening's dialog waits in the page, rendered and laid out but
 * hidden, so a Case study press only shows it (issue 30: rendering it in the press's task held
 * that frame back). Each opening gets a fresh dialog (empty field, no error, password hidden,
 * docs/spec.md §4): after a close, a new one replaces the used one in a transition, and an opening that
 * comes before that has happened renders a new one at once. Memoised: a press re-renders only
 * the project's own modal, not the other waiting ones.
 */
export const PasswordModal = memo(function PasswordModal({
  slug,
  projectName,
  open,
  onClose,
}: PasswordModalProps) {
  // `key` names the dialog in the page; `used` once it has been shown; `open` as last rendered.
  const [dialog, setDialog] = useState({ key: 0, used: false, open: false });
  if (open !== dialog.open)
    // An opening shows the waiting dialog, or a new one if this one was shown before.
    setDialog(
      open
        ? { key: dialog.used ? dialog.key + 1 : dialog.key, used: true, open: true }
        : { ...dialog, open: false },
    );

  // After a close, a fresh dialog replaces the used one, without holding back the close's frame.
  useEffect(() => {
    if (open || !dialog.used) return;
    startTransition(() =>
      setDialog((current) =>
        current.open || !current.used
          ? current
          : { key: current.key + 1, used: false, open: false },
      ),
    );
  }, [open, dialog.used]);

  return (
    <PasswordDialog
      key={dialog.key}
      open={open}
      slug={slug}
      projectName={projectName}
      onClose={onClose}
    />
  );
});
