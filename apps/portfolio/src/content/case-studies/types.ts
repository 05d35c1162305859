import type { SealedContent } from '../../gate/crypto';

/** The public part of a case study: its front matter. Shown even when the study is gated. */
export interface CaseStudyMeta {
  slug: string;
  /** The project's name: the page's h1. */
  title: string;
  /** One or two sentences shown above the body, and as the public summary of a gated study. */
  summary: string;
  role: string;
  duration: string;
  year: string;
  tags: string[];
}

/** A case study as its compiled module exports it (see build/case-study-content.ts). */
export type CaseStudy =
  | (CaseStudyMeta & { gated: false; /** compiled HTML of the Markdown body */ html: string })
  | (CaseStudyMeta & {
      gated: true;
      /** loads the compiled HTML, encrypted at build (its own chunk: only an unlock needs it) */
      sealed: () => Promise<SealedContent>;
      /** The URLs of its encrypted figure files, in the order its HTML's `data-asset` names them */
      sealedAssets: () => Promise<string[]>;
    });
