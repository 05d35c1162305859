/**
 * Opening the gated case studies (browser and tests), scheme v2 (docs/decisions.md, "Sealing
 * only the password can open"):
 *
 * - each study has a random-looking 32-byte content key K_c (derived at build from a secret seed
 *   and the study's slot set, tools/vite-plugins/seal-studies.ts); the text is AES-256-GCM under
 *   HKDF(K_c, "text"), with an IV keyed by the build (HMAC), never a hash of the text alone;
 * - every password that may open the study has a key slot: K_c wrapped (AES-GCM) under
 *   PBKDF2(password, salt), with ONE salt per study shared by all its slots, so an attempt costs
 *   one PBKDF2 however many slots there are, then one cheap unwrap try per slot;
 * - the "Almost correct! Check the letter case." outcome: each slot also carries
 *   PBKDF2(lower-cased password, caseSalt), compared after one more derivation per attempt.
 *
 * After an unlock the browser holds K_c (raw, 32 bytes): it is what a session remembers, and what
 * the study's other sealed files (figures, images) are opened with through {@link deriveSubkey}.
 * No DOM, no React, no storage: the Web Crypto object can be passed in, so the same code runs in
 * the browser, in Node and in tests. Sealing lives in ./seal.ts (build and tests only).
 */

/** PBKDF2 iterations for a build; the floor is OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const MIN_KDF_ITERATIONS = 600_000;
export const DEFAULT_KDF_ITERATIONS = 600_000;
/** The sealed format this code opens. */
export const SEALED_VERSION = 2;

/** The part of the Web Crypto API this module uses. */
export interface WebCrypto {
  subtle: SubtleCrypto;
  getRandomValues?: Crypto['getRandomValues'];
}

/** One password's way in: the study's content key wrapped under that password's PBKDF2 key. */
export interface KeySlot {
  /** base64, 12 bytes */
  iv: string;
  /** base64 of AES-GCM(K_c): 32 bytes of key and a 16-byte tag */
  wrapped: string;
  /** base64 of PBKDF2(lower-cased password, caseSalt), 32 bytes: the letter-case hint only */
  caseVerifier: string;
}

/** What ships for a gated case study. Names no reader and holds no password. */
export interface SealedContent {
  v: 2;
  iterations: number;
  /** base64, 16 bytes: the PBKDF2 salt of every slot of this study (random per slot set) */
  salt: string;
  /** base64, 16 bytes: the PBKDF2 salt of the lower-case verifiers */
  caseSalt: string;
  /** the slots, in an order that tells nothing (sorted by their bytes) */
  slots: KeySlot[];
  /** base64, 12 bytes: HMAC(k_iv, slug ‖ text), SIV-style */
  iv: string;
  /** base64 of the AES-GCM output (ciphertext with its 16-byte tag) */
  ciphertext: string;
}

/** The result of opening sealed content: never a throw. */
export type OpenResult =
  | {
      ok: true;
      plaintext: string;
      /** the study's content key K_c, raw (32 bytes), to remember for the session */
      rawKey: Uint8Array;
    }
  | { ok: false; reason: 'wrong-key' | 'malformed' };

export const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A password as every check reads it: Unicode NFC, so "é" typed as one character or as "e" plus
 * a combining accent (another keyboard, another OS) derives the same key. The build normalises
 * the sealing passwords the same way.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

export function cryptoOf(provided?: WebCrypto): WebCrypto {
  const found = provided ?? (globalThis.crypto as WebCrypto | undefined);
  if (!found?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available');
  return found;
}

/** Bytes to base64 (no padding tricks, works in Node 20 and every browser). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** base64 to bytes; throws on malformed input (callers catch). */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Authenticated data: binds a ciphertext (`text`) or a slot (`slot`) to its case study. */
export function additionalData(purpose: 'text' | 'slot', context: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`portfolio-case-study:v2:${purpose}:${context}`);
}

/** PBKDF2-SHA256 of the NFC password: 32 bytes. */
export async function pbkdf2Bits(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  c: WebCrypto,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = encoder.encode(normalizePassword(password));
  const material = await c.subtle.importKey('raw', bytes, 'PBKDF2', false, ['deriveBits']);
  const bits = await c.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    256,
  );
  return new Uint8Array(bits);
}

