import type { ReactNode, Ref } from 'react';
import type { SectionIntro } from '../content/site';
import { Accented } from '../lib/Accented';
import * as site from '../styles/site.css';

export interface HomeSectionProps {
  /** The section's id, its anchor in the nav; its h2's id is `{id}-title` (the section's aria-labelledby). */
  id: string;
  /** The section's number in page order, e.g. "01". */
  number: string;
  /** Its eyebrow, heading (accent in the italic serif) and intro, from the home content. */
  copy: SectionIntro;
  /** Extra content under the intro (a button). */
  aside?: ReactNode;
  /** The `<section>` element, for a caller that watches it. */
  ref?: Ref<HTMLElement>;
  /** The section's content under its header, in the centred column. */
  children?: ReactNode;
  /** Content after the centred column, full width (the photo strip, the project modals). */
  after?: ReactNode;
}

/** A home section: numbered eyebrow, title and intro in the layout every home section shares, then its content. */
export function HomeSection({ id, number, copy, aside, ref, children, after }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section ref={ref} id={id} className={site.section} aria-labelledby={titleId}>
      <div className={site.container}>
        <div className={site.sectionHeader}>
          <div>
            <p className={site.eyebrow}>
              <span className={site.eyebrowNumber}>{number}</span> {copy.eyebrow}
            </p>
            <h2 id={titleId} className={site.sectionTitle}>
              <Accented heading={copy.heading} />
            </h2>
          </div>
          <div className={site.sectionIntro}>
            <p>{copy.intro}</p>
            {aside}
          </div>
        </div>
        {children}
      </div>
      {after}
    </section>
  );
}
