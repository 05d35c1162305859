export { ProgressIndicator, progressIndicatorMessages } from './ProgressIndicator.js';
export type { ProgressIndicatorProps, ProgressIndicatorMessages } from './ProgressIndicator.js';
export { useProgressSimulation } from './useProgressSimulation.js';
export type { UseProgressSimulationOptions } from './useProgressSimulation.js';
