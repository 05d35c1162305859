import { expect, test } from '@playwright/test';
import { EMAIL_TOAST_MS } from '@portfolio/core';
import { designer } from '../src/content/site';
import { skipIntro, hydrated } from './home-helpers';

test.describe('email and toast', () => {
  test('copies the address and shows "Email copied" for 2000 ms in a live region', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await skipIntro(page);
    // A clock that moves only when told: the 2000 ms are measured exactly.
    const start = new Date('2026-05-01T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 2000));
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('button', { name: 'Email' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Email copied' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(designer.email);
    await page.clock.runFor(EMAIL_TOAST_MS - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByText('Email copied')).toHaveCount(0);
  });

  test('when the clipboard is refused, the address is shown instead and nothing throws', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({
          writeText: () =>
            Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        }),
      });
    });
    await skipIntro(page);
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Email' }).click();
    await expect(footer.getByRole('link', { name: designer.email })).toBeVisible();
    await expect(footer.getByRole('link', { name: designer.email })).toHaveAttribute(
      'href',
      `mailto:${designer.email}`,
    );
    await expect(page.getByText('Email copied')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the mobile menu’s Email button copies too, with its toast above the dialog', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await skipIntro(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Email' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Email copied');
    await expect(dialog.getByText('Email copied')).toBeInViewport();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(designer.email);
  });

  test('every outgoing link opens a new tab without opener or referrer', async ({ page }) => {
    await skipIntro(page);
    await page.goto('/');
    await hydrated(page);
    const external = page.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(6);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const footer = page.getByRole('contentinfo');
    for (const name of ['YouTube', 'LinkedIn', 'Instagram', 'X']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${name} `) })).toBeVisible();
    }
  });
});
