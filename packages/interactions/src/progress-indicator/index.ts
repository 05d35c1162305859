export { ProgressIndicator, progressIndicatorMessages } from './ProgressIndicator.js';
export type { ProgressIndicatorProps, ProgressIndicatorMessages } from './ProgressIndicator.js';
