export { PricingCalculator, pricingCalculatorMessages } from './PricingCalculator.js';
export type { PricingCalculatorProps, PricingCalculatorMessages } from './PricingCalculator.js';
