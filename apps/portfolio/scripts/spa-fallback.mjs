// Until routes are prerendered, 404.html is the app shell, so a static host renders
// client-side routes from it (the app itself shows the 404 page for unknown paths).
import { copyFileSync } from 'node:fs';
copyFileSync(new URL('../dist/index.html', import.meta.url), new URL('../dist/404.html', import.meta.url));
