import { createSafeStorage } from '@portfolio/core';

/** sessionStorage that never throws (docs/spec.md §3: failures read as "no flag"). */
export const session = /* @__PURE__ */ createSafeStorage(() =>
  typeof window === 'undefined' ? null : window.sessionStorage,
);

/** localStorage that never throws. */
export const local = /* @__PURE__ */ createSafeStorage(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);
