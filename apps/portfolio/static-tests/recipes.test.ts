// The site's chips, its text field and its buttons stand on the package's recipes (issue 33;
// docs/decisions.md, "Design system (issue 33)"). In every built page:
// - an element that a stylesheet draws as a chip (a class whose own rule sets the pill radius and a
//   border, and no button's 44 px height) carries a class of the package's `chip()`;
// - a text field the site draws carries `field.input`, its wrapper `field.wrap` and the button in it
//   `field.action`;
// - every `<button>` the site draws, and every link drawn as one (a class whose own rule gives it a
//   button's box: a height of 36 px or more and a radius), carries the base class of the package's
//   `button()`, but for the few listed in NOT_ON_BUTTON with the reason.
// A new site-only chip, field or button fails here. The package's components (`[data-part]`) wear
// its recipes themselves.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vars } from '@portfolio/interactions';
import { buttonVariant, chipTone, field, spinnerSize } from '@portfolio/interactions/recipes';
import {
  builtPages,
  builtStylesheets,
  dist,
  parse,
  requireBuild,
} from '../tools/test-support/dist';

const classesOf = (names: string) => names.split(/\s+/).filter(Boolean);
/** The class every look of the package's `button()` carries: its base (size, shape, focus ring). */
const BUTTON_BASE = Object.values(buttonVariant)
  .map(classesOf)
  .reduce((common, classes) => common.filter((name) => classes.includes(name)));
const CHIP = new Set(Object.values(chipTone).flatMap(classesOf));
/** The package's spinner is a bordered pill too, and a recipe of its own. */
const SPINNER = new Set(Object.values(spinnerSize).flatMap(classesOf));
/** What a chip is made of: a link, a list item, a span or a box (a button is a button, a nav a bar). */
const CHIP_ELEMENTS = 'a[class], li[class], span[class], div[class]';
const FIELD = {
  wrap: classesOf(field.wrap),
  input: classesOf(field.input),
  action: classesOf(field.action),
};
const TEXT_INPUT =
  'input:not([type]), input[type=text], input[type=password], input[type=email], input[type=search], input[type=tel], input[type=url]';

/** The classes whose own rule (`.name{…}`, alone or in a selector list) has a body `draws`. */
function classesWhoseRule(css: string, draws: (body: string) => boolean): Set<string> {
  const found = new Set<string>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!draws(body!)) continue;
    for (const selector of selectors!.split(','))
      for (const [, name] of selector.trim().matchAll(/^\.([\w-]+)$/g)) found.add(name!);
  }
  return found;
}

/**
 * The classes whose own rule draws a chip: the pill radius, a border that shows, and no
 * min-height or height of a button (44 px and up).
 */
export const chipShapedClasses = (css: string) =>
  classesWhoseRule(
    css,
    (body) =>
      body.includes(`border-radius:${vars.radius.pill}`) &&
      /(^|;)border:(?!0|none)[^;]*\d+px/.test(body) &&
      !/(^|;)(min-)?height:(4[4-9]|[5-9]\d|\d{3,})px/.test(body),
  );

/**
 * The site's buttons that are not on `button()`, each with the reason (selectors of the built
 * pages; a button they match may stay off the recipe).
 */
export const NOT_ON_BUTTON = [
  {
    selector: 'button[data-theme-current]',
    reason:
      "the header's theme toggle: an icon button (a sun or moon drawn in a 40 px circle, no label), another kind than a labelled button",
  },
  {
    selector:
      'header button[aria-controls="mobile-menu"], #mobile-menu button, :is(#home, #experiments, #playground, #projects) :is(a, button)',
    reason:
      "the header's Menu, the mobile menu's Close and Email, and home's two call-to-action looks (styles/site.css.ts `button`): they are in the critical CSS (the Menu on every page, since it opens at first paint; home's calls to action in its first sections), where the package's button rules are not yet. Moved on a branch (2026-11-27, pixels identical at rest), they cost home's HTML 94 B brotli where 41 B of its first round trip were left (14,653 > 14,600 B with the host's headers) and broke two render-blocking CSS budgets (`/design-principles` 4,394 → 4,557 B gzip, budget 4,500; cred-wealth 5,197 → 5,210, budget 5,200): docs/decisions.md, \"Design system\"",
  },
] as const;

/**
 * The classes whose own rule gives an element a button's box: a height or min-height of 36 px or
 * more and a border radius (the package's 36 px small size is the least a button is).
 */
export const buttonBoxClasses = (css: string) =>
  classesWhoseRule(
    css,
    (body) =>
      /(^|;)(min-)?height:(3[6-9]|[4-9]\d|\d{3,})px/.test(body) && /(^|;)border-radius:/.test(body),
  );

/** Every built page: its file, its markup and its CSS (the stylesheets and its own inline CSS). */
function* builtPagesWithCss() {
  const shared = builtStylesheets();
  for (const file of builtPages()) {
    const html = readFileSync(file, 'utf8');
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('\n');
    yield { file, html, css: `${shared}\n${inline}` };
  }
}

