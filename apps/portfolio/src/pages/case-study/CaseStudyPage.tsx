import { Suspense, use, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { caseStudies } from 'virtual:portfolio-seo/case-studies';
import { loadCaseStudy, type CaseStudy } from '../../content/case-studies';
import { experiments, projects } from '../../content/site';
import type { GatedBodyProps } from '../../gate/GatedBody';
import { lazyPage } from '../../routes/lazy-page';
import { caseStudyPath } from '../../routes/paths';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { PageSpinner } from '../PageSpinner';
import { HeadTags } from '../../seo/HeadTags';
import { notFoundMeta } from '../../seo/meta';
import { caseStudyMeta } from '../../seo/caseStudies';
import * as page from '../page.css';
import * as styles from './CaseStudyPage.css';
import { scrollToY } from '../../lib/scroll';

/** Room above the body's start when it is brought into view (the fixed bar's height and air). */
const BAR_CLEARANCE = 96;

/** The order the case studies are read in: experiments first, then projects (as on home). */
const READING_ORDER = [...experiments.filter((item) => item.slug), ...projects].map((item) => ({
  slug: item.slug as string,
  name: 'name' in item ? item.name : item.title,
}));

// The gate (unlock form, crypto, session) has its own chunks: public studies never load them. For
// a gated study they start loading with its content, not after it.
const loadGate = () => import('../../gate/GatedBody');
const GatedBody = lazyPage<GatedBodyProps>(() =>
  loadGate().then((gate) => ({ default: gate.GatedBody })),
);

// One promise per slug, so a re-render never starts a second load (React `use`).
const pending = new Map<string, Promise<CaseStudy>>();
function caseStudyPromise(slug: string): Promise<CaseStudy> | null {
  const cached = pending.get(slug);
  if (cached) return cached;
  const loading = loadCaseStudy(slug);
  if (loading) pending.set(slug, loading);
  // Its failure is the lazy gate's to report.
  if (loading && caseStudies.some((study) => study.slug === slug && study.gated))
    loadGate().catch(() => undefined);
  return loading;
}

/** External links of a case study (the prototype's playlist, a live site), from the home page's data. */
function outgoingLinks(slug: string): { label: string; href: string }[] {
  const experiment = experiments.find((item) => item.slug === slug);
  const fromActions = (experiment?.actions ?? []).flatMap((action) =>
    action.kind === 'external' ? [{ label: action.label, href: action.href }] : [],
  );
  const project = projects.find((item) => item.slug === slug);
  return project?.liveUrl
    ? [...fromActions, { label: 'Open Site', href: project.liveUrl }]
    : fromActions;
}

/** A gated study's encrypted figure files, opened in the browser after an unlock. */
interface SealedFigures {
  slug: string;
  assets: () => Promise<string[]>;
}

/** The study's body as HTML: its videos' posters and, once unlocked, its sealed figures load as the reader nears them. */
function Body({
  html,
  focusOnShow = false,
  sealed,
}: {
  /** The body, compiled at build from the study's Markdown (or decrypted after an unlock). */
  html: string;
  /** Scrolls the body's start into view and focuses it when shown (after an unlock on this page). */
  focusOnShow?: boolean;
  /** A gated study's encrypted figure files; none for a public study. */
  sealed?: SealedFigures;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const body = ref.current;
    if (!focusOnShow || !body) return;
    // After an unlock on this page the form is gone: the reading starts where it was. The text
    // arrived above whatever was below the form, and the browser's scroll anchoring kept that in
    // view, i.e. jumped past the study (and a plain focus() centres the tall body): bring the
    // body's start back, then put focus there without scrolling.
    const top = body.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight)
      scrollToY(window.scrollY + top - BAR_CLEARANCE, 'instant');
    body.focus({ preventScroll: true });
  }, [focusOnShow]);
  const sealedSlug = sealed?.slug;
  const sealedAssets = sealed?.assets;
  useEffect(() => {
    const root = ref.current;
    if (!sealedSlug || !sealedAssets || !root?.querySelector('figure[data-sealed]')) return;
    // Only an unlocked study with image files loads the decrypting code.
    let stop: (() => void) | undefined;
    let left = false;
    void import('./sealedFigures').then((module) => {
      if (!left) stop = module.openSealedFigures(root, sealedSlug, sealedAssets);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [html, sealedSlug, sealedAssets]);
  useEffect(() => {
    const root = ref.current;
    if (!root?.querySelector('video[data-poster]')) return;
    // An open study's videos get their posters as the reader nears them (the code only where
    // there is a video).
    let stop: (() => void) | undefined;
    let left = false;
    void import('./videoPosters').then((module) => {
      if (!left) stop = module.loadPostersNearViewport(root);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [html]);
  return (
    <div
      ref={ref}
      className={styles.prose}
      tabIndex={focusOnShow ? -1 : undefined}
      // Compiled at build from our own Markdown (and, when gated, authenticated by AES-GCM).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A whole case study: its summary, facts, body (or unlock form when gated) and the link to the next one. */
function CaseStudyArticle({
  study,
}: {
  /** The study's public summary and, for a public study, its body. */
  study: CaseStudy;
}) {
  const links = outgoingLinks(study.slug);
  const index = READING_ORDER.findIndex((item) => item.slug === study.slug);
  const next =
    READING_ORDER.length > 1 ? READING_ORDER[(index + 1) % READING_ORDER.length] : undefined;
  return (
    <article className={`${page.shell} ${styles.article}`}>
      <header className={styles.header}>
        <p className={page.eyebrow}>
          <span className={page.eyebrowDot} aria-hidden="true" />
          Case study · {study.year}
        </p>
        <h1 className={page.displayTitle}>{study.title}</h1>
        <p className={page.lede}>{study.summary}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Role</dt>
            <dd>{study.role}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{study.duration}</dd>
          </div>
          <div>
            <dt>Focus</dt>
            <dd>
              <ul className={styles.tagList}>
                {study.tags.map((tag) => (
                  <li key={tag} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        {links.length > 0 ? (
          <div className={styles.links}>
            {links.map((link) => (
              <a
                key={link.href}
                className={page.secondaryButton}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
                <span aria-hidden="true">↗</span>
              </a>
            ))}
          </div>
        ) : null}
      </header>
      {study.gated ? (
        <GatedBody
          slug={study.slug}
          sealed={study.sealed}
          renderOpen={(html, unlockedHere) => (
            <Body
              html={html}
              focusOnShow={unlockedHere}
              sealed={{ slug: study.slug, assets: study.sealedAssets }}
            />
          )}
        />
      ) : (
        <Body html={study.html} />
      )}
      <footer className={styles.footer}>
        <Link className={page.textLink} to="/#projects">
          ← All projects
        </Link>
        {next ? (
          <Link className={page.textLink} to={caseStudyPath(next.slug)}>
            Next: {next.name} →
          </Link>
        ) : null}
      </footer>
    </article>
  );
}

/** A study that loads after a client navigation: suspends until its content has come. */
function LoadedCaseStudy({
  promise,
}: {
  /** The study's content, loading. */
  promise: Promise<CaseStudy>;
}) {
  return <CaseStudyArticle study={use(promise)} />;
}

/** `/case-study/:slug` (docs/spec.md §2): the case study, its unlock form when gated, or the 404 page. */
export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  const promise = caseStudyPromise(slug);
  // The route's head tags (RouteHead leaves case-study paths to this page, so the studies'
  // metadata loads with this chunk only).
  const head = <HeadTags meta={(promise && caseStudyMeta(slug)) || notFoundMeta} />;
  if (!promise)
    return (
      <>
        {head}
        <NotFoundPage />
      </>
    );
  return (
    <>
      {head}
      <Suspense key={slug} fallback={<PageSpinner />}>
        <LoadedCaseStudy promise={promise} />
      </Suspense>
    </>
  );
}
