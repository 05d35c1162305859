// Puts the server-rendered app into the built index.html, as a static host or a server would
// send it; main.jsx then hydrates it. Run after the client and the SSR build.
import { readFile, writeFile } from 'node:fs/promises';
import { renderApp } from './dist-server/entry-server.js';

const file = 'dist/index.html';
const html = await readFile(file, 'utf8');
if (!html.includes('<div id="root"></div>')) throw new Error(`${file} has no empty #root`);
await writeFile(file, html.replace('<div id="root"></div>', `<div id="root">${renderApp()}</div>`));
