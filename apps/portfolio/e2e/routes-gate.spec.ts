import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { caseStudyPasswordMessages } from '@portfolio/core';
import { expectTabNeverReachesPage, hydrated, nextFrames } from './home-helpers';
import { PASSWORD, swapCase } from './routes-helpers';

/** The built chunk holding a gated study's ciphertext (tools/prerender/build.ts lists each chunk's modules). */
function sealedChunk(slug: string): string {
  const chunks = JSON.parse(
    readFileSync(new URL('../.prerender/chunk-modules.json', import.meta.url), 'utf8'),
  ) as Record<string, string[]>;
  const file = Object.keys(chunks).find((name) =>
    chunks[name]!.includes(`src/content/case-studies/${slug}.md?sealed`),
  );
  if (!file) throw new Error(`no ciphertext chunk for ${slug}: build the site first`);
  return file;
}

/** Opens the password modal from the Climatix IC card on the home page. */
async function openModalFromHome(page: Page) {
  // Skip the intro overlay: the visitor has already seen it in this tab.
  await page.addInitScript(() => sessionStorage.setItem('prequoteShown', 'true'));
  await page.goto('/#projects');
  // Before hydration the card is a plain link to the study's page; the modal needs the app.
  await hydrated(page);
  const card = page.locator('#project-climatix-ic');
  const trigger = card.getByRole('button', { name: /Case study/ });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: /Climatix IC/ });
  await expect(dialog).toBeVisible();
  return { dialog, trigger };
}

