import { vars } from '@portfolio/interactions';

/*
 * The site's type scale: a few text steps and fluid display sizes, named by size, not by where
 * they are used. Built in pure functions (no side effects). Its own module, not
 * tokens.ts: a script that imports a token (lib/motion.ts) must not bundle the theme contract.
 */
const textSteps = /* @__NO_SIDE_EFFECTS__ */ () =>
  ({
    /** 12 px: small uppercase labels, captions. */
    xs: vars.fontSize.xs,
    /** 13 px: meta lines, chips, footnotes. */
    caption: '0.8125rem',
    /** 14 px: secondary text, labels. */
    sm: vars.fontSize.sm,
    /** 15 px: buttons, navigation, short supporting copy. */
    ui: '0.9375rem',
    /** 16 px: body text and fields. */
    md: vars.fontSize.md,
    /** 18 px: a case study's h3, a caption that leads. */
    lg: vars.fontSize.lg,
    /** 22 px: a small title (the gate's, a Playground demo's). */
    xl: vars.fontSize.xl,
    /** 24 px: the password dialog's title. */
    '2xl': '1.5rem',
  }) as const;

/**
 * Text sizes: the theme's steps (`vars.fontSize`: a theme that changes one changes the site too)
 * and the two in-between sizes of the site's small text (13 and 15 px), in rem.
 */
export const fontSize = textSteps();

const fluid = /* @__NO_SIDE_EFFECTS__ */ (size: string, leading: number, tracking: string) =>
  ({ size, leading, tracking }) as const;

const displaySteps = /* @__NO_SIDE_EFFECTS__ */ () =>
  ({
    /** 44 → 152 px: home's name. */
    '1': fluid('clamp(2.75rem, 0.9rem + 9.2vw, 9.5rem)', 0.94, '-0.05em'),
    /** 40 → 120 px: the footer's call to action. */
    '2': fluid('clamp(2.5rem, 1.2rem + 6vw, 7.5rem)', 0.98, '-0.045em'),
    /** 40 → 76 px: a page's h1, the intro's name. */
    '3': fluid('clamp(2.5rem, 7vw, 4.75rem)', 1.02, '-0.035em'),
    /** 36 → 72 px: a home section's h2. */
    '4': fluid('clamp(2.25rem, 1.4rem + 3.6vw, 4.5rem)', 1.02, '-0.035em'),
    /** 32 → 52 px: big figures (a project's name and impact, a metric), a pull quote. */
    '5': fluid('clamp(2rem, 1.5rem + 1.8vw, 3.25rem)', 1, '-0.04em'),
    /** 28 → 40 px: a lazy page's h2, a link of the mobile menu. */
    '6': fluid('clamp(1.75rem, 3.6vw, 2.5rem)', 1.12, '-0.02em'),
    /** 24 → 32 px: a case study's h2, a card's title. */
    '7': fluid('clamp(1.5rem, 3vw, 2rem)', 1.2, '-0.02em'),
  }) as const;

/**
 * Display sizes, largest first: fluid between a phone and a wide screen (`clamp()`), each with
 * the leading and tracking that size reads best at. recipes.ts `displayText` writes them.
 */
export const display = displaySteps();

const leadSteps = /* @__NO_SIDE_EFFECTS__ */ () =>
  ({
    /** 20 → 28 px: About's paragraphs, a project's summary. */
    lg: 'clamp(1.25rem, 1.05rem + 0.8vw, 1.75rem)',
    /** 18 → 23 px: the hero's and a page's introduction. */
    md: 'clamp(1.125rem, 1rem + 0.55vw, 1.4375rem)',
    /** 17 → 19 px: a section's introduction, a case study's prose, the footer's note. */
    sm: 'clamp(1.0625rem, 1rem + 0.3vw, 1.1875rem)',
  }) as const;

/** Lead text: body text that grows a little with the screen (fluid, `clamp()`). */
export const leadSize = leadSteps();

/**
 * Sizes relative to the text around them (em), not steps: a serif word set in a sans headline
 * (the serif's smaller x-height), and a pull quote inside the prose.
 */
export const relativeSize = { serifAccent: '1.08em', quote: '1.4em' } as const;
