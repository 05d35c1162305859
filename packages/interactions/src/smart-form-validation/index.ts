export { SmartFormValidation, smartFormValidationLabels } from './SmartFormValidation.js';
export type {
  SmartFormValidationProps,
  SmartFormValidationLabels,
  SmartFormValidationValue,
} from './SmartFormValidation.js';
export { usePasswordForm } from './usePasswordForm.js';
export type {
  UsePasswordFormOptions,
  PasswordFormValue,
  PasswordFormPhase,
} from './usePasswordForm.js';
