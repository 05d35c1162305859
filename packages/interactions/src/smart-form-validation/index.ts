export { SmartFormValidation, smartFormValidationLabels } from './SmartFormValidation.js';
export type {
  SmartFormValidationProps,
  SmartFormValidationLabels,
  SmartFormValidationValue,
} from './SmartFormValidation.js';
