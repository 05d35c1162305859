// A plain Vite + React app: no vanilla-extract plugin, as most consumers have none.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
});
