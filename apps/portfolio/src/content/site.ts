/**
 * Everything the home page says, in one file the designer edits.
 *
 * PLACEHOLDERS — replace before publishing:
 *  - `designer.name` and `designer.email` (a made-up name and address),
 *  - every URL in `social`, the CRED Wealth playlist and the MoCo Prompts site,
 *  - the gallery photos: drop the files (PNG, JPEG, WebP or AVIF, any size) in
 *    src/content/gallery/ and list them in `gallery` below; the build makes every width and format.
 */

import { caseStudyPath } from '../routes/paths';
import type {
  About,
  Contact,
  Designer,
  Experiment,
  GalleryItem,
  Hero,
  PlaygroundItem,
  Project,
  Sections,
  SocialLink,
} from './site-schema';

// The shape of everything here is declared once, as a schema checked at build
// (./site-schema.ts): a wrong or missing field fails the build, naming this file and the field.
export type {
  AboutRun,
  AccentHeading,
  CardAction,
  Designer,
  Experiment,
  GalleryItem,
  PlaygroundItem,
  Project,
  SectionIntro,
} from './site-schema';

export const designer: Designer = {
  name: 'Arjun Rao',
  email: 'hello@arjunrao.design',
  role: 'Product designer',
};

/** The hero (docs/spec.md §1): tagline and the headline's fixed words before the typewriter. */
export const hero: Hero = {
  eyebrow: 'Arjun Rao — Product designer',
  /** The headline reads "{lead} {typewriter word}"; the words come from core TYPEWRITER_WORDS. */
  headlineLead: 'Designing with',
  tagline:
    'An entrepreneur turned product designer at an industrial technology company in Bengaluru, making complex systems feel calm, legible and a little bit delightful.',
};

export const experiments: Experiment[] = [
  {
    id: 'experiment-cred-wealth',
    title: 'CRED Wealth',
    kicker: 'Prototype · Fintech',
    desc: 'What if growing your money felt as rewarding as paying a bill on CRED? A motion-led prototype for goal-based investing, from first deposit to rebalancing.',
    slug: 'cred-wealth',
    // PLACEHOLDER: the prototype's video playlist.
    liveUrl: 'https://www.youtube.com/playlist?list=PL-arjunrao-cred-wealth',
    isPrototype: true,
    actions: [
      { kind: 'route', label: 'Case study', to: caseStudyPath('cred-wealth') },
      {
        kind: 'external',
        label: 'Playlist',
        href: 'https://www.youtube.com/playlist?list=PL-arjunrao-cred-wealth',
      },
    ],
  },
  {
    id: 'experiment-moco-prompts',
    title: 'MoCo Prompts',
    kicker: 'Side project · Web',
    desc: 'A daily prompt for practising motion and copy together: one small brief, fifteen minutes, and a gallery of what other designers made of it.',
    slug: 'moco-prompts',
    // PLACEHOLDER: the live site.
    liveUrl: 'https://moco-prompts.example.com',
    actions: [
      { kind: 'route', label: 'Case study', to: caseStudyPath('moco-prompts') },
      { kind: 'external', label: 'Open Site', href: 'https://moco-prompts.example.com' },
    ],
  },
  {
    id: 'experiment-design-principles',
    title: 'Design Principles',
    kicker: 'Writing · Practice',
    desc: 'The principles I return to when a screen gets crowded, written down so I can be held to them — with the work that taught me each one.',
    type: 'principles',
    isRoute: true,
    actions: [{ kind: 'route', label: 'Explore Principles', to: '/design-principles' }],
  },
];

/** Playground items (docs/spec.md §3): live demos from @portfolio/interactions. */
export const playground: PlaygroundItem[] = [
  {
    id: 'smart-form-validation',
    title: 'Smart Form Validation',
    caption:
      'Feedback that coaches instead of scolds: strength, hints and a confirm field that knows you are still typing.',
    type: 'smart-form-validation',
  },
  {
    id: 'progress-indicator',
    title: 'Contextual Progress Indicator',
    caption:
      'Long waits feel shorter when the interface says what it is doing, how long it will take and what to do meanwhile.',
    type: 'progress-indicator',
  },
  {
    id: 'pricing-calculator',
    title: 'Dynamic Pricing Calculator',
    caption: 'A price that explains itself: every choice shows its cost the moment you make it.',
    type: 'pricing-calculator',
  },
];

/** Project cards (docs/spec.md §3). The impact line reads "{value} {label}". */
export const projects: Project[] = [
  {
    id: 'project-climatix-ic',
    name: 'Climatix IC',
    title: 'Remote monitoring for connected HVAC plants',
    tags: ['IoT', 'Dashboards', 'B2B SaaS'],
    desc: 'Service engineers watch hundreds of chillers and air handlers from one screen. I regrouped alarms by urgency, put every site on a map that shows trouble at a glance, and kept trends one tap away.',
    slug: 'climatix-ic',
    duration: '3 months',
    role: 'Lead product designer',
    impact: { value: '40%', label: 'monitoring efficiency' },
  },
  {
    id: 'project-skill-league',
    name: 'Skill League',
    title: 'A season-long league that makes practice social',
    tags: ['Gamification', 'Mobile', 'Learning'],
    desc: 'Learners compete in small leagues that reset every season. Streaks, fair matchmaking and feedback after every round turned a chore into a weekly ritual.',
    slug: 'skill-league',
    duration: '3 months',
    role: 'Product designer',
    impact: { value: '85%', label: 'engagement increase' },
  },
  {
    id: 'project-be-automation',
    name: 'BE Automation',
    title: 'From scanned paperwork to structured data',
    tags: ['Automation', 'Enterprise', 'Workflow'],
    desc: 'Operators re-typed every Bill of Entry by hand. A review-first flow now reads the document, highlights what it is unsure of and asks a person only where it matters.',
    slug: 'be-automation',
    duration: '3 months',
    role: 'Product designer & researcher',
    impact: { value: '70-90%', label: 'data-entry time reduction' },
  },
];

