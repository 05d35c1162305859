// The site's icons, all decorative (aria-hidden): the button or text beside each carries the
// meaning. A glyph the package already draws comes from the package, so both show the same one.
export { EyeIcon, EyeOffIcon } from '@portfolio/interactions/icons';
import type { ToastTone } from './Toast';

/** An envelope, on the Email buttons of the footer (20 px) and the mobile menu (18 px). */
export function MailIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <path
        d="M3 5.5h14v9H3zM3 5.5l7 5.25 7-5.25"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A padlock, the badge of the password modal. */
export function LockIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="15.5" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** A cross, the close button of the password modal. */
export function CloseIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** An arrow out to the top right, after the footer's links to other sites (12 px). */
export function ExternalArrowIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" className={className}>
      <path
        d="M3.5 8.5l5-5M4.5 3.5h4v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.25"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A small padlock, on a gated project's "Case study" button (14 px). */
export function SmallLockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v6.5h-9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The toast's glyph: a tick for "done", a small envelope for "here is the address" (16 px). */
export function ToastIcon({ tone, className }: { tone: ToastTone; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" width="16" height="16">
      {tone === 'success' ? (
        <path
          d="M3.5 8.5l3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M2.5 4.5h11v7h-11zM2.5 4.5l5.5 4.25 5.5-4.25"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
