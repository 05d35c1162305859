import type { BuildEnvironmentOptions } from 'vite';

export const bundleSettings: BuildEnvironmentOptions;
