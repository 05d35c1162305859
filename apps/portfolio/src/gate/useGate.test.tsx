import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetUnlock, rememberUnlock } from './access';
import { openWithPassword, toBase64, type SealedContent } from './crypto';
import { sealContent } from './seal';
import { useGate } from './useGate';

const SLUG = 'gate-test';
const PASSWORD = 'Quiet-Grid-81';
const HTML = '<p>The story.</p>';
let sealed: SealedContent;
let rawKey: Uint8Array;

beforeAll(async () => {
  sealed = await sealContent(HTML, PASSWORD, { context: SLUG });
  const opened = await openWithPassword(sealed, PASSWORD, SLUG);
  if (!opened.ok) throw new Error('the test content does not open');
  rawKey = opened.rawKey;
}, 30_000);

afterEach(() => forgetUnlock(SLUG));

/** Each state as text; Unlock does what the unlock form does after a right password. */
function Gate() {
  const [gate, dispatch] = useGate(SLUG, async () => sealed);
  if (gate.kind === 'checking') return <p role="status">Opening the case study…</p>;
  if (gate.kind === 'open')
    return <p>{`${gate.unlockedHere ? 'Unlocked here' : 'Opened'}: ${gate.html}`}</p>;
  return (
    <button
      type="button"
      onClick={() => {
        dispatch({ type: 'unlockedHere', html: HTML });
        rememberUnlock(SLUG, rawKey, HTML);
      }}
    >
      Unlock
    </button>
  );
}

function rememberAccess(key: Uint8Array) {
  sessionStorage.setItem(`caseStudyAccess:${SLUG}`, 'true');
  sessionStorage.setItem(`caseStudyKey:${SLUG}`, toBase64(key));
}

describe('useGate', { timeout: 20_000 }, () => {
  it('renders locked on the server, whatever the session holds', () => {
    rememberAccess(rawKey);
    expect(renderToString(<Gate />)).toContain('Unlock');
  });

  it('with the access flag and the remembered key: "Opening the case study…", then the story', async () => {
    rememberAccess(rawKey);
    render(<Gate />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the case study…');
    expect(await screen.findByText(`Opened: ${HTML}`, {}, { timeout: 10_000 })).toBeVisible();
  });

  it('forgets a key that no longer opens the story (an older deployment) and asks again', async () => {
    rememberAccess(new Uint8Array(32).fill(7));
    render(<Gate />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Unlock' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(sessionStorage.getItem(`caseStudyAccess:${SLUG}`)).toBeNull();
    expect(sessionStorage.getItem(`caseStudyKey:${SLUG}`)).toBeNull();
  });

  it('takes the flag without a key as no access', () => {
    sessionStorage.setItem(`caseStudyAccess:${SLUG}`, 'true');
    render(<Gate />);
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeVisible();
    expect(sessionStorage.getItem(`caseStudyAccess:${SLUG}`)).toBeNull();
  });

  it('opens at once, marked as unlocked here, when the form on the page unlocks', async () => {
    const user = userEvent.setup();
    render(<Gate />);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByText(`Unlocked here: ${HTML}`)).toBeVisible();
    expect(sessionStorage.getItem(`caseStudyAccess:${SLUG}`)).toBe('true');
  });

  it('opens what the modal already decrypted in this document, without checking again', () => {
    rememberUnlock(SLUG, rawKey, HTML);
    render(<Gate />);
    expect(screen.getByText(`Opened: ${HTML}`)).toBeVisible();
  });

  it('locks again when the unlock is forgotten', () => {
    rememberUnlock(SLUG, rawKey, HTML);
    render(<Gate />);
    act(() => forgetUnlock(SLUG));
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeVisible();
  });
});
