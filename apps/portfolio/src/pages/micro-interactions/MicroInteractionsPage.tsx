/** Placeholder (routes issue). */
export default function MicroInteractionsPage() {
  return <h1>MicroInteractionsPage</h1>;
}
