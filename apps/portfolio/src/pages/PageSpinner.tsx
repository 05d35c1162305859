import { pageMessages } from '@portfolio/core';

/** Shown while a lazy page loads (spec §2). */
export function PageSpinner() {
  return (
    <div role="status" aria-live="polite">
      {pageMessages.loading}
    </div>
  );
}
