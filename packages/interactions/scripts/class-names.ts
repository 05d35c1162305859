// The package's class names, short and stable: `_p`, a letter for the stylesheet, then
// vanilla-extract's own counter within that file (`_pb3`: button.css.ts's fourth identifier).
// vanilla-extract's 'short' names repeat a 7-character hash of the file's path in every class
// string; these keep only the counter, so each class string a component's JS carries is 3-4
// characters (issue 32, third pass: 40-50 B of gzip per component in a consumer's bundle).
// Every build that emits the package's classes uses this (tsup's, scripts/components.ts'), so
// the class names in the JS match the CSS.
import hash from '@emotion/hash';

/** One letter per stylesheet; a new .css.ts needs its own (the build fails without one). */
const sheets: Record<string, string> = {
  'src/theme/vars.css.ts': 't',
  'src/shared/edge.css.ts': 'e',
  'src/recipes/button.css.ts': 'b',
  'src/recipes/chip.css.ts': 'c',
  'src/recipes/field.css.ts': 'f',
  'src/recipes/focus-ring.css.ts': 'r',
  'src/recipes/spinner.css.ts': 'n',
  'src/recipes/surface.css.ts': 's',
  'src/recipes/text.css.ts': 'x',
  'src/recipes/visually-hidden.css.ts': 'v',
  'src/smart-form-validation/SmartFormValidation.css.ts': 'a',
  'src/progress-indicator/ProgressIndicator.css.ts': 'i',
  'src/pricing-calculator/PricingCalculator.css.ts': 'p',
};

interface Identifier {
  hash: string;
  filePath: string;
  packageName?: string;
}

export function classNames({ hash: short, filePath, packageName }: Identifier): string {
  const file = filePath.replace(/\\/g, '/');
  const sheet = sheets[file];
  // vanilla-extract's short identifier is the file scope's hash followed by the counter.
  const scope = hash(packageName ? `${packageName}${filePath}` : filePath);
  if (!sheet || !short.startsWith(scope))
    throw new Error(`no class-name letter for ${file} (scripts/class-names.ts)`);
  return `_p${sheet}${short.slice(scope.length)}`;
}
