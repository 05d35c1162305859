import { useCallback, useEffect, useId, useMemo, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { caseStudyPath } from '../routes/paths';
import { caseStudyRoute } from '../routes/table';
import { CloseIcon } from '../ui/icons/CloseIcon';
import { LockIcon } from '../ui/icons/LockIcon';
import { afterNextPaint } from '../lib/afterNextPaint';
import { useModalDialog } from '../ui/useModalDialog';
import type { SealedContent } from './crypto';
import * as styles from './dialog.css';
import { UnlockForm } from './UnlockForm';

export interface PasswordDialogProps {
  /** Shown; closed, it waits in the page, hidden (PasswordModal). */
  open: boolean;
  /** The case study to unlock: `/case-study/{slug}` after success. */
  slug: string;
  /** The project's name, shown as the dialog's title. */
  projectName: string;
  /** Called on Escape, Cancel, the close icon, a backdrop click and after a successful unlock. */
  onClose: () => void;
}

/**
 * The body of the case-study password modal, loaded on demand by {@link PasswordModal}:
 * a modal `<dialog>` over the whole page (useModalDialog: focus held inside, the page behind it
 * inert), rendered into `<body>` so no section's containment clips it; Escape / Cancel / close
 * icon close it, and success navigates to the case study.
 */
export default function PasswordDialog({ open, slug, projectName, onClose }: PasswordDialogProps) {
  const { onClick: onBackdropClick, ...modal } = useModalDialog({
    open,
    onClose,
    initialFocus: 'input',
  });
  const titleId = useId();
  const descriptionId = useId();
  const navigate = useNavigate();

  // Fetch the ciphertext once the opened dialog has been painted (not in the press's own frame);
  // the form awaits it on submit, and fetches it then if it has not started. It comes from the
  // studies' own module, not through the case-study page; the page an unlock lands on starts
  // loading beside it through the route table, so a connection lost while the reader types
  // costs nothing at submit.
  const sealed = useRef<Promise<SealedContent | 'public' | null> | null>(null);
  const loadSealed = useCallback(() => {
    /** The study's sealed content; "public" for a study without a password; null for none. */
    async function load(): Promise<SealedContent | 'public' | null> {
      loadLandingPage();
      const { loadCaseStudy } = await import('../content/case-studies');
      const study = await loadCaseStudy(slug);
      if (!study) return null;
      return study.gated ? study.sealed() : 'public';
    }
    if (!sealed.current) {
      sealed.current = load();
      sealed.current.catch(() => undefined);
    }
    return sealed.current;
  }, [slug]);

  // A case study that is not gated needs no password: go straight there.
  useEffect(() => {
    if (!open) return;
    let active = true;
    const cancel = afterNextPaint(() => {
      void loadSealed().then(
        (content) => {
          if (active && content === 'public') {
            onClose();
            navigate(caseStudyPath(slug));
          }
        },
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [open, loadSealed, slug, navigate, onClose]);

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog may sit inside a clickable card: its clicks are its own.
    event.stopPropagation();
    onBackdropClick(event);
  }

  const sealedContent = useCallback(async (): Promise<SealedContent> => {
    const content = await loadSealed();
    if (!content || content === 'public') throw new Error(`No sealed content for ${slug}`);
    return content;
  }, [loadSealed, slug]);
  const onUnlocked = useCallback(() => {
    onClose();
    navigate(caseStudyPath(slug));
  }, [onClose, navigate, slug]);

  // The panel does not depend on `open`: opening the waiting dialog re-renders only the
  // <dialog> element (issue 30: re-rendering the form held the opening frame back).
  const panel = useMemo(
    () => (
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
        <UnlockForm slug={slug} sealed={sealedContent} onCancel={onClose} onUnlocked={onUnlocked} />
      </div>
    ),
    [onClose, titleId, descriptionId, projectName, slug, sealedContent, onUnlocked],
  );

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape is handled; the click is the backdrop's
    <dialog
      {...modal}
      // Open from its mount, hidden while it waits: showing it changes one inline property,
      // which the browser passes down its subtree without restyling it; adding `open` at the
      // press restyled all 32 elements (6.9 against 1.2 ms at 4× CPU, issue 30, tenth pass).
      // Closing removes `open` (useModalDialog), and a fresh dialog replaces this one.
      open
      style={open ? undefined : WAITING}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // The dialog may sit inside a clickable card: its keys are its own.
      onKeyDown={stopPropagation}
      onClick={onClick}
    >
      {panel}
    </dialog>,
    document.body,
  );
}

/**
 * A waiting dialog's style: laid out, not drawn, out of the accessibility tree and the tab order;
 * transparent, so that it fades in when shown (dialog.css.ts).
 */
const WAITING = { visibility: 'hidden', opacity: 0 } as const;

/** Starts loading the case-study page's chunk; a failure is the route's to report when it renders. */
function loadLandingPage() {
  caseStudyRoute.load().catch(() => undefined);
}

function stopPropagation(event: { stopPropagation: () => void }) {
  event.stopPropagation();
}