export function importAesKey(raw: Uint8Array, c: WebCrypto): Promise<CryptoKey> {
  return c.subtle.importKey('raw', new Uint8Array(raw), { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/**
 * A 32-byte key for one purpose, derived from a study's content key K_c with HKDF-SHA256
 * (info `portfolio-case-study:v2:<purpose>`, no salt). The text uses `"text"`; the study's
 * other sealed files use their own purpose (e.g. `"asset"`), so no two uses share a key.
 */
export async function deriveSubkey(
  contentKey: Uint8Array,
  purpose: string,
  provided?: WebCrypto,
): Promise<Uint8Array<ArrayBuffer>> {
  const c = cryptoOf(provided);
  if (contentKey.length !== 32) throw new Error('A content key is 32 bytes');
  const material = await c.subtle.importKey('raw', new Uint8Array(contentKey), 'HKDF', false, [
    'deriveBits',
  ]);
  const bits = await c.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: encoder.encode(`portfolio-case-study:v2:${purpose}`),
    },
    material,
    256,
  );
  return new Uint8Array(bits);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function validShape(sealed: SealedContent): boolean {
  return (
    sealed.v === SEALED_VERSION &&
    Number.isInteger(sealed.iterations) &&
    sealed.iterations >= MIN_KDF_ITERATIONS &&
    Array.isArray(sealed.slots)
  );
}

/** Decrypts with the study's content key K_c (raw bytes). Wrong key, tampering or junk: `ok: false`. */
export async function openWithRawKey(
  sealed: SealedContent,
  rawKey: Uint8Array,
  context: string,
  provided?: WebCrypto,
): Promise<OpenResult> {
  let parts: { iv: Uint8Array<ArrayBuffer>; data: Uint8Array<ArrayBuffer> };
  let key: CryptoKey;
  const c = cryptoOf(provided);
  try {
    if (sealed.v !== SEALED_VERSION) return { ok: false, reason: 'malformed' };
    parts = { iv: fromBase64(sealed.iv), data: fromBase64(sealed.ciphertext) };
    if (rawKey.length !== 32 || parts.iv.length !== 12) return { ok: false, reason: 'malformed' };
    key = await importAesKey(await deriveSubkey(rawKey, 'text', c), c);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  try {
    const plain = await c.subtle.decrypt(
      { name: 'AES-GCM', iv: parts.iv, additionalData: additionalData('text', context) },
      key,
      parts.data,
    );
    return { ok: true, plaintext: decoder.decode(plain), rawKey: new Uint8Array(rawKey) };
  } catch {
    // AES-GCM refuses a wrong key and any change to ciphertext, tag, IV or context alike.
    return { ok: false, reason: 'wrong-key' };
  }
}

/**
 * The content key K_c a password opens, or null: ONE PBKDF2 derivation (the slow step), then an
 * AES-GCM unwrap try per slot (microseconds each). Throws on malformed input (callers catch).
 */
export async function unwrapContentKey(
  sealed: SealedContent,
  password: string,
  context: string,
  provided?: WebCrypto,
): Promise<Uint8Array | null> {
  const c = cryptoOf(provided);
  const kek = await importAesKey(
    await pbkdf2Bits(password, fromBase64(sealed.salt), sealed.iterations, c),
    c,
  );
  for (const slot of sealed.slots) {
    try {
      const key = await c.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64(slot.iv),
          additionalData: additionalData('slot', context),
        },
        kek,
        fromBase64(slot.wrapped),
      );
      return new Uint8Array(key);
    } catch {
      // Not this slot: try the next.
    }
  }
  return null;
}

/** Derives the key from a password, finds its slot and decrypts. Never throws. */
export async function openWithPassword(
  sealed: SealedContent,
  password: string,
  context: string,
  provided?: WebCrypto,
): Promise<OpenResult> {
  let contentKey: Uint8Array | null;
  try {
    if (!validShape(sealed)) return { ok: false, reason: 'malformed' };
    contentKey = await unwrapContentKey(sealed, password, context, provided);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!contentKey) return { ok: false, reason: 'wrong-key' };
  return openWithRawKey(sealed, contentKey, context, provided);
}

/**
 * True when `candidate`, lower-cased, matches the lower-cased password of any slot: one PBKDF2
 * derivation, compared with every slot's verifier. Never throws.
 */
export async function matchesIgnoringCase(
  sealed: SealedContent,
  candidate: string,
  provided?: WebCrypto,
): Promise<boolean> {
  try {
    const c = cryptoOf(provided);
    if (!validShape(sealed)) return false;
    const hash = await pbkdf2Bits(
      normalizePassword(candidate).toLowerCase(),
      fromBase64(sealed.caseSalt),
      sealed.iterations,
      c,
    );
    let found = false;
    for (const slot of sealed.slots)
      found = sameBytes(hash, fromBase64(slot.caseVerifier)) || found;
    return found;
  } catch {
    return false;
  }
}
