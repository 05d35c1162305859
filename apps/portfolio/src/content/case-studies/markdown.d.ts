// Case-study Markdown files are compiled at build time into modules (tools/vite-plugins/case-study-content.ts).
declare module '*.md' {
  import type { CaseStudy } from './types';
  const caseStudy: CaseStudy;
  export default caseStudy;
}
