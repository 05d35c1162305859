import { Outlet } from 'react-router-dom';

/** Placeholder: header with nav, main, footer (home-page issue). */
export function SiteLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
