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
