export { PricingCalculator, pricingCalculatorMessages } from './PricingCalculator.js';
export type { PricingCalculatorProps, PricingCalculatorMessages } from './PricingCalculator.js';
export { usePricingCalculator } from './usePricingCalculator.js';
export type {
  UsePricingCalculatorOptions,
  PricingCalculatorState,
} from './usePricingCalculator.js';
