import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Route } from '@playwright/test';
import { compileCaseStudy } from '../vite-plugins/case-study-content';
import { openWithPassword } from '../../src/gate/crypto';
import { sealStudy } from '../../src/gate/seal';
import { PASSWORD, timeThrottledUnlock } from './throttled-unlock';
import { CPU_SLOWDOWN } from './cpu';

// The unlock derives a PBKDF2 key (≥ 600 000 iterations) in the browser: it must stay usable on
// a slow phone (a timing budget: `pnpm perf` runs it, not `pnpm test`). Chromium's CPU throttling
// stands in for one: 4× slower than this machine. The machine is shared, so the figure is the
// best of three tries (each in a fresh tab), all printed. Measured with the built study (one key
// slot: the shared password) and with ten slots, the right one tried last: a study shared with
// nine readers besides. Slots share the study's salt, so ten cost one PBKDF2 plus ten unwraps.

const SLUG = 'climatix-ic';
const studyFile = fileURLToPath(
  new URL(`../../src/content/case-studies/${SLUG}.md`, import.meta.url),
);

/** The study's built ciphertext chunk, served instead with ten key slots (the right one last). */
async function tenSlotChunk(): Promise<string> {
  // Figure files are read as bytes (as UTF-8 text their images were "not an allowed type");
  // their markers stay unrendered, so the chunk names no encrypted files.
  const { html } = compileCaseStudy(readFileSync(studyFile, 'utf8'), studyFile, (path) =>
    readFileSync(resolve(dirname(studyFile), path)),
  );
  const readers = Array.from({ length: 9 }, (_, i) => ({
    id: `reader:${i}`,
    password: `Reader-${i}-Lantern-Quarry-Orbit`,
  }));
  const sealed = await sealStudy(html, {
    context: SLUG,
    seed: globalThis.crypto.getRandomValues(new Uint8Array(32)),
    slots: [...readers, { id: 'shared', password: PASSWORD }],
  });
  // Move the slot the password opens to the end: the worst case for the unwrap tries.
  const opens = await Promise.all(
    sealed.slots.map((slot) =>
      openWithPassword({ ...sealed, slots: [slot] }, PASSWORD, SLUG).then((r) => r.ok),
    ),
  );
  const right = opens.indexOf(true);
  sealed.slots.push(...sealed.slots.splice(right, 1));
  expect(sealed.slots).toHaveLength(10);
  return `export default ${JSON.stringify(sealed)};\nexport const assets = [];\n`;
}

async function bestUnlock(context: BrowserContext, chunk?: string): Promise<number[]> {
  const figures: number[] = [];
  let served = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const page = await context.newPage();
    if (chunk)
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.includes(`${SLUG}-`),
        async (route: Route) => {
          const response = await route.fetch();
          const body = await response.text();
          // Only the ciphertext chunk (the study's front-matter chunk imports it).
          if (body.includes('ciphertext:')) {
            served += 1;
            await route.fulfill({ response, body: chunk, contentType: 'text/javascript' });
          } else await route.fulfill({ response });
        },
      );
    figures.push(
      await timeThrottledUnlock(context, page, `/case-study/${SLUG}`, async () => {
        await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible({
          timeout: 15_000,
        });
      }),
    );
    await page.close();
    // The ten-slot ciphertext, not the built one, was the one unlocked.
    if (chunk) expect(served).toBe(attempt + 1);
  }
  return figures;
}

for (const slots of [1, 10])
  test(`unlocking a gated case study with ${slots} key slot${slots > 1 ? 's' : ''} takes at most 1.5 s with a ${CPU_SLOWDOWN}× CPU slowdown`, async ({
    context,
  }) => {
    test.setTimeout(120_000);
    const chunk = slots === 10 ? await tenSlotChunk() : undefined;
    const figures = await bestUnlock(context, chunk);
    const best = Math.min(...figures);
    console.log(
      `unlock with ${slots} slot(s), ${CPU_SLOWDOWN}x CPU throttle: best ${best} ms (tries: ${figures.join(' ms, ')} ms)`,
    );
    test.info().annotations.push({ type: `unlock-ms-${slots}-slots`, description: String(best) });
    expect(best).toBeLessThanOrEqual(1500);
  });
