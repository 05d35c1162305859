import { describe, expect, it } from 'vitest';
import {
  MIN_KDF_ITERATIONS,
  deriveSubkey,
  fromBase64,
  matchesIgnoringCase,
  openWithPassword,
  openWithRawKey,
  toBase64,
  type SealedContent,
} from './crypto';
import { sealContent, sealStudy } from './seal';

const PASSWORD = 'Quiet-Grid-81';
const HTML =
  '<h2 id="context">Context</h2><p>A sentence only the right password may read — with ünïcode ✓.</p>';
const SEED = new Uint8Array(32).fill(7);

// One sealing shared by the tests: PBKDF2 at 600 000 iterations is deliberately slow.
const sealed: Promise<SealedContent> = sealContent(HTML, PASSWORD, {
  context: 'climatix-ic',
  seed: SEED,
});

function flipByte(base64: string, index: number): string {
  const bytes = fromBase64(base64);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return toBase64(bytes);
}

/** Every base64 value of a sealed study except the ciphertext: salts, IVs, slots, verifiers. */
function derivedValues(content: SealedContent): string[] {
  return [
    content.salt,
    content.caseSalt,
    content.iv,
    ...content.slots.flatMap((slot) => [slot.iv, slot.wrapped, slot.caseVerifier]),
  ];
}

