import { About } from './About';
import { Experiments } from './Experiments';
import { Gallery } from './Gallery';
import { Hero } from './Hero';
import { Playground } from './Playground';
import { Projects } from './Projects';

/** The home page (spec §1): hero, Experiments, Playground, Projects, About and Gallery; the footer is the layout's. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Experiments />
      <Playground />
      <Projects />
      <About />
      <Gallery />
    </>
  );
}
