import { contact, social } from '../content/site-first';
import { ExternalLink } from '../lib/ExternalLink';
import { Accented } from '../lib/Accented';
import { bareList, container } from '../styles/site.css';
import { CopyEmailButton } from '../ui/CopyEmailButton';
import * as styles from './Footer.css';

/** The contact footer (docs/spec.md §1, id `contact`): social links and the Email button. */
export function Footer() {
  return (
    <footer id="contact" className={styles.footer} aria-labelledby="contact-title">
      <div className={container}>
        <p className={styles.eyebrow}>Contact</p>
        <h2 id="contact-title" className={styles.heading}>
          <Accented heading={contact.heading} />
        </h2>
        <p className={styles.body}>{contact.body}</p>
        <div className={styles.actions}>
          <CopyEmailButton
            className={styles.emailButton}
            revealedClassName={styles.revealed}
            revealPrefix={<span>Copy it from here:</span>}
          />
        </div>
        <ul className={`${bareList} ${styles.social}`} aria-label="Elsewhere">
          {social.map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.href} className={styles.socialLink}>
                {link.label}
                <svg
                  viewBox="0 0 12 12"
                  width="12"
                  height="12"
                  aria-hidden="true"
                  className={styles.socialArrow}
                >
                  <path
                    d="M3.5 8.5l5-5M4.5 3.5h4v4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.25"
                    strokeLinecap="round"
                  />
                </svg>
              </ExternalLink>
            </li>
          ))}
        </ul>
        <div className={styles.bottom}>
          <p>{contact.copyright}</p>
          <p>{contact.colophon}</p>
        </div>
      </div>
    </footer>
  );
}
