import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import type { spinnerSize } from '@portfolio/interactions/recipes';
import { button, chip, spinner } from '@portfolio/interactions/recipes';
import { site, themeSwitching } from './tokens';
import { display, fontSize } from './type';

/*
 * The site's shared style recipes. Most are plain style objects that a `*.css.ts` of the site
 * spreads into its own `style()` (then adds what is its own), so a recipe is written once and the
 * CSS of each class stays whole. The ones built on the package's recipes (`pillButton`,
 * `outlinePill`, `siteChip` and `tocPill`, `spinnerRing`) return `[recipe, variant]` for `style()`,
 * which composes the package's classes with the site's variant.
 */

/*
 * Layout primitives, after Braid's Stack and Inline: a vertical stack (grid rows with a gap), a
 * cluster (items in a row, centred on the cross axis, with a gap) and a wrapping row. A gap is a
 * step of the theme's space scale (`'1'` is 4 px … `'8'` is 32 px), never a raw length.
 */
type Space = keyof typeof vars.space;

export const stack = (gap: Space) => ({ display: 'grid', gap: vars.space[gap] }) as const;
export const cluster = (gap: Space, display: 'flex' | 'inline-flex' = 'flex') =>
  ({ display, alignItems: 'center', gap: vars.space[gap] }) as const;
export const wrapRow = { display: 'flex', flexWrap: 'wrap' } as const;

/** A display size of the type scale (type.ts `display`): its size, leading and tracking. */
export const displayText = (step: keyof typeof display) => {
  const { size, leading, tracking } = display[step];
  return { fontSize: size, lineHeight: leading, letterSpacing: tracking } as const;
};

/**
 * A glyph of two parallel bars in the text colour, drawn as a box's two borders: upright bars
 * (`'inline'`, the Pause icon) or lying ones (`'block'`, the Menu glyph).
 */
export const twoBars = (
  axis: 'inline' | 'block',
  { width, height, bar }: { width: string; height: string; bar: string },
) =>
  ({
    width,
    height,
    [axis === 'inline' ? 'borderInline' : 'borderBlock']: `${bar} solid currentColor`,
  }) as const;

/** Supporting copy (an intro, a caption, a description): muted, at a size and leading, kept to a reading measure. */
export const mutedCopy = (size: string, leading: number, measure: `${number}ch`) =>
  ({
    fontSize: size,
    lineHeight: leading,
    color: vars.color.textMuted,
    maxWidth: measure,
  }) as const;

/** A heading of the pages other than home: the display face at a display step, bold, its lines balanced. */
export const pageHeading = (step: keyof typeof display) =>
  ({
    fontFamily: vars.font.display,
    ...displayText(step),
    fontWeight: 700,
    textWrap: 'balance',
  }) as const;

/** The focus ring of every custom focus style (the same as the global `:focus-visible` one). */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '3px',
} as const;

/** The centred content column with the page gutter. */
export const column = {
  width: '100%',
  maxWidth: `calc(${site.maxWidth} + 2 * ${site.gutter})`,
  marginInline: 'auto',
  paddingInline: site.gutter,
} as const;

/** A small uppercase mono label: home's eyebrows and kickers, the footer's and the menu's titles. */
export const monoLabel = {
  fontFamily: vars.font.mono,
  fontSize: fontSize.xs,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
} as const;

/** A home section's eyebrow: a short rule, then the mono label. */
export const eyebrowRuled = {
  ...cluster('3'),
  ...monoLabel,
  fontWeight: 500,
  selectors: {
    '&::before': { content: '""', width: '28px', height: '1px', backgroundColor: 'currentColor' },
  },
} as const;

/** A small uppercase sans label: the lazy pages' fact names and note titles, the gate's eyebrow. */
export const capsLabel = {
  fontSize: fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
} as const;

/** An eyebrow led by a mark (a status dot, an icon): the label's look in an inline row, `gap` apart. */
export const markedEyebrow = (gap: Space, label: typeof monoLabel | typeof capsLabel) =>
  ({ ...cluster(gap, 'inline-flex'), ...label }) as const;

/** A site look: its rules, and its `hover` apart (written under `&:hover`). */
type SiteLook = StyleRule & { hover?: StyleRule };

/**
 * A site variant composed after a package recipe's classes: `base` (what the site changes of the
 * recipe), then `look`; the variant's selectors are `first`, the look's hover, then its own.
 * For `style()`.
 */
const composedOn = (
  recipe: string,
  base: StyleRule,
  { hover, selectors, ...look }: SiteLook,
  first: Record<string, StyleRule> = {},
): [string, StyleRule] => [
  recipe,
  { ...base, ...look, selectors: { ...first, ...(hover && { '&:hover': hover }), ...selectors } },
];

/**
 * The outline pill button of home (About's toggle, the gallery's pause), on the package's
 * `button({ variant: 'ghost' })`: no fill, its 44 px and its focus ring. The site's variant adds the
 * pill, the hairline border, the text colour and its size and weight, then `look` (padding, gap,
 * states), whose `hover` is its own (the ghost's fill stays off: its plain `:hover` is outranked by
 * nothing the look adds). For `style()`: the recipe's classes composed with the variant.
 */
export const outlinePill = ({ hover, ...look }: SiteLook) =>
  composedOn(
    button({ variant: 'ghost' }),
    {
      borderRadius: vars.radius.pill,
      lineHeight: 1.5,
      borderColor: vars.color.borderStrong,
      color: vars.color.text,
      fontSize: fontSize.ui,
      fontWeight: 560,
    },
    { ...look, hover: { background: 'transparent', ...hover } },
    { [themeSwitching]: { transition: 'none' } },
  );