test.describe('the password modal', () => {
  test('loads as the projects come near, before any press, and a press then opens it in that same task', async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('prequoteShown', 'true'));
    await page.goto('/');
    await hydrated(page);
    const loaded = page.waitForResponse(/\/assets\/PasswordModal-[^/]+\.js$/);
    // Scrolled by script: no pointer over a Case study button, whose hover also loads it.
    await page.locator('#projects').evaluate((section) => section.scrollIntoView());
    await loaded;
    await page.waitForLoadState('networkidle');
    const trigger = page
      .locator('#project-climatix-ic')
      .getByRole('button', { name: /Case study/ });
    // React renders a press's update before the task ends; a lazy component that suspends would
    // show the dialog only in a later task (after React's fallback throttle). The dialog waits
    // open and hidden (src/gate/PasswordDialog.tsx): shown is drawn.
    const shownBeforeAndInTheSameTask = await trigger.evaluate(async (button: HTMLElement) => {
      const shown = () =>
        [...document.querySelectorAll('dialog')].some(
          (dialog) =>
            dialog.textContent?.includes('Climatix IC') &&
            getComputedStyle(dialog).visibility === 'visible',
        );
      const before = shown();
      button.click();
      await Promise.resolve();
      return [before, shown()];
    });
    expect(shownBeforeAndInTheSameTask).toEqual([false, true]);
    await expect(page.getByRole('dialog', { name: /Climatix IC/ })).toBeVisible();
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const)
    test(`fades in as it opens${reducedMotion === 'reduce' ? ', at once with reduced motion' : ''}`, async ({
      page,
    }) => {
      // The dialog waits from before the press: an entrance animation of its own ran unseen.
      await page.emulateMedia({ reducedMotion });
      await page.addInitScript(() => sessionStorage.setItem('prequoteShown', 'true'));
      await page.goto('/');
      await hydrated(page);
      await page.locator('#projects').evaluate((section) => section.scrollIntoView());
      // The dialog waits in the page (a dialog that mounts in the press has no style to fade from).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('dialog')].some((dialog) =>
          dialog.textContent?.includes('Climatix IC'),
        ),
      );
      await nextFrames(page);
      const trigger = page
        .locator('#project-climatix-ic')
        .getByRole('button', { name: /Case study/ });
      const fades = await trigger.evaluate(async (button: HTMLElement) => {
        button.click();
        await Promise.resolve();
        const dialog = [...document.querySelectorAll('dialog')].find(
          (item) =>
            item.textContent?.includes('Climatix IC') &&
            getComputedStyle(item).visibility === 'visible',
        );
        return dialog
          ?.getAnimations()
          .some(
            (animation) =>
              animation instanceof CSSTransition && animation.transitionProperty === 'opacity',
          );
      });
      expect(fades).toBe(reducedMotion === 'no-preference');
      await expect(page.getByRole('dialog', { name: /Climatix IC/ })).toBeVisible();
    });

  test('opening moves focus once, straight to the Password field, whose focus alone shows the hint', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('prequoteShown', 'true');
      // Every element inside a dialog that takes focus, in order (issue 30: one focus move).
      const focused: string[] = [];
      Object.assign(window, { focusedInDialogs: focused });
      document.addEventListener(
        'focusin',
        (event) => {
          const target = event.target as Element;
          if (target.closest('dialog'))
            focused.push(target.getAttribute('aria-label') ?? target.tagName.toLowerCase());
        },
        true,
      );
    });
    await page.goto('/#projects');
    await hydrated(page);
    await page
      .locator('#project-climatix-ic')
      .getByRole('button', { name: /Case study/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /Climatix IC/ });
    const field = dialog.getByLabel('Password', { exact: true });
    await expect(field).toBeFocused();
    expect(
      await page.evaluate(
        () => (window as unknown as { focusedInDialogs: string[] }).focusedInDialogs,
      ),
    ).toEqual(['input']);
    // The hint shows while the field has focus, and only then (CSS, no React update).
    const hint = dialog.getByText(caseStudyPasswordMessages.hint);
    await expect(hint).toBeVisible();
    await expect(field).toHaveAccessibleDescription(caseStudyPasswordMessages.hint);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Show password' })).toBeFocused();
    await expect(hint).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(hint).toBeVisible();
  });

  test('is a modal dialog: focus moves in, Escape / Cancel / close icon close it and focus returns', async ({
    page,
  }) => {
    const { dialog, trigger } = await openModalFromHome(page);
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    // A modal dialog: the page behind it goes inert (not by showModal, whose whole-page restyle
    // held the opening frame back: issue 30), so Tab never reaches the page (past the last
    // control it leaves for the browser's UI).
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect
      .poll(() => trigger.evaluate((element) => element.closest('[inert]') !== null))
      .toBe(true);
    await expectTabNeverReachesPage(page, 8);
    await dialog.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('shows each outcome with the spec message and clears the field after a failure', async ({
    page,
  }) => {
    test.setTimeout(60_000); // six key derivations in the browser
    const { dialog } = await openModalFromHome(page);
    const field = dialog.getByLabel('Password', { exact: true });
    await expect(dialog.getByText(caseStudyPasswordMessages.hint)).toBeVisible();

    await field.press('Enter');
    await expect(dialog.getByText(caseStudyPasswordMessages.empty)).toBeVisible();

    await field.fill('ab');
    await field.press('Enter');
    await expect(dialog.getByText(caseStudyPasswordMessages.tooShort)).toBeVisible();
    await expect(field).toHaveValue('');

    await field.fill(swapCase(PASSWORD));
    await field.press('Enter');
    await expect(dialog.getByText(caseStudyPasswordMessages.wrongCase)).toBeVisible({
      timeout: 10_000,
    });
    await expect(field).toHaveValue('');

    await field.fill('definitely not it');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(
      dialog.getByText(
        `${caseStudyPasswordMessages.wrongDisplay} ${caseStudyPasswordMessages.pingLink}`,
      ),
    ).toBeVisible({ timeout: 10_000 });
    const link = dialog.getByRole('link', { name: caseStudyPasswordMessages.pingLink });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(field).toHaveValue('');

    // The eye button toggles what the field shows.
    const eye = dialog.getByRole('button', { name: 'Show password' });
    await eye.click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(eye).toHaveAttribute('aria-pressed', 'true');

    // Reopening starts clean: empty, no error, hidden.
    await page.keyboard.press('Escape');
    await page
      .locator('#project-climatix-ic')
      .getByRole('button', { name: /Case study/ })
      .click();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(
      dialog.getByText(caseStudyPasswordMessages.wrongDisplay, { exact: false }),
    ).toHaveCount(0);
  });

  test('unlocks, opens the case study, and a reload in the same tab keeps access', async ({
    page,
  }) => {
    const { dialog } = await openModalFromHome(page);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/case-study\/climatix-ic$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Climatix IC' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'Outcome' }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('caseStudyAccess:climatix-ic'))).toBe(
      'true',
    );

    await page.reload();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'What I learned' }),
    ).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });
});

