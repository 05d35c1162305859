import { describe, expect, it } from 'vitest';
import {
  MIN_KDF_ITERATIONS,
  fromBase64,
  matchesLowercaseVerifier,
  openWithPassword,
  openWithRawKey,
  sealContent,
  toBase64,
  type SealedContent,
} from './crypto';

const PASSWORD = 'Quiet-Grid-81';
const HTML =
  '<h2 id="context">Context</h2><p>A sentence only the right password may read — with ünïcode ✓.</p>';

// One sealing shared by the tests: PBKDF2 at 600 000 iterations is deliberately slow.
const sealed: Promise<SealedContent> = sealContent(HTML, PASSWORD, { context: 'climatix-ic' });

function flipByte(base64: string, index: number): string {
  const bytes = fromBase64(base64);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return toBase64(bytes);
}

describe('case-study sealing (AES-256-GCM, PBKDF2-SHA256)', () => {
  it('ships no plaintext and no password, only ciphertext, salt, IV, iterations and a verifier', async () => {
    const content = await sealed;
    const shipped = JSON.stringify(content);
    expect(shipped).not.toContain('sentence');
    expect(shipped).not.toContain(PASSWORD);
    expect(shipped).not.toContain(PASSWORD.toLowerCase());
    expect(content.iterations).toBeGreaterThanOrEqual(600_000);
    expect(fromBase64(content.salt)).toHaveLength(16);
    expect(fromBase64(content.iv)).toHaveLength(12);
    expect(fromBase64(content.ciphertext).length).toBe(new TextEncoder().encode(HTML).length + 16);
    expect(content.verifier.salt).not.toBe(content.salt);
  }, 20_000);

  it('decrypts with the right password and gives the key for the session', async () => {
    const content = await sealed;
    const result = await openWithPassword(content, PASSWORD, 'climatix-ic');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plaintext).toBe(HTML);
    expect(result.rawKey).toHaveLength(32);
    const again = await openWithRawKey(content, result.rawKey, 'climatix-ic');
    expect(again).toMatchObject({ ok: true, plaintext: HTML });
  }, 20_000);

  it('fails cleanly, without throwing, for a wrong or case-swapped password', async () => {
    const content = await sealed;
    await expect(openWithPassword(content, 'Quiet-Grid-82', 'climatix-ic')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    await expect(openWithPassword(content, 'qUIET-gRID-81', 'climatix-ic')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    await expect(openWithPassword(content, '', 'climatix-ic')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
  }, 30_000);

  it('refuses tampered ciphertext, tag or IV, and ciphertext moved to another case study', async () => {
    const content = await sealed;
    const opened = await openWithPassword(content, PASSWORD, 'climatix-ic');
    if (!opened.ok) throw new Error('setup: the right password must open');
    const key = opened.rawKey;
    const ciphertextLength = fromBase64(content.ciphertext).length;
    await expect(
      openWithRawKey(
        { ...content, ciphertext: flipByte(content.ciphertext, 0) },
        key,
        'climatix-ic',
      ),
    ).resolves.toEqual({ ok: false, reason: 'wrong-key' });
    await expect(
      openWithRawKey(
        { ...content, ciphertext: flipByte(content.ciphertext, ciphertextLength - 1) },
        key,
        'climatix-ic',
      ),
    ).resolves.toEqual({ ok: false, reason: 'wrong-key' });
    await expect(
      openWithRawKey({ ...content, iv: flipByte(content.iv, 3) }, key, 'climatix-ic'),
    ).resolves.toEqual({ ok: false, reason: 'wrong-key' });
    await expect(openWithRawKey(content, key, 'skill-league')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    // With the right key, untouched, it still opens: the failures above are the tampering.
    await expect(openWithRawKey(content, key, 'climatix-ic')).resolves.toMatchObject({ ok: true });
  }, 20_000);

  it('answers "malformed" for junk instead of throwing', async () => {
    const content = await sealed;
    await expect(
      openWithRawKey(
        { ...content, ciphertext: '%%%not base64' },
        new Uint8Array(32),
        'climatix-ic',
      ),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
    await expect(openWithRawKey(content, new Uint8Array(16), 'climatix-ic')).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
    await expect(
      openWithPassword({ ...content, salt: '***' }, PASSWORD, 'climatix-ic'),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
    await expect(
      openWithPassword({ ...content, iterations: 1000 }, PASSWORD, 'climatix-ic'),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
  });

  it('the lower-case verifier matches the password in any letter case, and nothing else', async () => {
    const { verifier } = await sealed;
    await expect(matchesLowercaseVerifier(verifier, 'qUIET-gRID-81')).resolves.toBe(true);
    await expect(matchesLowercaseVerifier(verifier, 'QUIET-GRID-81')).resolves.toBe(true);
    await expect(matchesLowercaseVerifier(verifier, 'Quiet-Grid-80')).resolves.toBe(false);
    await expect(
      matchesLowercaseVerifier({ ...verifier, hash: flipByte(verifier.hash, 0) }, 'quiet-grid-81'),
    ).resolves.toBe(false);
    await expect(
      matchesLowercaseVerifier({ ...verifier, salt: '***' }, 'quiet-grid-81'),
    ).resolves.toBe(false);
  }, 30_000);

  it('reads passwords in Unicode NFC: a composed and a decomposed "é" unlock alike', async () => {
    const composed = 'Caf\u00e9-Grid-81';
    const decomposed = 'Cafe\u0301-Grid-81';
    expect(composed).not.toBe(decomposed);
    const sealedComposed = await sealContent(HTML, composed, { context: 'climatix-ic' });
    await expect(
      openWithPassword(sealedComposed, decomposed, 'climatix-ic'),
    ).resolves.toMatchObject({ ok: true, plaintext: HTML });
    await expect(
      matchesLowercaseVerifier(sealedComposed.verifier, 'CAFE\u0301-GRID-81'),
    ).resolves.toBe(true);
    const sealedDecomposed = await sealContent(HTML, decomposed, { context: 'climatix-ic' });
    await expect(
      openWithPassword(sealedDecomposed, composed, 'climatix-ic'),
    ).resolves.toMatchObject({ ok: true, plaintext: HTML });
  }, 30_000);

  it('seals reproducibly: the same text, slug and password give the same bytes; another text, slug or password does not', async () => {
    const a = await sealed;
    expect(await sealContent(HTML, PASSWORD, { context: 'climatix-ic' })).toEqual(a);
    const otherText = await sealContent(`${HTML}<p>More.</p>`, PASSWORD, {
      context: 'climatix-ic',
    });
    expect(otherText.salt).not.toBe(a.salt);
    expect(otherText.iv).not.toBe(a.iv);
    expect(otherText.verifier.salt).not.toBe(a.verifier.salt);
    const otherSlug = await sealContent(HTML, PASSWORD, { context: 'cred-wealth' });
    expect(otherSlug.salt).not.toBe(a.salt);
    expect(otherSlug.iv).not.toBe(a.iv);
    // A new password re-keys the same text: same salt and IV, another ciphertext and verifier.
    const otherPassword = await sealContent(HTML, `${PASSWORD}!`, { context: 'climatix-ic' });
    expect(otherPassword.salt).toBe(a.salt);
    expect(otherPassword.ciphertext).not.toBe(a.ciphertext);
    expect(otherPassword.verifier.hash).not.toBe(a.verifier.hash);
    await expect(openWithPassword(otherPassword, PASSWORD, 'climatix-ic')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
  }, 30_000);

  it('refuses weak settings', async () => {
    await expect(
      sealContent(HTML, PASSWORD, { context: 'x', iterations: MIN_KDF_ITERATIONS - 1 }),
    ).rejects.toThrow(/at least 600000/);
    await expect(sealContent(HTML, '', { context: 'x' })).rejects.toThrow(/empty/);
  }, 20_000);
});
