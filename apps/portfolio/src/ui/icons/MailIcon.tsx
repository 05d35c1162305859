/** An envelope, on the Email buttons of the footer (20 px) and the mobile menu (18 px). */
export function MailIcon({
  size = 20,
}: {
  /** Width and height in px. */
  size?: number;
}) {
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
