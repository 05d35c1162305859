import type { ReactNode } from 'react';
import * as page from '../pages/page.css';
import type { SealedContent } from './crypto';
import * as styles from './gate.css';
import { UnlockForm } from './UnlockForm';
import { useGate } from './useGate';

export interface GatedBodyProps {
  slug: string;
  /** Loads the study's sealed content. */
  sealed: () => Promise<SealedContent>;
  /** Renders the opened story; `unlockedHere`: the form on this page opened it. */
  renderOpen: (html: string, unlockedHere: boolean) => ReactNode;
}

/**
 * The body of a gated case study on its page, loaded lazily with the unlock form: public studies
 * never load either. On the server and on a first visit: the unlock form. With this tab's access
 * flag: the content, decrypted with the key remembered for the session.
 */
export function GatedBody({ slug, sealed, renderOpen }: GatedBodyProps) {
  const [gate, dispatch] = useGate(slug, sealed);

  if (gate.kind === 'checking') {
    return (
      <p role="status" className={styles.opening}>
        <span className={page.spinnerRing} aria-hidden="true" />
        Opening the case study…
      </p>
    );
  }
  if (gate.kind === 'open') return renderOpen(gate.html, gate.unlockedHere);
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
        onUnlocked={(html) => dispatch({ type: 'unlockedHere', html })}
      />
    </section>
  );
}