describe('case-study sealing v2 (key slots, keyed IV, AES-256-GCM, PBKDF2-SHA256)', () => {
  it('ships no plaintext and no password, only ciphertext, salts, IVs, iterations and slots', async () => {
    const content = await sealed;
    const shipped = JSON.stringify(content);
    expect(shipped).not.toContain('sentence');
    expect(shipped).not.toContain(PASSWORD);
    expect(shipped).not.toContain(PASSWORD.toLowerCase());
    expect(content.v).toBe(2);
    expect(content.iterations).toBeGreaterThanOrEqual(600_000);
    expect(fromBase64(content.salt)).toHaveLength(16);
    expect(fromBase64(content.caseSalt)).toHaveLength(16);
    expect(content.caseSalt).not.toBe(content.salt);
    expect(fromBase64(content.iv)).toHaveLength(12);
    expect(content.slots).toHaveLength(1);
    expect(fromBase64(content.slots[0]!.wrapped)).toHaveLength(32 + 16);
    expect(fromBase64(content.ciphertext).length).toBe(new TextEncoder().encode(HTML).length + 16);
  }, 20_000);

  it('decrypts with the right password and gives the content key for the session', async () => {
    const content = await sealed;
    const result = await openWithPassword(content, PASSWORD, 'climatix-ic');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plaintext).toBe(HTML);
    expect(result.rawKey).toHaveLength(32);
    const again = await openWithRawKey(content, result.rawKey, 'climatix-ic');
    expect(again).toMatchObject({ ok: true, plaintext: HTML });
    // Sub-keys of the content key differ per purpose (the text's is not the assets').
    const [text, asset] = await Promise.all([
      deriveSubkey(result.rawKey, 'text'),
      deriveSubkey(result.rawKey, 'asset'),
    ]);
    expect(toBase64(text)).not.toBe(toBase64(asset));
  }, 20_000);

  it('fails cleanly, without throwing, for a wrong or case-swapped password', async () => {
    const content = await sealed;
    for (const wrong of ['Quiet-Grid-82', 'qUIET-gRID-81', ''])
      await expect(openWithPassword(content, wrong, 'climatix-ic')).resolves.toEqual({
        ok: false,
        reason: 'wrong-key',
      });
  }, 30_000);

  it('refuses tampered ciphertext, IV or slot, and ciphertext moved to another case study', async () => {
    const content = await sealed;
    const opened = await openWithPassword(content, PASSWORD, 'climatix-ic');
    if (!opened.ok) throw new Error('setup: the right password must open');
    const key = opened.rawKey;
    const last = fromBase64(content.ciphertext).length - 1;
    for (const tampered of [
      { ...content, ciphertext: flipByte(content.ciphertext, 0) },
      { ...content, ciphertext: flipByte(content.ciphertext, last) },
      { ...content, iv: flipByte(content.iv, 3) },
    ])
      await expect(openWithRawKey(tampered, key, 'climatix-ic')).resolves.toEqual({
        ok: false,
        reason: 'wrong-key',
      });
    await expect(openWithRawKey(content, key, 'skill-league')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    const slot = content.slots[0]!;
    await expect(
      openWithPassword(
        { ...content, slots: [{ ...slot, wrapped: flipByte(slot.wrapped, 5) }] },
        PASSWORD,
        'climatix-ic',
      ),
    ).resolves.toEqual({ ok: false, reason: 'wrong-key' });
    // A slot moved to another study's name does not unwrap either.
    await expect(openWithPassword(content, PASSWORD, 'skill-league')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    await expect(openWithRawKey(content, key, 'climatix-ic')).resolves.toMatchObject({ ok: true });
  }, 40_000);

  it('answers "malformed" for junk instead of throwing', async () => {
    const content = await sealed;
    await expect(
      openWithRawKey({ ...content, ciphertext: '%%%not base64' }, new Uint8Array(32), 'x'),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
    await expect(openWithRawKey(content, new Uint8Array(16), 'x')).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
    await expect(
      openWithPassword({ ...content, salt: '***' }, PASSWORD, 'climatix-ic'),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
    await expect(
      openWithPassword({ ...content, iterations: 1000 }, PASSWORD, 'climatix-ic'),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
    // A v1 study (an older deployment's cached chunk) is not opened as v2.
    await expect(
      openWithPassword({ ...content, v: 1 } as unknown as SealedContent, PASSWORD, 'climatix-ic'),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
  });

  it('the lower-case verifiers match any slot password in any letter case, and nothing else', async () => {
    const content = await sealed;
    await expect(matchesIgnoringCase(content, 'qUIET-gRID-81')).resolves.toBe(true);
    await expect(matchesIgnoringCase(content, 'QUIET-GRID-81')).resolves.toBe(true);
    await expect(matchesIgnoringCase(content, 'Quiet-Grid-80')).resolves.toBe(false);
    const slot = content.slots[0]!;
    await expect(
      matchesIgnoringCase(
        { ...content, slots: [{ ...slot, caseVerifier: flipByte(slot.caseVerifier, 0) }] },
        'quiet-grid-81',
      ),
    ).resolves.toBe(false);
    await expect(
      matchesIgnoringCase({ ...content, caseSalt: '***' }, 'quiet-grid-81'),
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
    await expect(matchesIgnoringCase(sealedComposed, 'CAFE\u0301-GRID-81')).resolves.toBe(true);
  }, 30_000);

  it('seals reproducibly: the same text, slug, passwords and seed give the same bytes', async () => {
    const a = await sealed;
    expect(await sealContent(HTML, PASSWORD, { context: 'climatix-ic', seed: SEED })).toEqual(a);
    // Another text under the same passwords keeps the key and salts (sessions survive) but not the IV.
    const otherText = await sealContent(`${HTML}<p>More.</p>`, PASSWORD, {
      context: 'climatix-ic',
      seed: SEED,
    });
    expect(otherText.salt).toBe(a.salt);
    expect(otherText.iv).not.toBe(a.iv);
  }, 30_000);

  it('two builds of the same text with different passwords share no salt, IV or other derived bytes', async () => {
    const a = await sealed;
    const otherPassword = await sealContent(HTML, 'Quiet-Grid-81!', {
      context: 'climatix-ic',
      seed: SEED,
    });
    const otherSeed = await sealContent(HTML, PASSWORD, {
      context: 'climatix-ic',
      seed: new Uint8Array(32).fill(8),
    });
    for (const other of [otherPassword, otherSeed]) {
      const shared = derivedValues(other).filter((value) => derivedValues(a).includes(value));
      expect(shared).toEqual([]);
      expect(other.ciphertext).not.toBe(a.ciphertext);
    }
    await expect(openWithPassword(otherPassword, PASSWORD, 'climatix-ic')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
  }, 40_000);

  it('nothing shipped is a function of the text alone: a guessed text cannot be confirmed without the seed', async () => {
    // The v1 review recovered a hidden "85%" by recomputing the IV from guesses; with the IV keyed,
    // the same guess under another seed gives another IV, so the shipped IV confirms nothing.
    const hidden = (n: number) => `<p>Adoption rose ${n}%.</p>`;
    const a = await sealContent(hidden(85), PASSWORD, { context: 'climatix-ic', seed: SEED });
    const guess = await sealContent(hidden(85), PASSWORD, {
      context: 'climatix-ic',
      seed: new Uint8Array(32).fill(9),
    });
    expect(guess.iv).not.toBe(a.iv);
    expect(guess.ciphertext).not.toBe(a.ciphertext);
  }, 30_000);

  it('opens with any of several slots after ONE key derivation per attempt', async () => {
    const passwords = Array.from({ length: 10 }, (_, i) => `Reader-${i}-Lantern-Orbit`);
    const content = await sealContent(HTML, passwords, { context: 'climatix-ic', seed: SEED });
    expect(content.slots).toHaveLength(10);
    let derivations = 0;
    const counting = {
      subtle: new Proxy(globalThis.crypto.subtle, {
        get(target, name: keyof SubtleCrypto) {
          const value = target[name] as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (name === 'deriveBits' && (args[0] as { name: string }).name === 'PBKDF2')
              derivations += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      }),
    };
    await expect(
      openWithPassword(content, passwords[9]!, 'climatix-ic', counting),
    ).resolves.toMatchObject({ ok: true, plaintext: HTML });
    expect(derivations).toBe(1);
    await expect(matchesIgnoringCase(content, passwords[4]!.toUpperCase(), counting)).resolves.toBe(
      true,
    );
    expect(derivations).toBe(2);
  }, 120_000);

  it('refuses weak settings', async () => {
    await expect(
      sealContent(HTML, PASSWORD, { context: 'x', iterations: MIN_KDF_ITERATIONS - 1 }),
    ).rejects.toThrow(/at least 600000/);
    await expect(sealContent(HTML, '', { context: 'x' })).rejects.toThrow(/empty/);
    await expect(
      sealStudy(HTML, {
        context: 'x',
        seed: new Uint8Array(16),
        slots: [{ id: 'a', password: PASSWORD }],
      }),
    ).rejects.toThrow(/at least 32 bytes/);
  }, 20_000);
});
