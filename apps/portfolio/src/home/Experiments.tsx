import { Link } from 'react-router-dom';
import { experiments, sections } from '../content/site';
import { ExternalLink } from '../lib/ExternalLink';
import { arrow, bareList, button } from '../styles/site.css';
import { rememberCard } from './cardClick';
import { HomeSection } from './HomeSection';
import * as styles from './Experiments.css';

/** Experiments (docs/spec.md §1): three cards; a click anywhere on a card remembers it. */
export function Experiments() {
  const copy = sections.experiments;
  return (
    <HomeSection id="experiments" number="01" copy={copy}>
      <ul className={`${bareList} ${styles.grid}`}>
        {experiments.map((experiment, index) => (
          <li key={experiment.id} className={styles.cell}>
            {/* Click capture only records the card; the buttons inside do the navigating. */}
            <article
              id={experiment.id}
              className={styles.card}
              aria-labelledby={`${experiment.id}-title`}
              onClickCapture={() => rememberCard(experiment.id)}
            >
              <div className={styles.art} data-art={index} aria-hidden="true">
                <span className={styles.artShape} />
                <span className={styles.artShape} />
                <span className={styles.artShape} />
              </div>
              <div className={styles.body}>
                <p className={styles.kicker}>{experiment.kicker}</p>
                <h3 id={`${experiment.id}-title`} className={styles.title}>
                  {experiment.title}
                </h3>
                <p className={styles.desc}>{experiment.desc}</p>
                <div className={styles.actions}>
                  {experiment.actions.map((action, actionIndex) =>
                    action.kind === 'route' ? (
                      <Link
                        key={action.label}
                        to={action.to}
                        className={actionIndex === 0 ? button.primary : button.secondary}
                      >
                        {action.label}
                        <span className={arrow} aria-hidden="true">
                          →
                        </span>
                      </Link>
                    ) : (
                      <ExternalLink
                        key={action.label}
                        href={action.href}
                        className={button.secondary}
                      >
                        {action.label}
                        <span className={arrow} aria-hidden="true">
                          ↗
                        </span>
                      </ExternalLink>
                    ),
                  )}
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
