// react-router 7's package exports resolve to its development build in every mode
// (remix-run/react-router#14102, open), so a production bundle ships its dev warnings. The
// package also ships the production build beside it (ENABLE_DEV_WARNINGS = false, otherwise the
// same code); in `vite build` this plugin resolves react-router there. The site and the
// reference pages the JS budget compares against (perf/) both use it, so they stay like with like.
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

export function reactRouterProduction(): Plugin {
  return {
    name: 'portfolio:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT.test(resolved.id)) return resolved;
      const production = resolved.id.replace(DEVELOPMENT, '$1production$2');
      if (!existsSync(production))
        this.error(`react-router's production build is missing: ${production}`);
      return { ...resolved, id: production };
    },
  };
}
