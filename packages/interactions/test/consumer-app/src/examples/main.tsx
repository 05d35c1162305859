import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@portfolio/interactions/styles.css';
import { PricingCalculator, ProgressIndicator, SmartFormValidation } from '@portfolio/interactions';

// ?dir=rtl: the whole page right to left, with an English lang (what a minifier's :lang() list missed).
const params = new URLSearchParams(location.search);
document.documentElement.dir = params.get('dir') === 'rtl' ? 'rtl' : 'ltr';

/** Every README example module with a default export that renders in a page (src/readme/*.tsx). */
const examples = import.meta.glob<{ default?: () => ReactNode }>('../readme/*.tsx', {
  eager: true,
});

class Boundary extends Component<{ name: string; children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return (
      <section data-example={this.props.name} data-error={this.state.error ?? undefined}>
        {this.state.error === null ? this.props.children : `Failed: ${this.state.error}`}
      </section>
    );
  }
}

function HostForm() {
  return (
    <form
      id="host"
      aria-label="Host form"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <SmartFormValidation asForm={false} name="secret" />
      <PricingCalculator name="pricing" />
      <ProgressIndicator name="upload" />
      <button type="submit">Save</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      {params.get('page') === 'form' ? (
        <HostForm />
      ) : (
        Object.entries(examples)
          // A Next.js root layout draws <html>: compiled, not rendered inside this page.
          .filter(([file]) => !file.includes('compile-only'))
          .map(([file, module]) => {
            const Example = module.default;
            const name = file.replace(/^.*\//, '');
            return Example ? (
              <Boundary key={name} name={name}>
                <Example />
              </Boundary>
            ) : null;
          })
      )}
    </main>
  </StrictMode>,
);