/**
 * A native `<dialog>` opened with `showModal()` (`ui/useModalDialog.ts`): none of the browser's
 * frame, the theme's text colour; the dialog's own rule adds its size and placement.
 */
export const modalDialog = {
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  maxWidth: 'none',
} as const;

/**
 * A modal dialog's `::backdrop`: the page behind dimmed by `dim`, and blurred by `blur` if given.
 * A full-screen blur is re-rendered on every frame of the dialog's entrance: the mobile menu, the
 * dialog a phone opens most, dims without one (it held the opening frame back at 4× CPU, issue 30).
 */
export const modalBackdrop = (dim: string, blur?: string) =>
  blur
    ? ({ background: dim, backdropFilter: `blur(${blur})` } as const)
    : ({ background: dim } as const);

/**
 * A site chip on the package's `chip()` recipe (its neutral tone: the pill, the hairline border,
 * the muted colour, the body family): no fill and the text's own weight, then the site's `look`,
 * whose `hover` is its own. For `style()`.
 */
export const siteChip = (look: SiteLook) =>
  composedOn(chip({ tone: 'neutral' }), { background: 'transparent', fontWeight: 'inherit' }, look);

/** A pill-shaped link in a table of contents (the lazy pages' section lists); `look` adds its height and text. */
export const tocPill = (look: StyleRule) =>
  siteChip({
    display: 'inline-flex',
    alignItems: 'center',
    padding: `0 ${vars.space['4']}`,
    color: vars.color.text,
    textDecoration: 'none',
    ...look,
    transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
    hover: { borderColor: vars.color.borderStrong, background: vars.color.surface },
    selectors: {
      [themeSwitching]: { transition: 'none' },
      '&:focus-visible': focusRing,
    },
  });

/** A wrapping row of list items with no bullets (a table of contents, chips). */
export const wrapList = {
  ...wrapRow,
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/**
 * The package's enabled hover, as `button()` writes it: a site look's hover under the same
 * selector has its specificity and, composed after the recipe, wins.
 */
const buttonHover = '&:hover:not(:disabled):not([aria-disabled="true"])';

/** The pill button's sizes over the package's: md keeps its 44 px and padding at 15 px text, lg its 16 px text at 48 px. */
const pillButtonSizes = {
  md: { fontSize: fontSize.ui },
  lg: { minHeight: 48, padding: `0 ${vars.space['6']}` },
} as const;

/**
 * The pill button's tones over the package's looks: `primary` is the package's accent fill and
 * hover, edged in the fill; `secondary` is the package's outlined one without its surface fill, the
 * track on hover.
 */
const pillButtonTones = {
  // The site's hairline in the fill's colour (the package's is transparent: the fill shows through
  // it, but its rounded ends antialias a shade apart).
  primary: {
    borderColor: vars.color.accent,
    selectors: { [buttonHover]: { borderColor: vars.color.accentHover } },
  },
  secondary: {
    background: 'transparent',
    selectors: { [buttonHover]: { background: vars.color.track } },
  },
} satisfies Record<string, StyleRule>;

/**
 * The site's pill button (a link or a button), in a tone and a size: the package's
 * `button({ variant: tone })` with the site's variant composed after it (the pill, the sizes, no
 * underline on a link, a 1 px press); `selectors` adds states of its own (the gate's busy submit).
 * For `style()`.
 */
export function pillButton(
  tone: keyof typeof pillButtonTones,
  size: keyof typeof pillButtonSizes,
  selectors: Record<string, StyleRule> = {},
): [string, StyleRule] {
  const { selectors: toneSelectors, ...look }: StyleRule = pillButtonTones[tone];
  return composedOn(
    button({ variant: tone }),
    {
      ...pillButtonSizes[size],
      borderRadius: vars.radius.pill,
      lineHeight: 1.5,
      textDecoration: 'none',
    },
    { ...look, selectors: { ...toneSelectors, ...selectors } },
    { [themeSwitching]: { transition: 'none' }, '&:active': { transform: 'translateY(1px)' } },
  );
}

/**
 * A site button of its own look on the package's `button({ variant })`: the recipe gives the
 * element, the focus ring, the states' plumbing and the disabled look; `look` restates what the
 * site draws differently (box, type, colours), and its `hover` is written under the package's
 * enabled-hover selector, so it outranks the recipe's hover. Colour fades stop while the theme
 * switches. For `style()`.
 */
export const siteButton = (
  variant: 'primary' | 'secondary',
  { hover, selectors, ...look }: SiteLook,
): [string, StyleRule] => [
  button({ variant }),
  {
    ...look,
    selectors: {
      [themeSwitching]: { transition: 'none' },
      ...(hover && { [buttonHover]: hover }),
      ...selectors,
    },
  },
];

/**
 * A spinning ring (the gate's busy submit, the lazy pages' "Loading...", a Playground demo on its
 * way): the package's `spinner` recipe in one of its sizes (`sm` 14, `md` 20, `lg` 22 px), still
 * under reduced motion (the text beside it says what is happening); `track` is the site's variant,
 * a ring drawn on another colour. For `style()`: the recipe's classes composed with the variant.
 */
export const spinnerRing = (size: keyof typeof spinnerSize, track?: string) =>
  track
    ? [spinner({ size }), { borderColor: track, borderTopColor: vars.color.accent }]
    : [spinner({ size })];
