// @vitest-environment node
/**
 * prefers-reduced-motion: no animated transitions beyond instant state changes.
 *
 * Reads the CSS that ships (dist/index.css and each component's CSS file) and checks that every rule
 * with a transition, an animation or smooth scrolling is neutralised under
 * `@media (prefers-reduced-motion: reduce)`: a later rule with the same selector, which applies
 * wherever the first one does, sets `transition: none` (or `animation: none`, a zero duration,
 * `scroll-behavior: auto`). Whatever a style is written with (motionSafeTransition in
 * style-helpers.ts or by hand), the built CSS is what users get.
 *
 * Needs dist/: turbo builds the package before `pnpm test` (packages/interactions/turbo.json).
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

interface Declaration {
  property: string;
  value: string;
  important: boolean;
}

interface StyleRule {
  selector: string;
  /** The preludes of the at-rules around the rule, outermost first, without spaces (`@media(...)`). */
  conditions: string[];
  declarations: Declaration[];
}

/** An at-rule's prelude as a key: `@media (a: b)` and `@media(a:b)` are the same. */
const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();
/** A selector as a key (whitespace is a combinator there, so it is kept, once). */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** At-rules whose rules style elements under a condition (not @keyframes' frames). */
const CONDITIONAL = ['media', 'supports', 'container', 'layer', 'scope'];

/**
 * The style rules of a stylesheet, in source order, with the at-rules around each, one rule per
 * selector: `a,b{…}` is `a{…}b{…}` (minified output merges selectors that share declarations).
 * Enough for esbuild's and vanilla-extract's output: CSS nesting throws.
 */
function parseCss(source: string): StyleRule[] {
  const rules: StyleRule[] = [];
  postcss.parse(source).walkRules((rule) => {
    const conditions: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
      if (parent.type !== 'atrule')
        throw new Error(`nested CSS in "${rule.selector}" is not supported here`);
      if (!CONDITIONAL.includes(parent.name.toLowerCase())) return; // @keyframes' from/to
      conditions.unshift(compact(`@${parent.name} ${parent.params}`));
    }
    const declarations = rule.nodes
      .filter((node) => node.type === 'decl')
      .map((node) => ({
        property: node.prop.toLowerCase(),
        value: node.value,
        important: node.important === true,
      }));
    for (const selector of rule.selectors)
      rules.push({ selector: normalise(selector), conditions, declarations });
  });
  return rules;
}

const reducedMotion = '@media(prefers-reduced-motion:reduce)';
const families = ['transition', 'animation', 'scroll-behavior'] as const;
type Family = (typeof families)[number];

const familyOf = (property: string): Family | undefined =>
  families.find((family) => property === family || property.startsWith(`${family}-`));

/** Whether a declaration leaves only instant changes: `none`, zero durations, `scroll-behavior: auto`. */
function isInstant({ property, value }: Declaration): boolean {
  const family = familyOf(property);
  if (family === 'scroll-behavior') return value === 'auto';
  if (/^none$/i.test(value))
    return [family, `${family}-property`, `${family}-name`].includes(property);
  if (property === `${family}-duration`)
    return postcss.list.comma(value).every((part) => /^\s*0(\.0*)?(s|ms)?\s*$/i.test(part));
  return false;
}

/**
 * The rules that animate something, each with what it still does under reduced motion: for each
 * family it declares, the declaration that wins (same selector, later, `!important` first) among the
 * rules that apply wherever it applies once `prefers-reduced-motion: reduce` matches.
 */
function motionRules(css: string) {
  const rules = parseCss(css);
  return rules.flatMap((rule, index) => {
    if (rule.conditions.includes(reducedMotion)) return [];
    const animated = rule.declarations.filter((declaration) => {
      const family = familyOf(declaration.property);
      return family !== undefined && !isInstant(declaration);
    });
    if (animated.length === 0) return [];
    const overriding = rules.filter(
      (other, otherIndex) =>
        otherIndex >= index &&
        other.selector === rule.selector &&
        other.conditions.every(
          (condition) => condition === reducedMotion || rule.conditions.includes(condition),
        ),
    );
    const reduced = [...new Set(animated.map((declaration) => familyOf(declaration.property)))].map(
      (family) => {
        const candidates = overriding.flatMap((other) =>
          other.declarations.filter((declaration) => familyOf(declaration.property) === family),
        );
        const important = candidates.filter((declaration) => declaration.important);
        const winners = important.length > 0 ? important : candidates;
        // The last declaration of the family wins; a shorthand resets its longhands.
        const last = winners.at(-1);
        return { family, stillAnimated: last === undefined || !isInstant(last) };
      },
    );
    return [{ selector: rule.selector, conditions: rule.conditions, reduced }];
  });
}