test.describe('a gated case study page', () => {
  test('a deep link without access shows the public summary and the unlock form, not the content', async ({
    page,
  }) => {
    const response = await page.goto('/case-study/skill-league');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Skill League' })).toBeVisible();
    await expect(
      main.getByText('Learners compete in small leagues', { exact: false }),
    ).toBeVisible();
    await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Outcome' })).toHaveCount(0);
    // The flag alone (set by hand, no key) is not access.
    await page.evaluate(() => sessionStorage.setItem('caseStudyAccess:skill-league', 'true'));
    await page.reload();
    // The prerendered page is locked anyway: judge the page the app rendered.
    await hydrated(page);
    await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Outcome' })).toHaveCount(0);
  });

  test('unlocks in the page, moves focus to the story, and stays unlocked on reload but not in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/case-study/be-automation');
    const field = page.getByLabel('Password', { exact: true });
    // The form answers once hydrated (its button is disabled until then).
    await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
    await field.fill(swapCase(PASSWORD));
    await field.press('Enter');
    await expect(page.getByText(caseStudyPasswordMessages.wrongCase)).toBeVisible({
      timeout: 10_000,
    });
    await field.fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock case study' }).click();
    const outcome = page.getByRole('heading', { level: 2, name: 'Outcome' });
    await expect(outcome).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('70-90%', { exact: true }).first()).toBeVisible();
    expect(
      await page.evaluate(() => document.activeElement?.textContent?.includes('What I learned')),
    ).toBe(true);

    await page.reload();
    await expect(outcome).toBeVisible();
    await expect(field).toHaveCount(0);

    const other = await context.newPage();
    await other.goto('/case-study/be-automation');
    await hydrated(other);
    await expect(other.getByLabel('Password', { exact: true })).toBeVisible();
    await other.close();
  });

  test('fetches the ciphertext only once the visitor reaches the form, then unlocks with it', async ({
    page,
  }) => {
    const sealedFile = sealedChunk('climatix-ic');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/${sealedFile}`)) fetched.push(request.url());
    });

    await page.goto('/case-study/climatix-ic');
    const field = page.getByLabel('Password', { exact: true });
    await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
    expect(fetched).toEqual([]);

    await field.focus();
    await expect.poll(() => fetched.length).toBe(1);
    await field.fill(PASSWORD);
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible({
      timeout: 10_000,
    });
    expect(fetched).toHaveLength(1);
  });

  test('a ciphertext that cannot be fetched reloads the page once, before anything is typed', async ({
    page,
  }) => {
    await page.route(`**/${sealedChunk('skill-league')}`, (route) =>
      route.abort('internetdisconnected'),
    );
    let documents = 0;
    page.on('load', () => (documents += 1));
    await page.goto('/case-study/skill-league');
    const field = page.getByLabel('Password', { exact: true });
    await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
    expect(documents).toBe(1);
    // Like any lazy chunk that fails (a stale deployment): the page reloads, as the field takes focus.
    await field.focus();
    await expect.poll(() => documents).toBe(2);
    await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
    await expect(field).toHaveValue('');
  });

  test('cred-wealth and moco-prompts open directly; an unknown slug is the 404 page', async ({
    page,
  }) => {
    await page.goto('/case-study/cred-wealth');
    await expect(page.getByRole('heading', { level: 1, name: 'CRED Wealth' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'What I learned' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Playlist/ })).toHaveAttribute('target', '_blank');

    await page.goto('/case-study/moco-prompts');
    await expect(page.getByRole('heading', { level: 1, name: 'MoCo Prompts' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'Outcome' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Open Site/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await page.goto('/case-study/not-a-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Lost in the grid.' })).toBeVisible();
  });
});
