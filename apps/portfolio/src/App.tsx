import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { PageSpinner } from './pages/PageSpinner';

// Lazy pages (spec §2, §7): each is its own chunk, loaded on demand.
const CaseStudyPage = lazy(() => import('./pages/case-study/CaseStudyPage'));
const MicroInteractionsPage = lazy(() => import('./pages/micro-interactions/MicroInteractionsPage'));
const DesignPrinciplesPage = lazy(() => import('./pages/design-principles/DesignPrinciplesPage'));

/** The site's routes (spec §2). */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="case-study/:slug"
          element={
            <Suspense fallback={<PageSpinner />}>
              <CaseStudyPage />
            </Suspense>
          }
        />
        <Route
          path="micro-interactions"
          element={
            <Suspense fallback={<PageSpinner />}>
              <MicroInteractionsPage />
            </Suspense>
          }
        />
        <Route
          path="design-principles"
          element={
            <Suspense fallback={<PageSpinner />}>
              <DesignPrinciplesPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
