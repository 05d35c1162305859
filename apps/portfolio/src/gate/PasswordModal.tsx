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
 * The case-study password modal (spec §4–§6), loaded on demand. Focus goes back to the element
 * that opened it when it closes (useModalDialog), unless an unlock has taken the page away.
 */
export function PasswordModal({ slug, projectName, open, onClose }: PasswordModalProps) {
  if (!open) return null;
  // A fresh dialog per opening: empty field, no error, password hidden (spec §4).
  return <PasswordDialog slug={slug} projectName={projectName} onClose={onClose} />;
}
