import type { SealedContent } from '../../gate/crypto';
import type { FrontMatter } from './front-matter';

/**
 * The public part of a case study: its front matter (declared once, in front-matter.ts) and its
 * slug (the file name). Shown even when the study is gated.
 */
export type CaseStudyMeta = Omit<FrontMatter, 'gated'> & { slug: string };

/**
 * What the routes' head metadata needs of a study: its slug and part of its front matter. The
 * build's `virtual:portfolio-seo/case-studies` exports one per study
 * (tools/vite-plugins/seo-plugin.ts), so the head never pulls a study's body.
 */
export type CaseStudySeo = { slug: string } & Pick<FrontMatter, 'title' | 'summary' | 'gated'>;

/** A case study as its compiled module exports it (see tools/vite-plugins/case-study-content.ts). */
export type CaseStudy =
  | (CaseStudyMeta & { gated: false; /** compiled HTML of the Markdown body */ html: string })
  | (CaseStudyMeta & {
      gated: true;
      /** loads the compiled HTML, encrypted at build (its own chunk: only an unlock needs it) */
      sealed: () => Promise<SealedContent>;
      /** The URLs of its encrypted figure files, in the order its HTML's `data-asset` names them */
      sealedAssets: () => Promise<string[]>;
    });
