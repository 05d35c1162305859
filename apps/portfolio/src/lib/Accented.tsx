import type { AccentHeading } from '../content/site';
import { serifAccent } from '../styles/site.css';

/** "{lead} {accent}{tail}" with the accent words in the italic serif. */
export function Accented({
  heading,
}: {
  /** The heading's lead words, accent words and optional tail. */
  heading: AccentHeading;
}) {
  return (
    <>
      {heading.lead} <span className={serifAccent}>{heading.accent}</span>
      {heading.tail ?? null}
    </>
  );
}
