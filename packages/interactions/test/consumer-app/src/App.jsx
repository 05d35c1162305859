import { PricingCalculator, ProgressIndicator, SmartFormValidation } from '@portfolio/interactions';

export function App() {
  return (
    <main>
      <h1>Consumer app</h1>
      <SmartFormValidation />
      <ProgressIndicator />
      <PricingCalculator className="brand-calculator" />
    </main>
  );
}
