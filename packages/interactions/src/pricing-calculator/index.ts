export { PricingCalculator, pricingCalculatorMessages } from './PricingCalculator.js';
export type {
  PricingCalculatorPart,
  PricingCalculatorProps,
  PricingCalculatorMessages,
} from './PricingCalculator.js';
export { usePricingCalculator } from './usePricingCalculator.js';
export type {
  UsePricingCalculatorOptions,
  UsePricingCalculatorResult,
  PricingCalculatorValue,
  PricingCalculatorState,
} from './usePricingCalculator.js';
// The state, quote and config types the props and callbacks use, so an app needs no second import.
export type {
  Billing,
  PriceQuote,
  PricingAddOn,
  PricingConfig,
  PricingEvent,
  PricingPlan,
  PricingState,
} from '@portfolio/core';
