export { SmartFormValidation, smartFormValidationLabels } from './SmartFormValidation.js';
export type {
  SmartFormValidationPart,
  SmartFormValidationProps,
  SmartFormValidationLabels,
  SmartFormValidationValue,
} from './SmartFormValidation.js';
export { usePasswordForm } from './usePasswordForm.js';
export type {
  UsePasswordFormOptions,
  UsePasswordFormResult,
  PasswordFormValue,
  PasswordFormPhase,
} from './usePasswordForm.js';
// The rules, messages and results the props and callbacks use, so an app needs no second import.
export type {
  ConfirmationState,
  PasswordConfirmation,
  PasswordFormMessages,
  PasswordFormView,
  PasswordRules,
  PasswordStrength,
  StrengthCriteria,
  StrengthVerdict,
  ValidationStatus,
} from '@portfolio/core';
