// Every public state, value, message and event type, from the package root and from its
// component's subpath, as the packed types give them: type-checked with the README examples
// (tsconfig.json), so a type the props, hooks or callbacks use but the package does not export
// fails the consumer test. Types only: nothing here runs.
import type * as Root from '@portfolio/interactions';
import type * as Password from '@portfolio/interactions/smart-form-validation';
import type * as Progress from '@portfolio/interactions/progress-indicator';
import type * as Pricing from '@portfolio/interactions/pricing-calculator';

/** True only when A and B are the same type. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;

export type PublicTypes = [
  // SmartFormValidation and usePasswordForm.
  Holds<Same<Root.SmartFormValidationProps, Password.SmartFormValidationProps>>,
  Holds<Same<Root.SmartFormValidationLabels, Password.SmartFormValidationLabels>>,
  Holds<Same<Root.SmartFormValidationPart, Password.SmartFormValidationPart>>,
  Holds<Same<Root.SmartFormValidationValue, Password.SmartFormValidationValue>>,
  Holds<Same<Root.UsePasswordFormOptions, Password.UsePasswordFormOptions>>,
  Holds<Same<Root.UsePasswordFormResult, Password.UsePasswordFormResult>>,
  Holds<Same<Root.PasswordFormValue, Password.PasswordFormValue>>,
  Holds<Same<Root.PasswordFormPhase, Password.PasswordFormPhase>>,
  Holds<Same<Root.PasswordFormMessages, Password.PasswordFormMessages>>,
  Holds<Same<Root.PasswordFormView, Password.PasswordFormView>>,
  Holds<Same<Root.PasswordRules, Password.PasswordRules>>,
  Holds<Same<Root.PasswordStrength, Password.PasswordStrength>>,
  Holds<Same<Root.PasswordConfirmation, Password.PasswordConfirmation>>,
  Holds<Same<Root.ConfirmationState, Password.ConfirmationState>>,
  Holds<Same<Root.StrengthCriteria, Password.StrengthCriteria>>,
  Holds<Same<Root.StrengthVerdict, Password.StrengthVerdict>>,
  Holds<Same<Root.ValidationStatus, Password.ValidationStatus>>,
  Holds<Same<Password.UsePasswordFormResult['phase'], Password.PasswordFormPhase>>,
  Holds<Same<Password.UsePasswordFormResult['view'], Password.PasswordFormView>>,
  Holds<Same<Password.UsePasswordFormResult['value'], Password.PasswordFormValue>>,
  // ProgressIndicator and useProgressSimulation: controlled by a value with an error status.
  Holds<Same<Root.ProgressIndicatorProps, Progress.ProgressIndicatorProps>>,
  Holds<Same<Root.ProgressIndicatorMessages, Progress.ProgressIndicatorMessages>>,
  Holds<Same<Root.ProgressIndicatorPart, Progress.ProgressIndicatorPart>>,
  Holds<Same<Root.UseProgressSimulationOptions, Progress.UseProgressSimulationOptions>>,
  Holds<Same<Root.UseProgressSimulationResult, Progress.UseProgressSimulationResult>>,
  Holds<Same<Root.ProgressValue, Progress.ProgressValue>>,
  Holds<Same<Root.ProgressConfig, Progress.ProgressConfig>>,
  Holds<Same<Root.ProgressState, Progress.ProgressState>>,
  Holds<Same<Root.ProgressStatus, Progress.ProgressStatus>>,
  Holds<Same<Root.ProgressStep, Progress.ProgressStep>>,
  Holds<Same<Root.StepStatus, Progress.StepStatus>>,
  Holds<Same<Progress.ProgressStatus, 'idle' | 'running' | 'complete' | 'error'>>,
  Holds<Same<NonNullable<Progress.ProgressIndicatorProps['value']>, Progress.ProgressValue>>,
  Holds<Same<Progress.UseProgressSimulationResult['state'], Progress.ProgressState>>,
  // PricingCalculator and usePricingCalculator.
  Holds<Same<Root.PricingCalculatorProps, Pricing.PricingCalculatorProps>>,
  Holds<Same<Root.PricingCalculatorMessages, Pricing.PricingCalculatorMessages>>,
  Holds<Same<Root.PricingCalculatorPart, Pricing.PricingCalculatorPart>>,
  Holds<Same<Root.UsePricingCalculatorOptions, Pricing.UsePricingCalculatorOptions>>,
  Holds<Same<Root.UsePricingCalculatorResult, Pricing.UsePricingCalculatorResult>>,
  Holds<Same<Root.PricingCalculatorValue, Pricing.PricingCalculatorValue>>,
  Holds<Same<Root.PricingCalculatorState, Pricing.PricingCalculatorState>>,
  Holds<Same<Root.PricingState, Pricing.PricingState>>,
  Holds<Same<Root.PricingConfig, Pricing.PricingConfig>>,
  Holds<Same<Root.PricingPlan, Pricing.PricingPlan>>,
  Holds<Same<Root.PricingAddOn, Pricing.PricingAddOn>>,
  Holds<Same<Root.PriceQuote, Pricing.PriceQuote>>,
  Holds<Same<Root.Billing, Pricing.Billing>>,
  Holds<Same<Root.PricingEvent, Pricing.PricingEvent>>,
  Holds<Same<Parameters<Pricing.UsePricingCalculatorResult['dispatch']>[0], Pricing.PricingEvent>>,
  Holds<Same<Pricing.UsePricingCalculatorResult['quote'], Pricing.PriceQuote>>,
];