/** The selectors (with their at-rules) that still animate under reduced motion. */
function stillAnimated(css: string): string[] {
  return motionRules(css).flatMap(({ selector, conditions, reduced }) =>
    reduced
      .filter((family) => family.stillAnimated)
      .map((family) => `${[...conditions, selector].join(' ')} (${family.family})`),
  );
}

describe('the checker', () => {
  it('flags a transition or animation with no reduced-motion override', () => {
    expect(stillAnimated('.a{color:red;transition:color 1s}')).toEqual(['.a (transition)']);
    expect(stillAnimated('.a{animation:spin 1s infinite}')).toEqual(['.a (animation)']);
    expect(stillAnimated('.a{transition-duration:.2s}')).toEqual(['.a (transition)']);
  });

  it('flags an override that comes first, targets another selector or sits in a narrower query', () => {
    const transition = '.a{transition:color 1s}';
    const override = '@media (prefers-reduced-motion: reduce){.a{transition:none}}';
    expect(stillAnimated(`${override}${transition}`)).toEqual(['.a (transition)']);
    expect(stillAnimated(`${transition}${override.replace('.a', '.b')}`)).toEqual([
      '.a (transition)',
    ]);
    expect(
      stillAnimated(
        `${transition}@media (min-width:30em){@media (prefers-reduced-motion:reduce){.a{transition:none}}}`,
      ),
    ).toEqual(['.a (transition)']);
    expect(stillAnimated(`.a{transition:color 1s!important}${override}`)).toEqual([
      '.a (transition)',
    ]);
  });

  it('reads selector lists as one rule per selector', () => {
    expect(
      stillAnimated(
        '.a,.b:hover,.c{transition:color 1s}@media (prefers-reduced-motion:reduce){.c,.a{transition:none}}',
      ),
    ).toEqual(['.b:hover (transition)']);
  });

  it('accepts a later `none` or zero duration for the same selector under reduced motion', () => {
    expect(
      stillAnimated(
        '.a{transition:color 1s}@media (prefers-reduced-motion: reduce){.a{transition:none}}',
      ),
    ).toEqual([]);
    expect(
      stillAnimated(
        '@media (min-width:30em){.a:hover{animation:spin 1s}}@media (prefers-reduced-motion:reduce){.a:hover{animation-duration:0s}}',
      ),
    ).toEqual([]);
  });
});

const builtCss = existsSync(path.join(dist, 'index.css'))
  ? (await readdir(dist)).filter((file) => file.endsWith('.css')).sort()
  : [];

describe('the built CSS under prefers-reduced-motion: reduce', () => {
  it('is built, as the whole stylesheet and one file per component', () => {
    if (builtCss.length === 0)
      throw new Error(
        `${path.join(dist, 'index.css')} is missing: run \`pnpm --filter @portfolio/interactions build\` first (turbo builds before \`pnpm test\`)`,
      );
    expect(builtCss).toEqual([
      'index.css',
      'index.unlayered.css',
      'pricing-calculator.css',
      'progress-indicator.css',
      'smart-form-validation.css',
    ]);
  });

  it.each(builtCss)(
    'dist/%s: every transition is neutralised (and there are some)',
    async (file) => {
      const css = await readFile(path.join(dist, file), 'utf8');
      expect(parseCss(css).length).toBeGreaterThan(20);
      // Not vacuous: each file has transitioned rules, and each of them is checked.
      expect(motionRules(css).length).toBeGreaterThan(0);
      expect(stillAnimated(css)).toEqual([]);
    },
  );
});
