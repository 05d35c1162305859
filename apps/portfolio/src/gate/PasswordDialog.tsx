import { useEffect, useId, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseStudyPath } from '../routes/paths';
import { CloseIcon } from '../ui/icons/CloseIcon';
import { LockIcon } from '../ui/icons/LockIcon';
import { useModalDialog } from '../ui/useModalDialog';
import type { SealedContent } from './crypto';
import * as styles from './dialog.css';
import { UnlockForm } from './UnlockForm';

export interface PasswordDialogProps {
  slug: string;
  projectName: string;
  onClose: () => void;
}

/**
 * The body of the case-study password modal, loaded on demand by {@link PasswordModal}:
 * a native modal `<dialog>` (top layer, the page behind it inert), Escape / Cancel / close icon
 * close it, and success navigates to the case study.
 */
export default function PasswordDialog({ slug, projectName, onClose }: PasswordDialogProps) {
  const { ref, onCancel, onClick: onBackdropClick } = useModalDialog({ onClose });
  const titleId = useId();
  const descriptionId = useId();
  const navigate = useNavigate();

  // Start fetching the ciphertext as soon as the dialog opens; the form awaits it on submit. It
  // comes through the case-study page's chunk, so the page an unlock lands on loads meanwhile.
  const sealed = useMemo(() => {
    /** The study's sealed content; "public" for a study without a password; null for none. */
    async function load(): Promise<SealedContent | 'public' | null> {
      const { loadCaseStudy } = await import('../pages/case-study/CaseStudyPage');
      const study = await loadCaseStudy(slug);
      if (!study) return null;
      return study.gated ? study.sealed() : 'public';
    }
    const pending = load();
    pending.catch(() => undefined);
    return pending;
  }, [slug]);

  // A case study that is not gated needs no password: go straight there.
  useEffect(() => {
    let active = true;
    void sealed.then(
      (content) => {
        if (active && content === 'public') {
          onClose();
          navigate(caseStudyPath(slug));
        }
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [sealed, slug, navigate, onClose]);

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog may sit inside a clickable card: its clicks are its own.
    event.stopPropagation();
    onBackdropClick(event);
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape is handled; the click is the backdrop's
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-modal="true"
      onCancel={onCancel}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.closeButton} aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        <span className={styles.lockBadge}>
          <LockIcon />
        </span>
        <h2 id={titleId} className={styles.title}>
          <span className={styles.eyebrow}>Protected case study</span>
          {projectName}
        </h2>
        <p id={descriptionId} className={styles.description}>
          This project was built for a client, so its story is behind a password. Enter the one I
          shared with you to read it.
        </p>
        <UnlockForm
          slug={slug}
          sealed={async (): Promise<SealedContent> => {
            const content = await sealed;
            if (!content || content === 'public') throw new Error(`No sealed content for ${slug}`);
            return content;
          }}
          focusOnMount
          onCancel={onClose}
          onUnlocked={() => {
            onClose();
            navigate(caseStudyPath(slug));
          }}
        />
      </div>
    </dialog>
  );
}
