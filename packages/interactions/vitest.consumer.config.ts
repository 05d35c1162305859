import { defineConfig } from 'vitest/config';

// The consumer test alone: plain Node, one file, long timeouts (it installs and builds a real app).
// Kept apart from the components' jsdom tests so those stay fast.
export default defineConfig({
  test: {
    include: ['test/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
