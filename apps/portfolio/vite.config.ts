import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    outDir: 'dist',
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
