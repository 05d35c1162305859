/** Placeholder home page (home-page issue). */
export function HomePage() {
  return <h1>Portfolio</h1>;
}
