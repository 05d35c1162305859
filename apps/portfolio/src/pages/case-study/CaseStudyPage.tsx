/** Placeholder (routes issue). */
export default function CaseStudyPage() {
  return <h1>CaseStudyPage</h1>;
}
