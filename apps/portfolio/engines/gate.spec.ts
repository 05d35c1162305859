// The project modal's five outcomes and the unlock to the case study (PBKDF2 and AES-GCM through
// each engine's WebCrypto), as a visitor meets them.
import { caseStudyPasswordMessages as messages } from '@portfolio/core';
import { PASSWORD, swapCase } from '../e2e/routes-helpers';
import { expect, isVisible, test, openHydrated } from './fixtures';
import type { Query, Tab } from './drivers';

const CARD: Query = { role: 'article', name: 'Climatix IC' };
const DIALOG: Query = { role: 'dialog', name: /Climatix IC/ };
const FIELD: Query = { label: 'Password', within: DIALOG };

/** Types an entry into the emptied field and sends it with Enter (or the Unlock button). */
async function submit(tab: Tab, entry: string, send: 'Enter' | 'Unlock' = 'Enter') {
  await tab.click(FIELD);
  if (entry) await tab.type(entry);
  if (send === 'Enter') await tab.press('Enter');
  else await tab.click({ role: 'button', name: 'Unlock', within: DIALOG });
}

const shows = (tab: Tab, content: string) =>
  expect
    .poll(() => tab.on({ content, within: DIALOG }, isVisible), {
      timeout: 10_000,
      message: content,
    })
    .toBe(true);
const fieldValue = (tab: Tab) => tab.on(FIELD, (field) => (field as HTMLInputElement).value);

test('the project modal: empty, too short, wrong case, wrong, then the right password opens the study', async ({
  tab,
}) => {
  test.setTimeout(120_000); // four key derivations and some fifty round trips to the browser
  await openHydrated(tab, '/#projects');
  await tab.click({ role: 'button', name: 'Case study', within: CARD });
  await expect.poll(() => tab.on(DIALOG, isVisible)).toBe(true);
  // A modal dialog: the page behind it goes inert (not by showModal, whose whole-page restyle
  // held the opening frame back: issue 30).
  expect(await tab.on(DIALOG, (dialog) => dialog.getAttribute('aria-modal'))).toBe('true');
  await expect.poll(() => tab.on(CARD, (card) => card.closest('[inert]') !== null)).toBe(true);
  await expect.poll(() => tab.on(FIELD, (field) => field === document.activeElement)).toBe(true);
  await shows(tab, messages.hint);

  await submit(tab, '');
  await shows(tab, messages.empty);

  await submit(tab, 'ab');
  await shows(tab, messages.tooShort);
  expect(await fieldValue(tab)).toBe('');

  await submit(tab, swapCase(PASSWORD));
  await shows(tab, messages.wrongCase);
  expect(await fieldValue(tab)).toBe('');

  await submit(tab, 'definitely not it', 'Unlock');
  await shows(tab, `${messages.wrongDisplay} ${messages.pingLink}`);
  expect(
    await tab.on({ role: 'link', name: messages.pingLink, within: DIALOG }, (link) =>
      link.getAttribute('rel'),
    ),
  ).toBe('noopener noreferrer');
  expect(await fieldValue(tab)).toBe('');

  await submit(tab, PASSWORD);
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/\/case-study\/climatix-ic$/);
  await expect
    .poll(() => tab.on({ role: 'heading', level: 1, name: 'Climatix IC' }, isVisible))
    .toBe(true);
  await expect
    .poll(() =>
      tab.on({ role: 'heading', level: 2, name: 'Outcome', within: { role: 'main' } }, isVisible),
    )
    .toBe(true);

  // A reload in the same tab keeps access.
  await tab.reload();
  await expect
    .poll(() =>
      tab.on(
        { role: 'heading', level: 2, name: 'What I learned', within: { role: 'main' } },
        isVisible,
      ),
    )
    .toBe(true);
  expect(await tab.count({ label: 'Password' })).toBe(0);
});
