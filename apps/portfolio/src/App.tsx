import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { HomePage, prefetchLowerSections } from './home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { PageSpinner } from './pages/PageSpinner';
import { RouteErrorBoundary } from './pages/error/RouteErrorBoundary';
import { reportPageView, startPageViews } from './analytics/page-views';
import { lazyPage, listenForPreloadErrors } from './routes/lazy-page';
import { PageReady } from './routes/PageReady';
import { ROUTES, type EagerPageId, type SiteRoute } from './routes/table';
import { declareMoreFaces } from './fonts/moreFaces';

// As early as possible: a failed preload can happen before the first effect runs.
listenForPreloadErrors();

/** The page of each route the table keeps in the initial JavaScript (no `load`): one each, checked by the compiler. */
const EAGER_PAGES: Record<EagerPageId, ComponentType> = {
  home: HomePage,
  'not-found': NotFoundPage,
};

/**
 * A route's element. A lazy page (docs/spec.md §2, §7) is its own chunk, loaded on demand in its own keyed
 * Suspense boundary (a chunk that fails to load reloads the page once, then shows the error
 * page); the mark that says the page has hydrated and run its effects (<PageReady />) comes after
 * the page, inside that boundary, so it waits for the chunk.
 */
function routeElement(route: SiteRoute): ReactNode {
  if (!route.load) {
    const Page = EAGER_PAGES[route.id as EagerPageId];
    // Home renders its mark itself, after its lazily loaded lower sections (src/home/HomePage.tsx).
    if (route.id === 'home') return <Page />;
    return (
      <>
        <Page />
        <PageReady />
      </>
    );
  }
  const Page = lazyPage(route.load);
  return (
    <Suspense key={route.id} fallback={<PageSpinner />}>
      <Page />
      <PageReady />
    </Suspense>
  );
}

/** Built once: `lazyPage` must keep one lazy component per route across renders. */
const ROUTE_ELEMENTS = ROUTES.map((route) => ({ route, element: routeElement(route) }));

/**
 * The site's routes (docs/spec.md §2), inside the error boundary of docs/spec.md §8. Each lazy route has its own
 * keyed Suspense boundary: router navigations run as transitions, which would keep the old page
 * on screen inside a reused boundary instead of showing "Loading...".
 */
export function App() {
  const location = useLocation();

  useEffect(() => {
    startPageViews();
    prefetchLowerSections();
  }, []);

  useEffect(() => {
    reportPageView(location.pathname);
  }, [location.pathname]);

  // Another page than the prerendered one may have characters its faces lack (src/fonts/moreFaces.ts).
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) declareMoreFaces();
  }, [location.pathname]);

  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Routes>
        <Route element={<SiteLayout />}>
          {ROUTE_ELEMENTS.map(({ route, element }) =>
            route.pattern === '' ? (
              <Route key={route.id} index element={element} />
            ) : (
              <Route key={route.id} path={route.pattern} element={element} />
            ),
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
