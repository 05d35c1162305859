// Renders one URL with the server bundle in a fresh module graph, so the modules it records
// (globalThis.__prerenderModules, filled by the build's record-modules plugin) are exactly
// those this route needs — lazy pages included.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../../src/entry-server';

declare global {
  var __prerenderModules: Set<string> | undefined;
}

const { entry, url } = workerData as { entry: string; url: string };
const modules = new Set<string>();
globalThis.__prerenderModules = modules;
const { render }: typeof EntryServer = await import(pathToFileURL(entry).href);
const html = await render(url);
parentPort!.postMessage({ html, modules: [...modules] });
