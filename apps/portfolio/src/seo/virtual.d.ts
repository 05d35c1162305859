// Provided at build time by tools/vite-plugins/seo-plugin.ts.
declare module 'virtual:portfolio-seo' {
  /** The site's base URL, from env SITE_URL (no trailing slash). */
  export const siteUrl: string;
}

// Its own module, so the summaries load with the case-study page only.
declare module 'virtual:portfolio-seo/case-studies' {
  /** Each case study's public front matter (never its body); its shape is the front matter's. */
  // An ambient module cannot import a relative path; an import() type can.
  export const caseStudies: ReadonlyArray<
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    import('../content/case-studies/types').CaseStudySeo
  >;
}
