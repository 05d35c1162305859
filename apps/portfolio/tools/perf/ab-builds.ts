// What `perf:ab` and `perf:main-thread` share: reading `<dist A> <dist B>` and PATHS / N, serving
// both builds alike (no host headers: each build's own <meta> CSP applies, so a saved build's
// inline-script hashes need no matching vercel.json), and the round order that flips every round
// so neither build always goes first.
import { resolve } from 'node:path';
import { serveDist } from '../prerender/serve-dist';

export type Build = { name: 'A' | 'B'; dist: string; url: string };

export async function serveBuilds(command: string, defaultRounds: number) {
  const [distA, distB] = process.argv.slice(2);
  if (!distA || !distB) {
    console.error(
      `usage: pnpm ${command} <dist A> <dist B>   (env PATHS=/,/404.html N=${defaultRounds})`,
    );
    process.exit(2);
  }
  const paths = (process.env.PATHS ?? '/').split(',');
  const rounds = Number(process.env.N ?? defaultRounds);
  const served = await Promise.all(
    [distA, distB].map((dist) => serveDist({ root: resolve(dist), hostConfig: null })),
  );
  const builds: Build[] = served.map(({ url }, index) => ({
    name: index === 0 ? 'A' : 'B',
    dist: index === 0 ? distA : distB,
    url,
  }));
  return {
    builds,
    paths,
    rounds,
    /** Every round, every path, both builds: A then B in odd rounds, B then A in even ones. */
    async eachLoad(load: (build: Build, path: string, round: number) => Promise<void>) {
      for (let round = 1; round <= rounds; round += 1) {
        const order = round % 2 === 1 ? builds : [...builds].reverse();
        for (const path of paths) for (const build of order) await load(build, path, round);
      }
    },
    close: () => {
      for (const { server } of served) server.close();
    },
  };
}