const carries = (element: Element, names: Iterable<string>) =>
  [...names].some((name) => element.classList.contains(name));

/** Not a part of one of the package's components (they wear its recipes themselves). */
const site = (element: Element) => !element.closest('[data-part]');

describe("the site's chips, field and buttons on the package's recipes", () => {
  it('finds a chip drawn by a class of its own, and not a button or a borderless pill', () => {
    const pill = `border-radius:${vars.radius.pill}`;
    expect([...chipShapedClasses(`.tag{padding:2px 10px;${pill};border:1px solid red}`)]).toEqual([
      'tag',
    ]);
    expect(chipShapedClasses(`.a,.b:hover{${pill};border:1px solid red}`)).toEqual(new Set(['a']));
    expect(chipShapedClasses(`.pill{${pill};border:1px solid red;min-height:44px}`).size).toBe(0);
    expect(chipShapedClasses(`.nav{${pill};border:0}`).size).toBe(0);
    expect(chipShapedClasses(`.dot{${pill};background:red}`).size).toBe(0);
  });

  it('draws every chip of every page with the package chip recipe', () => {
    requireBuild();
    const bypassing: string[] = [];
    let onRecipe = 0;
    for (const { file, html, css } of builtPagesWithCss()) {
      const chipShaped = chipShapedClasses(css);
      for (const element of parse(html).querySelectorAll(CHIP_ELEMENTS)) {
        // A control's parts (a switch's track inside its button) are the control's, not chips.
        if (!site(element) || element.parentElement?.closest('button')) continue;
        if (carries(element, CHIP)) onRecipe += 1;
        else if (carries(element, chipShaped) && !carries(element, SPINNER))
          bypassing.push(
            `${relative(dist, file)}: <${element.localName} class="${element.className}">`,
          );
      }
    }
    expect(bypassing).toEqual([]);
    // Home's tags, the case studies' tags and the lazy pages' contents are there to be checked.
    expect(onRecipe).toBeGreaterThan(20);
  });

  it("draws the site's text fields with the package field recipe", () => {
    requireBuild();
    const offRecipe: string[] = [];
    let fields = 0;
    for (const file of builtPages()) {
      for (const input of parse(readFileSync(file, 'utf8')).querySelectorAll(TEXT_INPUT)) {
        if (!site(input)) continue;
        fields += 1;
        const where = `${relative(dist, file)} #${input.id}`;
        const wrap = input.parentElement!;
        if (!carries(input, FIELD.input)) offRecipe.push(`${where}: the input`);
        if (!carries(wrap, FIELD.wrap)) offRecipe.push(`${where}: its wrapper`);
        for (const action of wrap.querySelectorAll('button'))
          if (!carries(action, FIELD.action)) offRecipe.push(`${where}: its button`);
      }
    }
    expect(offRecipe).toEqual([]);
    // The locked case studies' unlock forms.
    expect(fields).toBeGreaterThanOrEqual(3);
  });

  it('finds a link drawn as a button by a class of its own, and not a chip or a text link', () => {
    expect([
      ...buttonBoxClasses('.cta{min-height:44px;border-radius:999px;padding:0 20px}'),
    ]).toEqual(['cta']);
    expect([...buttonBoxClasses('.a,.a:hover{height:36px;border-radius:8px}')]).toEqual(['a']);
    expect(buttonBoxClasses('.chip{height:28px;border-radius:999px}').size).toBe(0);
    expect(buttonBoxClasses('.toc{min-height:40px}').size).toBe(0);
    expect(buttonBoxClasses('.link{text-decoration:underline}').size).toBe(0);
  });

  it("draws every site button of every page, and every link drawn as one, with the package's button recipe", () => {
    requireBuild();
    expect(BUTTON_BASE).toHaveLength(1);
    const offRecipe: string[] = [];
    const excused = new Set<string>();
    let onRecipe = 0;
    for (const { file, html, css } of builtPagesWithCss()) {
      const buttonBox = buttonBoxClasses(css);
      for (const element of parse(html).querySelectorAll('button, a[class]')) {
        if (!site(element) || carries(element, FIELD.action)) continue;
        // A link is a button when it is drawn as one; a navigation's items and chips are not.
        if (
          element.localName === 'a' &&
          (!carries(element, buttonBox) || element.closest('nav') || carries(element, CHIP))
        )
          continue;
        if (carries(element, BUTTON_BASE)) onRecipe += 1;
        else {
          const exception = NOT_ON_BUTTON.find(({ selector }) => element.matches(selector));
          if (exception) excused.add(exception.selector);
          else
            offRecipe.push(
              `${relative(dist, file)}: <${element.localName} class="${element.className}"> ${element.textContent?.trim()}`,
            );
        }
      }
    }
    expect(offRecipe).toEqual([]);
    // The lazy pages' and the 404's calls to action, the gate's submit, About's and the gallery's toggles.
    expect(onRecipe).toBeGreaterThanOrEqual(8);
    // Every exception still names a button of the site (a stale one is removed from the list).
    expect([...excused].sort()).toEqual(NOT_ON_BUTTON.map(({ selector }) => selector).sort());
  });
});
