// The package's style recipes: class names whose CSS ships in styles.css (and in the stylesheet
// of each component that uses them), grouped by recipe, plus functions that pick a variant's
// classes. No 'use client': a server component can read them.
import {
  buttonFullWidth,
  buttonGhost,
  buttonPrimary,
  buttonSecondary,
  buttonSmall,
} from './button.css.js';
import { chipNeutral, chipSmall, chipSuccess } from './chip.css.js';
import { fieldAction, fieldInput, fieldWrap } from './field.css.js';
import { spinnerSize } from './spinner.css.js';
import { textCaption, textDescription, textEyebrow, textLabel, textTitle } from './text.css.js';

export { card, inset } from './surface.css.js';
export { focusRing } from './focus-ring.css.js';
export { visuallyHidden } from './visually-hidden.css.js';

/** A button's looks: one `primary` action per screen, `secondary` beside it, `ghost` for a quiet extra. */
export const buttonVariant = {
  primary: buttonPrimary,
  secondary: buttonSecondary,
  ghost: buttonGhost,
} as const;

/** A button's sizes: `md` (44px, the touch target; the looks' own) and `sm` (36px). */
export const buttonSize = { md: '', sm: buttonSmall } as const;

/** A button's look and size. */
export interface ButtonRecipe {
  /** `primary` (default), `secondary` or `ghost`. */
  variant?: keyof typeof buttonVariant;
  /** `md` (default) or `sm`. */
  size?: keyof typeof buttonSize;
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
}

/** The class names of a button: `<button className={button({ variant: 'secondary' })}>`. */
export function button({ variant = 'primary', size = 'md', fullWidth = false }: ButtonRecipe = {}) {
  return [buttonVariant[variant], buttonSize[size], fullWidth && buttonFullWidth]
    .filter(Boolean)
    .join(' ');
}

/** A chip's tones: `neutral` (a hint) and `success` (a saving, a gain). */
export const chipTone = { neutral: chipNeutral, success: chipSuccess } as const;

/** A chip's sizes: `md` (the tones' own) and `sm` (a tag inside a control). */
export const chipSize = { md: '', sm: chipSmall } as const;

/** A chip's tone and size. */
export interface ChipRecipe {
  /** `neutral` (default) or `success`. */
  tone?: keyof typeof chipTone;
  /** `md` (default) or `sm`. */
  size?: keyof typeof chipSize;
}

/** The class names of a chip: `<span className={chip({ tone: 'success' })}>Save 20%</span>`. */
export function chip({ tone = 'neutral', size = 'md' }: ChipRecipe = {}) {
  return [chipTone[tone], chipSize[size]].filter(Boolean).join(' ');
}

export { spinnerSize };

/** The class names of a loading spinner (`aria-hidden`; a text beside it says what loads). */
export function spinner({ size = 'md' }: { size?: keyof typeof spinnerSize } = {}) {
  return spinnerSize[size];
}

/** Text by role: `title`, `label`, `description`, `caption` and `eyebrow`. */
export const text = {
  title: textTitle,
  label: textLabel,
  description: textDescription,
  caption: textCaption,
  eyebrow: textEyebrow,
} as const;

/** A text field: `wrap` (positions the action) around the `input` and its `action` button. */
export const field = { wrap: fieldWrap, input: fieldInput, action: fieldAction } as const;
