import { pageMessages } from '@portfolio/core';

/** Placeholder 404 (routes issue). */
export function NotFoundPage() {
  return (
    <>
      <h1>{pageMessages.notFoundTitle}</h1>
      <p>{pageMessages.notFoundBody}</p>
    </>
  );
}
