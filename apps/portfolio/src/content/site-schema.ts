/**
 * The one declaration of the home content's shape (src/content/site.ts): a valibot schema,
 * checked at build (tools/vite-plugins/site-content.ts), and the source of every type site.ts and the pages
 * use (inferred below, never declared beside it). The browser imports only those types.
 */
import * as v from 'valibot';
import { parseContent, text, webAddress } from './schema';

/** An id of an element on the home page: lowercase words joined by hyphens. */
const elementId = v.pipe(
  v.string('an id such as "project-climatix-ic" (text)'),
  v.regex(/^[a-z][a-z0-9-]*$/, 'an id such as "project-climatix-ic" (lowercase, hyphens)'),
);

/** A case study's slug: the name of its file in src/content/case-studies/ without ".md". */
const slug = v.pipe(
  v.string('a case study slug such as "climatix-ic" (text)'),
  v.regex(/^[a-z0-9-]+$/, 'a case study slug such as "climatix-ic" (lowercase, hyphens)'),
);

/** A path inside the site: starts with "/". */
const sitePath = v.pipe(
  v.string('a path in the site such as "/design-principles" (text)'),
  v.startsWith('/', 'a path in the site such as "/design-principles"'),
);

export const accentHeadingSchema = v.strictObject(
  {
    lead: text('the words before the accent'),
    /** Set in the italic serif. */
    accent: text('the accented words'),
    tail: v.optional(v.string('text after the accent')),
  },
  'a heading: { lead, accent, tail? }',
);

export const designerSchema = v.strictObject(
  {
    /** PLACEHOLDER: the designer's name. */
    name: text("the designer's name"),
    /** PLACEHOLDER: the address the Email buttons copy. */
    email: v.pipe(
      v.string('an email address (text)'),
      v.email('an email address such as "hello@example.com"'),
    ),
    /** Short role line for the header and footer. */
    role: text('a role such as "Product designer"'),
  },
  'the designer: { name, email, role }',
);

export const heroSchema = v.strictObject(
  {
    eyebrow: text('the line above the headline'),
    /** The headline reads "{lead} {typewriter word}"; the words come from core TYPEWRITER_WORDS. */
    headlineLead: text("the headline's fixed words"),
    tagline: text('a sentence or two under the headline'),
  },
  'the hero: { eyebrow, headlineLead, tagline }',
);

/** A button-like action on a card: an in-site route or an external link. */
export const cardActionSchema = v.variant(
  'kind',
  [
    v.strictObject(
      { kind: v.literal('route'), label: text('the button label'), to: sitePath },
      'a route action: { kind: "route", label, to }',
    ),
    v.strictObject(
      {
        kind: v.literal('external'),
        label: text('the button label'),
        href: webAddress('the link'),
      },
      'an external action: { kind: "external", label, href }',
    ),
  ],
  'an action: { kind: "route" | "external", label, to or href }',
);

/** Experiment card (docs/spec.md §3). */
export const experimentSchema = v.strictObject(
  {
    /** The card element's id on the home page (also stored as returnTargetId). */
    id: elementId,
    title: text('the card title'),
    desc: text('a sentence or two about it'),
    /** Short label above the title. */
    kicker: text('a short label above the title'),
    slug: v.optional(slug),
    liveUrl: v.optional(webAddress('the live link')),
    isPrototype: v.optional(v.boolean('true or false')),
    type: v.optional(v.literal('principles', '"principles" or nothing')),
    isRoute: v.optional(v.boolean('true or false')),
    actions: v.array(cardActionSchema, 'a list of actions'),
  },
  'an experiment card',
);

/** Playground item (docs/spec.md §3): one live demo from @portfolio/interactions. */
export const playgroundItemSchema = v.strictObject(
  {
    id: elementId,
    title: text('the demo title'),
    caption: text('a sentence about the demo'),
    type: v.picklist(
      ['smart-form-validation', 'progress-indicator', 'pricing-calculator'],
      'one of the package\'s demos: "smart-form-validation", "progress-indicator" or "pricing-calculator"',
    ),
  },
  'a playground item',
);

/** Project card (docs/spec.md §3). The impact line reads "{value} {label}". */
export const projectSchema = v.strictObject(
  {
    /** The card element's id on the home page. */
    id: elementId,
    name: text('the project name'),
    title: text('a one-line title'),
    tags: v.array(text('a tag'), 'a list of tags'),
    desc: text('a few sentences about it'),
    slug,
    liveUrl: v.optional(webAddress('the live link')),
    duration: text('how long it took'),
    role: text('your role'),
    impact: v.strictObject(
      { value: text('a figure such as "40%"'), label: text('what the figure measures') },
      'the impact: { value, label }',
    ),
  },
  'a project card',
);

