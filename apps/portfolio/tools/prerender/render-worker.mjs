// Renders one URL with the server bundle in a fresh module graph, so the modules it records
// (globalThis.__prerenderModules, filled by the build's record-modules plugin) are exactly
// those this route needs — lazy pages included.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

globalThis.__prerenderModules = new Set();
const { render } = await import(pathToFileURL(workerData.entry).href);
const html = await render(workerData.url);
parentPort.postMessage({ html, modules: [...globalThis.__prerenderModules] });
