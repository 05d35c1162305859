/** Placeholder (routes issue). */
export default function DesignPrinciplesPage() {
  return <h1>DesignPrinciplesPage</h1>;
}