/** A run of About text; `secondary` runs are struck through in short mode. */
export const aboutRunSchema = v.strictObject(
  { text: text('a run of text'), secondary: v.optional(v.boolean('true or false')) },
  'a run of text: { text, secondary? }',
);

export const aboutSchema = v.strictObject(
  {
    heading: text('the About heading'),
    paragraphs: v.array(
      v.array(aboutRunSchema, 'a paragraph: a list of runs'),
      'a list of paragraphs',
    ),
  },
  'the About section: { heading, paragraphs }',
);

/**
 * Gallery item (docs/spec.md §3): `src` is the photo's file name in src/content/gallery/ without its
 * extension (its size is read from the file at build, tools/vite-plugins/gallery-images.ts).
 */
export const galleryItemSchema = v.strictObject(
  {
    src: v.pipe(
      v.string('a photo\'s file name without extension, such as "stairwell" (text)'),
      v.regex(/^[^/\\.][^/\\]*$/, 'a photo\'s file name without extension, such as "stairwell"'),
    ),
    caption: text('a caption'),
    /** What the picture shows, for people who cannot see it. */
    alt: text('what the photo shows'),
  },
  'a gallery photo: { src, caption, alt }',
);

/** Footer links (docs/spec.md §1). */
export const socialLinkSchema = v.strictObject(
  {
    label: text('the service name'),
    /** What the service is, for the link's accessible name. */
    kind: text('what the service is'),
    href: webAddress('the profile link'),
  },
  'a social link: { label, kind, href }',
);

export const contactSchema = v.strictObject(
  {
    heading: accentHeadingSchema,
    body: text('a sentence under the heading'),
    copyright: text('the copyright line'),
    colophon: text('the colophon line'),
  },
  'the footer: { heading, body, copyright, colophon }',
);

const sectionIntro = v.strictObject(
  { eyebrow: text('the eyebrow'), heading: accentHeadingSchema, intro: text('the intro') },
  'a section: { eyebrow, heading, intro }',
);

export const sectionsSchema = v.strictObject(
  {
    experiments: sectionIntro,
    playground: v.strictObject(
      { ...sectionIntro.entries, viewAll: text('the "View all" link text') },
      'the Playground section: { eyebrow, heading, intro, viewAll }',
    ),
    projects: sectionIntro,
    about: v.strictObject(
      { eyebrow: text('the eyebrow'), toggle: text("the short mode's toggle label") },
      'the About section: { eyebrow, toggle }',
    ),
    gallery: v.strictObject(
      { ...sectionIntro.entries, pause: text("the pause button's label") },
      'the Gallery section: { eyebrow, heading, intro, pause }',
    ),
  },
  'the section headings: { experiments, playground, projects, about, gallery }',
);

/** Everything src/content/site.ts exports, checked as one. */
export const siteContentSchema = v.strictObject(
  {
    designer: designerSchema,
    hero: heroSchema,
    experiments: v.array(experimentSchema, 'a list of experiment cards'),
    playground: v.array(playgroundItemSchema, 'a list of playground items'),
    projects: v.array(projectSchema, 'a list of project cards'),
    about: aboutSchema,
    gallery: v.array(galleryItemSchema, 'a list of gallery photos'),
    social: v.array(socialLinkSchema, 'a list of social links'),
    contact: contactSchema,
    sections: sectionsSchema,
  },
  'the home content',
);

export type AccentHeading = v.InferOutput<typeof accentHeadingSchema>;
export type Designer = v.InferOutput<typeof designerSchema>;
export type Hero = v.InferOutput<typeof heroSchema>;
export type CardAction = v.InferOutput<typeof cardActionSchema>;
export type Experiment = v.InferOutput<typeof experimentSchema>;
export type PlaygroundItem = v.InferOutput<typeof playgroundItemSchema>;
export type Project = v.InferOutput<typeof projectSchema>;
export type AboutRun = v.InferOutput<typeof aboutRunSchema>;
export type About = v.InferOutput<typeof aboutSchema>;
export type GalleryItem = v.InferOutput<typeof galleryItemSchema>;
export type SocialLink = v.InferOutput<typeof socialLinkSchema>;
export type Contact = v.InferOutput<typeof contactSchema>;
export type Sections = v.InferOutput<typeof sectionsSchema>;
export type SectionIntro = v.InferOutput<typeof sectionIntro>;
export type SiteContent = v.InferOutput<typeof siteContentSchema>;

/** Checks the home content: one line per wrong or missing field, naming `file` and the field. */
export function parseSiteContent(data: unknown, file: string): SiteContent {
  return parseContent(siteContentSchema, data, file);
}
