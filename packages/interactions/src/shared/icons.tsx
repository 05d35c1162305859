// Decorative icons: every one is aria-hidden, the text beside it carries the meaning.

/** Size and line weight of an icon; the glyph itself is fixed. */
export interface IconProps {
  /** Width and height in px (default 20). */
  size?: number;
  /** Line weight in the 24-unit grid of the glyph (default 2). */
  strokeWidth?: number;
}

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An open eye: "the password is hidden, show it". */
export function EyeIcon({ size = 20, strokeWidth = 2 }: IconProps) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={strokeWidth}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/**
 * The same eye struck through: "the password is shown, hide it". The open eye's own paths under
 * the stroke (not a broken outline of its own), so a bundle carries the eye's outline once.
 */
export function EyeOffIcon({ size = 20, strokeWidth = 2 }: IconProps) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={strokeWidth}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

export function CheckIcon({ size = 20, strokeWidth = 2 }: IconProps) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={strokeWidth}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function AlertIcon({ size = 20, strokeWidth = 2 }: IconProps) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={strokeWidth}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5" />
      <path d="M12 16.2v.3" />
    </svg>
  );
}
