import { useEffect, useState, type ReactNode } from 'react';
import { declareMoreFaces } from '../fonts/moreFaces';
import { forgetUnlock } from './access';
import * as page from '../pages/page.css';
import type { SealedContent } from './crypto';
import * as styles from './gate.css';
import { UnlockForm } from './UnlockForm';
import { useGate } from './useGate';

export interface GatedBodyProps {
  /** The study's slug: its sealed content and this tab's access flag are keyed by it. */
  slug: string;
  /** Loads the study's sealed content. */
  sealed: () => Promise<SealedContent>;
  /** Renders the opened story; `unlockedHere`: the form on this page opened it. */
  renderOpen: (html: string, unlockedHere: boolean) => ReactNode;
}

/**
 * The body of a gated case study on its page, loaded lazily with the unlock form: public studies
 * never load either. On the server and on a first visit: the unlock form. With this tab's access
 * flag: the content, decrypted with the key remembered for the session, under a "Lock" control
 * that forgets the key for this tab and shows the locked page again (focus on its password field).
 */
export function GatedBody({ slug, sealed, renderOpen }: GatedBodyProps) {
  const [gate, dispatch] = useGate(slug, sealed);
  const [lockedHere, setLockedHere] = useState(false);

  // The opened study's characters were not in the prerendered page (src/fonts/moreFaces.ts).
  const open = gate.kind === 'open';
  useEffect(() => {
    if (open) declareMoreFaces();
  }, [open]);

  if (gate.kind === 'checking') {
    return (
      <p role="status" className={styles.opening}>
        <span className={page.spinnerRing} aria-hidden="true" />
        Opening the case study…
      </p>
    );
  }
  if (gate.kind === 'open')
    return (
      <>
        <div className={styles.lockBar}>
          <button
            type="button"
            className={styles.lockButton}
            onClick={() => {
              setLockedHere(true);
              // Forgets the key and the opened text for this tab: the gate hears it and locks.
              forgetUnlock(slug);
            }}
          >
            Lock case study
          </button>
        </div>
        {renderOpen(gate.html, gate.unlockedHere)}
      </>
    );
  return (
    <section className={styles.pageGate} aria-labelledby={`${slug}-gate-title`}>
      <p className={page.eyebrow}>
        <span className={page.eyebrowDot} aria-hidden="true" />
        Password protected
      </p>
      <h2 id={`${slug}-gate-title`} className={styles.pageGateTitle}>
        This case study is behind a password
      </h2>
      <p className={styles.pageGateText}>
        It covers client work, so I share it on request. Enter the password from my email to read
        it.
      </p>
      <UnlockForm
        slug={slug}
        sealed={sealed}
        submitLabel="Unlock case study"
        focusOnMount={lockedHere}
        onUnlocked={(html) => dispatch({ type: 'unlockedHere', html })}
      />
    </section>
  );
}
