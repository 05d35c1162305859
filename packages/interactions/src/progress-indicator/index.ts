export { ProgressIndicator, progressIndicatorMessages } from './ProgressIndicator.js';
export type {
  ProgressIndicatorPart,
  ProgressIndicatorProps,
  ProgressIndicatorMessages,
} from './ProgressIndicator.js';
export { useProgressSimulation } from './useProgressSimulation.js';
export type {
  UseProgressSimulationOptions,
  UseProgressSimulationResult,
  ProgressValue,
} from './useProgressSimulation.js';
// The state, step and status types the props and callbacks use, so an app needs no second import.
export type {
  ProgressConfig,
  ProgressState,
  ProgressStatus,
  ProgressStep,
  StepStatus,
} from '@portfolio/core';
