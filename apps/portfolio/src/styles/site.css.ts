import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site, themeSwitching } from './tokens';
import { fontSize, leadSize } from './type';
import { column, eyebrowRuled, displayText, mutedCopy, siteChip, stack } from './recipes';

/** The centred content column with the page gutter. */
export const container = style(column);

/**
 * A page region that skips its layout and paint while away from the viewport: home's sections,
 * the demos of `/micro-interactions`, the principles of `/design-principles`, and the contact
 * footer (`#contact`). Each is a `section` with an id (or the footer): the theme switch and the
 * Menu find them by that (src/layout/offScreenRegions.ts) to skip the ones rendered off screen.
 * Each sets its own `containIntrinsicSize: 'auto <a typical height>'`, the height it has until it
 * is first rendered (the browser then keeps its real one). Nothing in one may rely on overflowing
 * it, or on `position: fixed` inside it: while it skips, it contains its layout and paint.
 */
export const offScreenRegion = style({});

/** Every off-screen region: the class, and the footer by its id (an id's weight, see below). */
export const regions = `:is(${offScreenRegion}, #contact)`;

/** A home section: generous vertical rhythm. */
export const section = style([
  offScreenRegion,
  {
    paddingBlock: `calc(${site.sectionSpace} / 2)`,
    position: 'relative',
    containIntrinsicSize: 'auto 1000px',
  },
]);

// Until something needs exact positions, the browser skips the regions' layout and paint while
// they are away from the viewport ("auto" keeps each one's size once rendered). A scroll to a
// section or a saved position first sets <html data-layout="full"> (src/lib/scroll.ts), so it
// lands where the laid-out page says. The footer's serif accent word is then neither drawn nor
// downloaded before the first paint of a page that preloads no serif (issue 30,
// tools/prerender/html.ts). On a long page a phone's first paint, the font swap after it and a
// first tap's restyle cover only the first screens (issue 30, twelfth pass).
globalStyle(`html:not([data-layout="full"]) ${regions}`, {
  contentVisibility: 'auto',
});

/** Section header: eyebrow + heading on the left, intro on the right from tablet up. */
export const sectionHeader = style({
  ...stack('5'),
  marginBottom: 'clamp(40px, 6vw, 72px)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      alignItems: 'end',
      columnGap: '64px',
    },
  },
});

export const eyebrow = style({ ...eyebrowRuled, marginBottom: vars.space['5'] });

export const eyebrowNumber = style({ color: vars.color.accent });

export const sectionTitle = style({
  ...displayText('4'),
  fontWeight: 620,
});

export const sectionIntro = style({
  ...mutedCopy(leadSize.sm, 1.6, '44ch'),
  '@media': {
    [media.desktop]: { justifySelf: 'end', paddingBottom: vars.space['2'] },
  },
});

/** An italic serif accent inside a sans heading. */
export const serifAccent = style({
  fontFamily: site.serif,
  fontStyle: 'italic',
  fontWeight: 400,
  letterSpacing: '-0.01em',
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '10px',
  minHeight: '44px',
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: fontSize.ui,
  fontWeight: 560,
  letterSpacing: '-0.005em',
  lineHeight: 1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.base} ${vars.motion.easing}, color ${vars.motion.base} ${vars.motion.easing}, border-color ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [themeSwitching]: { transition: 'none' },
    '&:active': { transform: 'scale(0.97)' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none', selectors: { '&:active': { transform: 'none' } } },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      backgroundColor: vars.color.text,
      color: vars.color.bg,
      selectors: { '&:hover': { backgroundColor: vars.color.accent, color: vars.color.onAccent } },
    },
  ],
  secondary: [
    buttonBase,
    {
      backgroundColor: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&:hover': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceRaised },
      },
    },
  ],
});

/** Small arrow glyph that nudges on hover of its button. */
export const arrow = style({
  display: 'inline-block',
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${buttonBase}:hover &`]: { transform: 'translateX(3px)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** A small label chip (tags), on the package's chip recipe. */
export const chip = style(
  siteChip({
    display: 'inline-flex',
    alignItems: 'center',
    height: '28px',
    padding: `0 ${vars.space['3']}`,
    fontSize: fontSize.caption,
    whiteSpace: 'nowrap',
  }),
);

/** A list with no bullets or indent (its items keep list semantics). */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });
