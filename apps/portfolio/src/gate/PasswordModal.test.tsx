import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { caseStudyPasswordMessages } from '@portfolio/core';
import type { SealedContent } from './crypto';
import { sealContent, sealStudy } from './seal';
import { PasswordModal } from './PasswordModal';
import { social } from '../content/site';

// Sealed with a composed "é" (U+00E9), as the build seals: NFC.
const PASSWORD = 'Quiét-Grid-81';
const fixture = vi.hoisted(() => ({ sealed: null as SealedContent | null }));

// The content module is compiled by the build; here it serves a study sealed by the test.
vi.mock('../content/case-studies', () => ({
  loadCaseStudy: (slug: string) =>
    slug === 'climatix-ic'
      ? Promise.resolve({
          slug,
          title: 'Climatix IC',
          summary: 'S',
          role: 'R',
          duration: '3 months',
          year: '2024',
          tags: [],
          gated: true,
          sealed: async () => fixture.sealed,
        })
      : null,
}));

beforeAll(async () => {
  fixture.sealed = await sealContent('<h2>Context</h2><p>Secret words.</p>', PASSWORD, {
    context: 'climatix-ic',
  });
  // Compile the lazy dialog once up front, so no test's timing includes the transform.
  await import('./PasswordDialog');
}, 30_000);

function ProjectCard() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Case study
      </button>
      <PasswordModal
        slug="climatix-ic"
        projectName="Climatix IC"
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function renderHome() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ProjectCard />} />
        <Route path="/case-study/:slug" element={<h1>Case study page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Case study' }));
  // The dialog is a lazy chunk: the first opening waits for it.
  return screen.findByRole('dialog', { name: /Climatix IC/ }, { timeout: 8000 });
}

const SLOW = { timeout: 8000 };

describe('PasswordModal', { timeout: 20_000 }, () => {
  it('is a dialog named after the project that takes focus and gives it back on Escape', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    expect(dialog).toHaveAccessibleName('Protected case study Climatix IC');
    const field = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Case study' })).toHaveFocus();
  });

  it('closes with Cancel and with the close icon, focus back on the trigger each time', async () => {
    const user = renderHome();
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Case study' })).toHaveFocus();
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Case study' })).toHaveFocus();
  });

  it('shows the hint on focus, toggles visibility with the eye button', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    const field = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(dialog).getByText(caseStudyPasswordMessages.hint)).toBeVisible();
    expect(field).toHaveAccessibleDescription(caseStudyPasswordMessages.hint);
    const eye = within(dialog).getByRole('button', { name: 'Show password' });
    expect(field).toHaveAttribute('type', 'password');
    await user.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveAttribute('type', 'text');
    // Focus on the eye button: the hint hides (it shows while the field has focus, by CSS).
    expect(within(dialog).getByText(caseStudyPasswordMessages.hint)).not.toBeVisible();
    await user.click(eye);
    expect(field).toHaveAttribute('type', 'password');
  });

  it('says "Password cannot be empty." for a blank entry', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Password'), '   {Enter}');
    expect(await within(dialog).findByText(caseStudyPasswordMessages.empty)).toBeVisible();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "too short" for a wrong entry under 3 characters, and clears the field', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    const field = within(dialog).getByLabelText('Password');
    await user.type(field, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(
      await within(dialog).findByText(caseStudyPasswordMessages.tooShort, {}, SLOW),
    ).toBeVisible();
    expect(field).toHaveValue('');
    // With an error on screen, focus shows no hint.
    expect(field).toHaveFocus();
    expect(within(dialog).queryByText(caseStudyPasswordMessages.hint)).not.toBeInTheDocument();
  });

  it('says "Almost correct!" for the password in the wrong letter case', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    const field = within(dialog).getByLabelText('Password');
    await user.type(field, 'qUIÉT-gRID-81{Enter}');
    expect(
      await within(dialog).findByText(caseStudyPasswordMessages.wrongCase, {}, SLOW),
    ).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('shows progress while checking, then "Wrong Password! Try again or" with a LinkedIn link in a new tab', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    const field = within(dialog).getByLabelText('Password');
    await user.type(field, 'not the password{Enter}');
    expect(within(dialog).getByText('Checking password…')).toBeVisible();
    const message = await within(dialog).findByText(
      caseStudyPasswordMessages.wrongDisplay,
      { exact: false },
      SLOW,
    );
    expect(message).toHaveTextContent(
      `${caseStudyPasswordMessages.wrongDisplay} ${caseStudyPasswordMessages.pingLink}`,
    );
    const link = within(dialog).getByRole('link', { name: caseStudyPasswordMessages.pingLink });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', social.find((item) => item.label === 'LinkedIn')?.href);
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      `${caseStudyPasswordMessages.wrongDisplay} ${caseStudyPasswordMessages.pingLink}`,
    );
  });

  it('opens fresh every time: empty field, no error, password hidden', async () => {
    const user = renderHome();
    let dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    await user.type(within(dialog).getByLabelText('Password'), 'ab{Enter}');
    await within(dialog).findByText(caseStudyPasswordMessages.tooShort, {}, SLOW);
    await user.type(within(dialog).getByLabelText('Password'), 'half-typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openModal(user);
    const field = within(dialog).getByLabelText('Password');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByText(caseStudyPasswordMessages.tooShort)).not.toBeInTheDocument();
  });

  it('unlocks with the exact password: remembers access for the tab and opens the case study', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Password'), `${PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Case study page' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('caseStudyAccess:climatix-ic')).toBe('true');
    expect(sessionStorage.getItem('caseStudyKey:climatix-ic')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(localStorage.length).toBe(0);
  });

  it('unlocks with the "é" typed as "e" plus a combining accent (another keyboard)', async () => {
    const user = renderHome();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Password'), 'Quie\u0301t-Grid-81{Enter}');
    expect(await screen.findByRole('heading', { name: 'Case study page' }, SLOW)).toBeVisible();
  });
});

