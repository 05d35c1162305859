import type { CSSProperties } from 'react';
import { vars } from '../packages/interactions/src/theme/index.js';

/*
 * Inline layout for the Headless and In-a-form stories: markup of your own, styled only with the
 * package's tokens (`vars`) and recipes (`card`, `button`, `field`, `text`, `chip`), as a host
 * app would, so those examples look designed rather than like raw browser controls.
 */

/** A vertical stack with the token gap. */
export const stack = (gap: keyof typeof vars.space = '4'): CSSProperties => ({
  display: 'grid',
  gap: vars.space[gap],
});

/** A wrapping row with the token gap. */
export const row = (gap: keyof typeof vars.space = '2'): CSSProperties => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[gap],
});

/** A choice drawn as a bordered tile (a radio's label), in the accent colours when chosen. */
export const optionTile = (chosen: boolean): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${chosen ? vars.color.accent : vars.color.borderStrong}`,
  background: chosen ? vars.color.accentSoft : vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});

/** Native radios, checkboxes and ranges in the theme's accent. */
export const accentControl: CSSProperties = { accentColor: vars.color.accent, margin: 0 };

/** A full-width native range in the accent. */
export const rangeInput: CSSProperties = { ...accentControl, width: '100%', minHeight: 32 };

/** A status line under a field, in the tone of its state. */
export const statusLine = (tone: 'invalid' | 'warning' | 'valid' | null | undefined) => ({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.sm,
  color:
    tone === 'invalid'
      ? vars.color.danger
      : tone === 'warning'
        ? vars.color.warning
        : tone === 'valid'
          ? vars.color.success
          : vars.color.textMuted,
});

/** A progress track and its fill, in the theme's colours. */
export const track: CSSProperties = {
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.track,
  overflow: 'hidden',
};
export const fill = (percent: number): CSSProperties => ({
  height: '100%',
  inlineSize: `${percent}%`,
  borderRadius: 'inherit',
  background: vars.color.accent,
});
