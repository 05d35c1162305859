import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SealedContent } from './crypto';
import { GatedBody } from './GatedBody';
import { sealContent } from './seal';

const SLUG = 'gated-body-test';
const PASSWORD = 'Quiet-Grid-81';
let sealed: SealedContent;

beforeAll(async () => {
  sealed = await sealContent('<h2>Outcome</h2><p>The story.</p>', PASSWORD, { context: SLUG });
}, 30_000);

function renderGate() {
  return render(
    <GatedBody
      slug={SLUG}
      sealed={async () => sealed}
      renderOpen={(html) => <div dangerouslySetInnerHTML={{ __html: html }} />}
    />,
  );
}

describe('the gated body on its page', { timeout: 20_000 }, () => {
  it('"Lock case study" forgets the key for this tab and shows the locked page again', async () => {
    const user = userEvent.setup();
    const first = renderGate();
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    expect(
      await screen.findByRole('heading', { name: 'Outcome' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(sessionStorage.getItem(`caseStudyKey:${SLUG}`)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Lock case study' }));
    expect(screen.queryByRole('heading', { name: 'Outcome' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'This case study is behind a password' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(sessionStorage.getItem(`caseStudyKey:${SLUG}`)).toBeNull();
    expect(sessionStorage.getItem(`caseStudyAccess:${SLUG}`)).toBeNull();

    // A reload in the same tab (a fresh mount) stays locked: nothing remembered opens it.
    first.unmount();
    renderGate();
    expect(screen.getByRole('button', { name: 'Unlock case study' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock case study' })).not.toBeInTheDocument();
  });
});