// Per-reader passwords (readers.json): no shared password; reader "acme" may open climatix-ic,
// reader "globex" only another study. The spec's five outcomes read the same for them.
describe('PasswordModal with per-reader passwords', { timeout: 20_000 }, () => {
  const ACME = 'Acme-Lantern-Orbit-64';
  const GLOBEX = 'Globex-Velvet-Quarry-17';
  beforeAll(async () => {
    // As the build seals it for these readers (tools/vite-plugins/seal-studies.ts `slotsFor`):
    // climatix-ic has one slot, acme's; globex's password is in none of its slots.
    const seed = new TextEncoder().encode('a test seed of at least thirty-two characters');
    fixture.sealed = await sealStudy('<h2>Context</h2><p>Secret words.</p>', {
      context: 'climatix-ic',
      seed,
      slots: [{ id: 'reader:acme', password: ACME }],
    });
  }, 30_000);

  async function submit(entry: string) {
    const user = renderHome();
    const dialog = await openModal(user);
    const field = within(dialog).getByLabelText('Password');
    if (entry) await user.type(field, entry);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    return dialog;
  }

  it('1. empty: "Password cannot be empty."', async () => {
    const dialog = await submit('');
    expect(await within(dialog).findByText(caseStudyPasswordMessages.empty)).toBeVisible();
  });

  it('2. under 3 characters: too short', async () => {
    const dialog = await submit('ac');
    expect(
      await within(dialog).findByText(caseStudyPasswordMessages.tooShort, {}, SLOW),
    ).toBeVisible();
  });

  it('3. the reader\'s password in the wrong letter case: "Almost correct!"', async () => {
    const dialog = await submit(ACME.toLowerCase());
    expect(
      await within(dialog).findByText(caseStudyPasswordMessages.wrongCase, {}, SLOW),
    ).toBeVisible();
  });

  it("4. another reader's password (not granted this study): wrong password", async () => {
    const dialog = await submit(GLOBEX);
    expect(
      await within(dialog).findByText(
        caseStudyPasswordMessages.wrongDisplay,
        { exact: false },
        SLOW,
      ),
    ).toBeVisible();
    expect(sessionStorage.getItem('caseStudyAccess:climatix-ic')).toBeNull();
  });

  it("5. the reader's own password: unlocked, the study's content key remembered for the tab", async () => {
    await submit(ACME);
    expect(await screen.findByRole('heading', { name: 'Case study page' }, SLOW)).toBeVisible();
    expect(sessionStorage.getItem('caseStudyAccess:climatix-ic')).toBe('true');
    expect(sessionStorage.getItem('caseStudyKey:climatix-ic')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
