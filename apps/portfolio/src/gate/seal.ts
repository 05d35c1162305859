/**
 * Sealing of the gated case studies, scheme v2 (build and tests only; the browser opens with
 * ./crypto.ts). Everything is derived from a secret 32-byte seed, the study's slug and its slot
 * set, so a build is reproducible (same inputs and seed: the same bytes) while nothing it writes
 * is a function of the text alone:
 *
 *   fp         = SHA-256 of the sorted HMAC(seed, "slot" ‖ slot id ‖ password) of the study's slots
 *   K_c        = HMAC(seed, "content-key" ‖ slug ‖ fp)        the study's content key
 *   salt       = HMAC(seed, "salt" ‖ slug ‖ fp)[0..16]        one PBKDF2 salt for all its slots
 *   caseSalt   = HMAC(seed, "case-salt" ‖ slug ‖ fp)[0..16]   salt of the lower-case verifiers
 *   k_iv       = HMAC(seed, "iv-key" ‖ slug ‖ fp)
 *   IV         = HMAC(k_iv, slug ‖ text)[0..12]               SIV-style: a new text, a new IV
 *   slot       = AES-GCM(PBKDF2(password, salt), K_c), caseVerifier = PBKDF2(lower(password), caseSalt)
 *   ciphertext = AES-GCM(HKDF(K_c, "text"), IV, text)
 *
 * Any change to the slot set (a reader added, removed, or a password changed) changes fp, so the
 * content key, the salts and every IV rotate: a revoked reader's saved key opens nothing new.
 */
import {
  DEFAULT_KDF_ITERATIONS,
  MIN_KDF_ITERATIONS,
  additionalData,
  cryptoOf,
  deriveSubkey,
  encoder,
  importAesKey,
  normalizePassword,
  pbkdf2Bits,
  toBase64,
  type KeySlot,
  type SealedContent,
  type WebCrypto,
} from './crypto';

/** A password that opens a study, with a stable name (the reader's) for the derivations. */
export interface SlotPassword {
  id: string;
  password: string;
}

