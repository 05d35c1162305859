// The strict TypeScript page: every README example, a host form and the right-to-left checks.
// Built apart from index.html (its own outDir), minified by Vite 8's defaults like any app's.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist-examples', rollupOptions: { input: 'examples.html' } },
});
