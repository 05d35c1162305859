import type { ReactNode } from 'react';
import type { AccentHeading } from '../content/site';
import { Accented } from '../lib/Accented';
import * as site from '../styles/site.css';

export interface SectionHeaderProps {
  /** The section's number in page order, e.g. "01". */
  number: string;
  /** The eyebrow's words after the number, e.g. "Projects". */
  eyebrow: string;
  /** The h2's id, referenced by the section's aria-labelledby. */
  titleId: string;
  /** The h2's words, with its accent in the italic serif. */
  title: AccentHeading;
  /** The paragraph beside the title; none for none. */
  intro?: ReactNode;
  /** Extra content under the intro (a button). */
  aside?: ReactNode;
}

/** Numbered eyebrow, section title and intro, in the layout every home section shares. */
export function SectionHeader({
  number,
  eyebrow,
  titleId,
  title,
  intro,
  aside,
}: SectionHeaderProps) {
  return (
    <div className={site.sectionHeader}>
      <div>
        <p className={site.eyebrow}>
          <span className={site.eyebrowNumber}>{number}</span> {eyebrow}
        </p>
        <h2 id={titleId} className={site.sectionTitle}>
          <Accented heading={title} />
        </h2>
      </div>
      {intro || aside ? (
        <div className={site.sectionIntro}>
          {intro ? <p>{intro}</p> : null}
          {aside}
        </div>
      ) : null}
    </div>
  );
}
