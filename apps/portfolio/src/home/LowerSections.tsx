import { PageReady } from '../routes/PageReady';
import { About } from './About';
import { Experiments } from './Experiments';
import { Gallery } from './Gallery';
import { Playground } from './Playground';
import { Projects } from './Projects';

/**
 * Home below the hero (docs/spec.md §1): its own chunk with its copy, not in the initial JavaScript
 * (issue 30). Hydrated as one unit with the page's ready mark, so a press held before hydration
 * (src/boot/eventContract.ts) is replayed only once these sections answer it.
 */
export default function LowerSections() {
  return (
    <>
      <Experiments />
      <Playground />
      <Projects />
      <About />
      <Gallery />
      <PageReady />
    </>
  );
}