/** A study's derived secrets (never shipped, except through the sealed form). */
export interface StudyKeyMaterial {
  contentKey: Uint8Array<ArrayBuffer>;
  salt: Uint8Array<ArrayBuffer>;
  caseSalt: Uint8Array<ArrayBuffer>;
  ivKey: Uint8Array<ArrayBuffer>;
  slotIvKey: Uint8Array<ArrayBuffer>;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** HMAC-SHA256(key, data). */
export async function hmac(
  key: Uint8Array,
  data: Uint8Array,
  c: WebCrypto,
): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await c.subtle.importKey(
    'raw',
    new Uint8Array(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await c.subtle.sign('HMAC', imported, new Uint8Array(data)));
}

const label = (...parts: string[]) =>
  encoder.encode(`portfolio-case-study:v2:${parts.join('\0')}\0`);

function distinctSlots(slots: readonly SlotPassword[]): SlotPassword[] {
  const seen = new Set<string>();
  return slots
    .map((slot) => ({ id: slot.id, password: normalizePassword(slot.password) }))
    .filter((slot) => {
      if (slot.password.length === 0) throw new Error(`The password of "${slot.id}" is empty`);
      if (seen.has(slot.password)) return false;
      seen.add(slot.password);
      return true;
    });
}

/** The study's secrets: a function of the seed, the slug and the slot set (not of the text). */
export async function studyKeyMaterial(
  seed: Uint8Array,
  slug: string,
  slots: readonly SlotPassword[],
  provided?: WebCrypto,
): Promise<StudyKeyMaterial> {
  const c = cryptoOf(provided);
  if (seed.length < 32) throw new Error('The sealing seed must be at least 32 bytes');
  const ids = await Promise.all(
    distinctSlots(slots).map(async (slot) =>
      toBase64(await hmac(seed, label('slot', slot.id, slot.password), c)),
    ),
  );
  const fingerprint = new Uint8Array(
    await c.subtle.digest('SHA-256', encoder.encode(ids.sort().join(','))),
  );
  const derive = (name: string) => hmac(seed, concat(label(name, slug), fingerprint), c);
  const [contentKey, salt, caseSalt, ivKey, slotIvKey] = await Promise.all([
    derive('content-key'),
    derive('salt'),
    derive('case-salt'),
    derive('iv-key'),
    derive('slot-iv-key'),
  ]);
  return {
    contentKey,
    salt: salt.slice(0, 16),
    caseSalt: caseSalt.slice(0, 16),
    ivKey,
    slotIvKey,
  };
}

export interface SealStudyOptions {
  /** The slug: authenticated with the text and every slot, not secret. */
  context: string;
  /** The build's secret seed (≥ 32 bytes). */
  seed: Uint8Array;
  /** Every password that opens this study. */
  slots: readonly SlotPassword[];
  iterations?: number;
  crypto?: WebCrypto;
}

/** Seals `plaintext` so each slot's password (and nothing else) opens it. */
export async function sealStudy(
  plaintext: string,
  options: SealStudyOptions,
): Promise<SealedContent> {
  const c = cryptoOf(options.crypto);
  const iterations = options.iterations ?? DEFAULT_KDF_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < MIN_KDF_ITERATIONS) {
    throw new Error(`PBKDF2 iterations must be an integer of at least ${MIN_KDF_ITERATIONS}`);
  }
  const slots = distinctSlots(options.slots);
  if (slots.length === 0) throw new Error(`${options.context}: no password opens this study`);
  const keys = await studyKeyMaterial(options.seed, options.context, slots, c);
  const sealedSlots: KeySlot[] = await Promise.all(
    slots.map(async (slot) => {
      const [kek, caseVerifier, ivBytes] = await Promise.all([
        pbkdf2Bits(slot.password, keys.salt, iterations, c),
        pbkdf2Bits(slot.password.toLowerCase(), keys.caseSalt, iterations, c),
        hmac(keys.slotIvKey, label('slot-iv', slot.id, slot.password), c),
      ]);
      const iv = ivBytes.slice(0, 12);
      const wrapped = await c.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData('slot', options.context) },
        await importAesKey(kek, c),
        keys.contentKey,
      );
      return {
        iv: toBase64(iv),
        wrapped: toBase64(new Uint8Array(wrapped)),
        caseVerifier: toBase64(caseVerifier),
      };
    }),
  );
  // The order of the slots tells nothing about the order of the readers.
  sealedSlots.sort((a, b) => (a.wrapped < b.wrapped ? -1 : a.wrapped > b.wrapped ? 1 : 0));
  const text = encoder.encode(plaintext);
  const iv = (await hmac(keys.ivKey, concat(label('text', options.context), text), c)).slice(0, 12);
  const ciphertext = await c.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData('text', options.context) },
    await importAesKey(await deriveSubkey(keys.contentKey, 'text', c), c),
    text,
  );
  return {
    v: 2,
    iterations,
    salt: toBase64(keys.salt),
    caseSalt: toBase64(keys.caseSalt),
    slots: sealedSlots,
    iv: toBase64(iv),
    ciphertext: toBase64(new Uint8Array(ciphertext)),
  };
}

export interface SealContentOptions {
  context: string;
  /** The secret seed; a fresh random one when absent (tests that need no reproducibility). */
  seed?: Uint8Array;
  iterations?: number;
  crypto?: WebCrypto;
}

/** Seals with one password or several (one slot each, named by their position). For tests. */
export function sealContent(
  plaintext: string,
  passwords: string | readonly string[],
  options: SealContentOptions,
): Promise<SealedContent> {
  const c = cryptoOf(options.crypto);
  const list = typeof passwords === 'string' ? [passwords] : passwords;
  if (list.some((password) => password.length === 0))
    return Promise.reject(new Error('The case-study password is empty'));
  const seed =
    options.seed ?? (globalThis.crypto.getRandomValues(new Uint8Array(32)) as Uint8Array);
  return sealStudy(plaintext, {
    context: options.context,
    seed,
    slots: list.map((password, index) => ({ id: `slot-${index}`, password })),
    iterations: options.iterations,
    crypto: c,
  });
}
