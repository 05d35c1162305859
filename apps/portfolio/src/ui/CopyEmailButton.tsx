import type { ReactNode } from 'react';
import { MailIcon } from './icons/MailIcon';
import { useEmailCopy } from './useEmailCopy';

export interface CopyEmailButtonProps {
  /** Class of the Email button. */
  className: string;
  /** Class of the line that shows the address when the clipboard is refused. */
  revealedClassName: string;
  /** What that line says before the address ("Copy it from here:"). */
  revealPrefix: ReactNode;
  /** Size of the envelope in px (default 20). */
  iconSize?: number;
}

/**
 * The Email button (docs/spec.md §1/§2): copies the designer's address with the "Email copied" toast,
 * and when the clipboard is refused shows the address as a mailto link after `revealPrefix`.
 * Needs a ToastProvider above it.
 */
export function CopyEmailButton({
  className,
  revealedClassName,
  revealPrefix,
  iconSize,
}: CopyEmailButtonProps) {
  const { copy, revealed, email } = useEmailCopy();
  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        <MailIcon size={iconSize} />
        Email
      </button>
      {revealed ? (
        <p className={revealedClassName}>
          {revealPrefix} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </>
  );
}
