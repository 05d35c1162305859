import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { PageReady } from './pages/PageReady';
import { PageSpinner } from './pages/PageSpinner';
import { RouteErrorBoundary } from './pages/error/RouteErrorBoundary';
import { lazyPage, listenForPreloadErrors } from './pages/lazy-page';
import { reportPageView, startPageViews } from './pages/page-views';

// Lazy pages (spec §2, §7): each is its own chunk, loaded on demand; a chunk that fails to
// load reloads the page once, then shows the error page.
const CaseStudyPage = lazyPage(() => import('./pages/case-study/CaseStudyPage'));
const MicroInteractionsPage = lazyPage(
  () => import('./pages/micro-interactions/MicroInteractionsPage'),
);
const DesignPrinciplesPage = lazyPage(
  () => import('./pages/design-principles/DesignPrinciplesPage'),
);

// As early as possible: a failed preload can happen before the first effect runs.
listenForPreloadErrors();

/** A page, then the mark that says it has hydrated and run its effects (<PageReady />). */
const page = (content: ReactNode) => (
  <>
    {content}
    <PageReady />
  </>
);

/** A lazy page in its own keyed Suspense boundary, the mark inside it so it waits for the chunk. */
const suspendedPage = (key: string, content: ReactNode) => (
  <Suspense key={key} fallback={<PageSpinner />}>
    {content}
    <PageReady />
  </Suspense>
);

/**
 * The site's routes (spec §2), inside the error boundary of spec §8. Each lazy route has its own
 * keyed Suspense boundary: router navigations run as transitions, which would keep the old page
 * on screen inside a reused boundary instead of showing "Loading...".
 */
export function App() {
  const location = useLocation();

  useEffect(() => {
    startPageViews();
  }, []);

  useEffect(() => {
    reportPageView(location.pathname);
  }, [location.pathname]);

  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={page(<HomePage />)} />
          <Route path="case-study/:slug" element={suspendedPage('case-study', <CaseStudyPage />)} />
          <Route
            path="micro-interactions"
            element={suspendedPage('micro-interactions', <MicroInteractionsPage />)}
          />
          <Route
            path="design-principles"
            element={suspendedPage('design-principles', <DesignPrinciplesPage />)}
          />
          <Route path="*" element={page(<NotFoundPage />)} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