/** About (docs/spec.md §3): runs marked `secondary` are struck through in short mode. */
export const about: About = {
  heading: 'A builder who learned to design by shipping.',
  paragraphs: [
    [
      { text: 'I started companies before I started designing them.' },
      {
        text: ' Eight years of running a small studio taught me payroll, pitching and what it feels like when a product does not sell — ',
        secondary: true,
      },
      { text: 'so I design for the business as much as for the screen.' },
    ],
    [
      { text: 'Today I design tools for the people who keep buildings and factories running.' },
      {
        text: ' Alarm consoles, commissioning apps and dashboards that have to work on a rooftop in the rain, with gloves on, at two in the morning.',
        secondary: true,
      },
      { text: ' Clarity there is not a nice-to-have.' },
    ],
    [
      { text: 'Outside work I prototype in code, write about principles and photograph the city.' },
      {
        text: ' Most weekends start with a filter coffee and end with a sketchbook full of arrows, which is roughly how the projects on this page began.',
        secondary: true,
      },
    ],
  ],
};

/**
 * Gallery photos (docs/spec.md §3): `src` is the photo's file name in src/content/gallery/ without its
 * extension (its size is read from the file at build, tools/vite-plugins/gallery-images.ts).
 */
export const gallery: GalleryItem[] = [
  {
    src: 'nandi-dusk',
    caption: 'Dusk over the Nandi Hills',
    alt: 'Layered violet hills fading into haze under a low amber sun',
  },
  {
    src: 'stairwell',
    caption: 'Stairwell, late afternoon',
    alt: 'Concrete stairs cut into diagonal bands of light and shadow',
  },
  {
    src: 'studio-desk',
    caption: 'Studio desk, sketch day',
    alt: 'Top-down view of paper sheets, a pencil and a coffee cup on a wooden desk',
  },
  {
    src: 'monsoon-terrace',
    caption: 'Monsoon on the terrace',
    alt: 'Slanted rain over a grey terrace railing and dark clouds',
  },
  {
    src: 'arches',
    caption: 'Arches, old Bengaluru',
    alt: 'A receding row of ochre arches with deep shadows',
  },
  {
    src: 'coastal-fog',
    caption: 'Coastal fog, Gokarna',
    alt: 'A pale sea horizon with bands of fog and a distant boat',
  },
  {
    src: 'courtyard-noon',
    caption: 'Courtyard at noon',
    alt: 'A courtyard seen from above with a tree and hard geometric shadows',
  },
  {
    src: 'night-shift',
    caption: 'Night shift, the factory floor',
    alt: 'Rows of warm lamps over dark machines in a tall factory hall',
  },
];

/** Footer links (docs/spec.md §1). PLACEHOLDER URLs: replace with the designer's profiles. */
export const social: SocialLink[] = [
  { label: 'YouTube', kind: 'video channel', href: 'https://www.youtube.com/@arjunrao-design' },
  {
    label: 'LinkedIn',
    kind: 'professional network',
    href: 'https://www.linkedin.com/in/arjunrao-design',
  },
  {
    label: 'Instagram',
    kind: 'photo-sharing service',
    href: 'https://www.instagram.com/arjunrao.design',
  },
  { label: 'X', kind: 'X', href: 'https://x.com/arjunrao_design' },
];

/** Footer texts. */
export const contact: Contact = {
  heading: { lead: 'Let’s make something', accent: 'calm', tail: ' together.' },
  body: 'Open to product design roles, collaborations and long conversations about dashboards.',
  copyright: '© 2026 Arjun Rao',
  colophon: 'Designed and built in Bengaluru',
};

/** Section headings and intros on the home page. */
export const sections: Sections = {
  experiments: {
    eyebrow: 'Experiments',
    heading: { lead: 'Things I made', accent: 'to find out.' },
    intro: 'Prototypes and side projects where I test an idea before anyone asks for it.',
  },
  playground: {
    eyebrow: 'Playground',
    heading: { lead: 'Small interactions,', accent: 'sweated.' },
    intro: 'Three live micro-interactions. Go on, try to break them.',
    viewAll: 'View all',
  },
  projects: {
    eyebrow: 'Projects',
    heading: { lead: 'Selected', accent: 'work.' },
    intro:
      'Three projects from industrial software, learning and operations. Case studies are password-protected.',
  },
  about: { eyebrow: 'About', toggle: 'Make it short' },
  gallery: {
    eyebrow: 'Gallery',
    heading: { lead: 'Looking', accent: 'around.' },
    intro: 'Places and quiet moments from walks, work trips and the studio.',
    pause: 'Pause gallery',
  },
};
