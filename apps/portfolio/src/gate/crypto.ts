/**
 * Sealing of the gated case studies, shared by the build (Node's `globalThis.crypto`) and the
 * browser (Web Crypto): AES-256-GCM with a key from PBKDF2-SHA256. No DOM, no React, no storage:
 * the Web Crypto object can be passed in, so the same code runs in both places and in tests.
 */

/** PBKDF2 iterations for a build; the floor is OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const MIN_KDF_ITERATIONS = 600_000;
export const DEFAULT_KDF_ITERATIONS = 600_000;

/** The part of the Web Crypto API this module uses. */
export interface WebCrypto {
  subtle: SubtleCrypto;
}

/** A PBKDF2 hash of the lower-cased password, for the "Almost correct!" outcome only. */
export interface LowercaseVerifier {
  iterations: number;
  /** base64 */
  salt: string;
  /** base64 of 32 bytes */
  hash: string;
}

/** What ships for a gated case study: ciphertext and what is needed to re-derive its key. */
export interface SealedContent {
  v: 1;
  iterations: number;
  /** base64, 16 bytes derived from the study's slug and text (see `sealContent`) */
  salt: string;
  /** base64, 12 bytes derived from the study's slug and text */
  iv: string;
  /** base64 of the AES-GCM output (ciphertext with its 16-byte tag) */
  ciphertext: string;
  verifier: LowercaseVerifier;
}

/** The result of opening sealed content: never a throw. */
export type OpenResult =
  | {
      ok: true;
      plaintext: string;
      /** the AES key, raw, to remember for the session */ rawKey: Uint8Array;
    }
  | { ok: false; reason: 'wrong-key' | 'malformed' };

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A password as every check reads it: Unicode NFC, so "é" typed as one character or as "e" plus
 * a combining accent (another keyboard, another OS) derives the same key. The build normalises
 * the sealing password the same way.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

function cryptoOf(provided?: WebCrypto): WebCrypto {
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

/** Binds a ciphertext to its case study, so one study's ciphertext cannot stand in for another's. */
function additionalData(context: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`portfolio-case-study:v1:${context}`);
}

async function pbkdf2Bits(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  c: WebCrypto,
): Promise<Uint8Array> {
  const bytes = encoder.encode(normalizePassword(password));
  const material = await c.subtle.importKey('raw', bytes, 'PBKDF2', false, ['deriveBits']);
  const bits = await c.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    256,
  );
  return new Uint8Array(bits);
}

function importAesKey(raw: Uint8Array<ArrayBuffer>, c: WebCrypto): Promise<CryptoKey> {
  return c.subtle.importKey('raw', raw, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export interface SealOptions {
  /** Names the content (the slug); it is authenticated, not secret. */
  context: string;
  iterations?: number;
  crypto?: WebCrypto;
}

/** SHA-256 of a label, the context and a digest of the text: a salt or IV that only the text changes. */
async function derivedBytes(
  label: string,
  context: string,
  textDigest: Uint8Array,
  length: number,
  c: WebCrypto,
): Promise<Uint8Array<ArrayBuffer>> {
  const prefix = encoder.encode(`portfolio-case-study:v1:${label}:${context}\0`);
  const input = new Uint8Array(prefix.length + textDigest.length);
  input.set(prefix);
  input.set(textDigest, prefix.length);
  return new Uint8Array(await c.subtle.digest('SHA-256', input)).slice(0, length);
}

/**
 * Encrypts `plaintext` under `password`, plus a lower-case verifier. Reproducible: the salts and
 * the IV are derived from the context and the text, not drawn at random, so a build with
 * unchanged studies and password writes the same bytes (chunk names and the entry's import map
 * stay put, returning visitors keep their cached files and their unlocked session). Safe for
 * AES-GCM because the salt makes each key seal exactly one text: an IV is never used twice under
 * one key. Public besides the ciphertext: hashes of a hash of the text (confirming a guess of
 * the whole text, nothing more); nothing new about the password.
 */
export async function sealContent(
  plaintext: string,
  password: string,
  options: SealOptions,
): Promise<SealedContent> {
  const c = cryptoOf(options.crypto);
  const iterations = options.iterations ?? DEFAULT_KDF_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < MIN_KDF_ITERATIONS) {
    throw new Error(`PBKDF2 iterations must be an integer of at least ${MIN_KDF_ITERATIONS}`);
  }
  if (password.length === 0) throw new Error('The case-study password is empty');
  const textDigest = new Uint8Array(await c.subtle.digest('SHA-256', encoder.encode(plaintext)));
  const [salt, iv, verifierSalt] = await Promise.all([
    derivedBytes('salt', options.context, textDigest, 16, c),
    derivedBytes('iv', options.context, textDigest, 12, c),
    derivedBytes('verifier-salt', options.context, textDigest, 16, c),
  ]);
  const [rawKey, verifierHash] = await Promise.all([
    pbkdf2Bits(password, salt, iterations, c),
    pbkdf2Bits(normalizePassword(password).toLowerCase(), verifierSalt, iterations, c),
  ]);
  const key = await importAesKey(new Uint8Array(rawKey), c);
  const ciphertext = await c.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(options.context) },
    key,
    encoder.encode(plaintext),
  );
  return {
    v: 1,
    iterations,
    salt: toBase64(salt),
    iv: toBase64(iv),
    ciphertext: toBase64(new Uint8Array(ciphertext)),
    verifier: { iterations, salt: toBase64(verifierSalt), hash: toBase64(verifierHash) },
  };
}

/** Decrypts with an AES key already derived (raw bytes). Wrong key, tampering or junk: `ok: false`. */
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
    parts = { iv: fromBase64(sealed.iv), data: fromBase64(sealed.ciphertext) };
    if (rawKey.length !== 32 || parts.iv.length !== 12) return { ok: false, reason: 'malformed' };
    key = await importAesKey(new Uint8Array(rawKey), c);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  try {
    const plain = await c.subtle.decrypt(
      { name: 'AES-GCM', iv: parts.iv, additionalData: additionalData(context) },
      key,
      parts.data,
    );
    return { ok: true, plaintext: decoder.decode(plain), rawKey: new Uint8Array(rawKey) };
  } catch {
    // AES-GCM refuses a wrong key and any change to ciphertext, tag, IV or context alike.
    return { ok: false, reason: 'wrong-key' };
  }
}

/** Derives the key from a password (the slow PBKDF2 step) and decrypts. Never throws. */
export async function openWithPassword(
  sealed: SealedContent,
  password: string,
  context: string,
  provided?: WebCrypto,
): Promise<OpenResult> {
  let rawKey: Uint8Array;
  try {
    const c = cryptoOf(provided);
    if (!(sealed.iterations >= MIN_KDF_ITERATIONS)) return { ok: false, reason: 'malformed' };
    rawKey = await pbkdf2Bits(password, fromBase64(sealed.salt), sealed.iterations, c);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  return openWithRawKey(sealed, rawKey, context, provided);
}

/** True when `candidate`, lower-cased, hashes to the verifier: the password ignoring letter case. Never throws. */
export async function matchesLowercaseVerifier(
  verifier: LowercaseVerifier,
  candidate: string,
  provided?: WebCrypto,
): Promise<boolean> {
  try {
    const c = cryptoOf(provided);
    if (!(verifier.iterations >= MIN_KDF_ITERATIONS)) return false;
    const hash = await pbkdf2Bits(
      normalizePassword(candidate).toLowerCase(),
      fromBase64(verifier.salt),
      verifier.iterations,
      c,
    );
    return sameBytes(hash, fromBase64(verifier.hash));
  } catch {
    return false;
  }
}
