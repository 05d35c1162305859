import root from '../../eslint.config.js';

// The root config's `files` patterns are written from the repository root
// (`packages/core/src/**`); anchor them there so `pnpm lint` in this package applies them.
export default root.map((config) => ({ ...config, basePath: '../..' }));
