import { style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media } from '../styles/tokens';
import { fontSize } from '../styles/type';
import { cluster, mutedCopy, spinnerRing, stack } from '../styles/recipes';
import { room } from '../ui/demoRoom.css';

/** Each demo's stage holds the room its first state takes (ui/demoRoom.css.ts). */
export { stage } from '../ui/demoRoom.css';

export const viewAll = style({ marginTop: vars.space['6'] });

/** Phones and tablets: one column. Desktop: form and progress on the left, pricing beside them. */
export const grid = style({
  display: 'grid',
  gap: `clamp(48px, 6vw, 64px) clamp(${vars.space['6']}, 3vw, 48px)`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"form pricing" "progress pricing"',
      alignItems: 'start',
    },
  },
});

/** A demo's frame: its title and caption, then the demo's stage; the frame is the stage's room. */
export const frame = style([
  room,
  {
    ...stack('5'),
    '@media': {
      [media.desktop]: {
        selectors: {
          '&[data-demo="smart-form-validation"]': { gridArea: 'form' },
          '&[data-demo="progress-indicator"]': { gridArea: 'progress' },
          '&[data-demo="pricing-calculator"]': { gridArea: 'pricing' },
        },
      },
    },
  },
]);

export const frameHeader = style({
  ...stack('2'),
  paddingInline: vars.space['1'],
});

export const frameTitle = style({
  ...cluster('2'),
  fontSize: fontSize.xl,
  lineHeight: 1.2,
  letterSpacing: '-0.02em',
  fontWeight: 620,
  selectors: {
    '&::before': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: '2px',
      backgroundColor: vars.color.accent,
      transform: 'rotate(45deg)',
    },
  },
});

export const caption = style(mutedCopy(fontSize.ui, 1.55, '52ch'));

export const placeholder = style({
  flex: 1,
  ...stack('3'),
  placeContent: 'center',
  justifyItems: 'center',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

/** Still until its demo's code is on the way: a ring turning off screen made the compositor draw
 * a frame every vsync from the first paint on (issue 30). */
export const spinner = style([
  ...spinnerRing('md', vars.color.border),
  { selectors: { '[data-demo-loading="waiting"] > &': { animationPlayState: 'paused' } } },
]);
