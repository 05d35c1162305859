/**
 * The images and videos of a gated case study, sealed with that study's key, shared by the build
 * (Node's `globalThis.crypto`) and the browser (Web Crypto). No DOM, no React.
 *
 * - One asset key per study: HKDF-SHA256 of the study's 32-byte content key K_c (the key the
 *   build's sealer gives and the browser remembers after an unlock), purpose "asset".
 * - Each asset: AES-256-GCM under the asset key, a 12-byte nonce of its own (HMAC of its index and
 *   bytes: unique per asset, and a rebuild of unchanged files writes the same bytes), additional
 *   data naming the study and the asset's index, so a file cannot stand in for another study's
 *   or another figure's.
 * - Sizes are bucketed: the plaintext (4-byte length + bytes) is zero-padded up to a bucket, so a
 *   file's size tells little more than its order of magnitude.
 * - A file is `nonce (12 bytes) || AES-GCM output (ciphertext + 16-byte tag)`.
 */

import { deriveSubkey } from '../gate/crypto';

const encoder = new TextEncoder();
const NONCE_BYTES = 12;
const LENGTH_BYTES = 4;
/** Smallest bucket: 4 KiB. */
const MIN_BUCKET = 4096;

function cryptoOf(provided?: { subtle: SubtleCrypto }): { subtle: SubtleCrypto } {
  const found = provided ?? (globalThis.crypto as { subtle: SubtleCrypto } | undefined);
  if (!found?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available');
  return found;
}

/**
 * The padded size of a plaintext of `length` bytes (length prefix included): a multiple of a
 * quarter of its power of two, at least 4 KiB. At most 25 % of padding.
 */
export function bucketedLength(length: number): number {
  const total = length + LENGTH_BYTES;
  if (total <= MIN_BUCKET) return MIN_BUCKET;
  const step = Math.max(MIN_BUCKET, 2 ** (Math.floor(Math.log2(total)) - 2));
  return Math.ceil(total / step) * step;
}

/** What binds an asset to its study and its place in it (authenticated, not secret). */
function assetAdditionalData(slug: string, index: number): Uint8Array<ArrayBuffer> {
  return encoder.encode(`portfolio-case-study-asset:v1:${slug}:${index}`);
}

/** The study's asset keys (AES-GCM for the files, HMAC for their nonces) from its content key. */
export interface AssetKeys {
  aes: CryptoKey;
  nonce: CryptoKey;
}

/**
 * Derives the asset keys of a study from its 32-byte content key K_c (src/gate/crypto.ts
 * `deriveSubkey`: HKDF-SHA256, purposes "asset" and "asset-nonce").
 */
export async function deriveAssetKeys(
  contentKey: Uint8Array,
  provided?: { subtle: SubtleCrypto },
): Promise<AssetKeys> {
  const c = cryptoOf(provided);
  const [aesRaw, nonceRaw] = await Promise.all([
    deriveSubkey(contentKey, 'asset', c),
    deriveSubkey(contentKey, 'asset-nonce', c),
  ]);
  const [aes, nonce] = await Promise.all([
    c.subtle.importKey('raw', aesRaw, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]),
    c.subtle.importKey('raw', nonceRaw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
  ]);
  return { aes, nonce };
}

/** Encrypts one asset of a study (build side). */
export async function sealAsset(
  bytes: Uint8Array,
  keys: AssetKeys,
  slug: string,
  index: number,
  provided?: { subtle: SubtleCrypto },
): Promise<Uint8Array> {
  const c = cryptoOf(provided);
  const padded = new Uint8Array(bucketedLength(bytes.length));
  new DataView(padded.buffer).setUint32(0, bytes.length);
  padded.set(bytes, LENGTH_BYTES);
  const digest = new Uint8Array(await c.subtle.digest('SHA-256', new Uint8Array(bytes)));
  const label = encoder.encode(`${slug}:${index}:`);
  const nonceInput = new Uint8Array(label.length + digest.length);
  nonceInput.set(label);
  nonceInput.set(digest, label.length);
  const nonce = new Uint8Array(await c.subtle.sign('HMAC', keys.nonce, nonceInput)).slice(
    0,
    NONCE_BYTES,
  );
  const sealed = new Uint8Array(
    await c.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: assetAdditionalData(slug, index) },
      keys.aes,
      padded,
    ),
  );
  const file = new Uint8Array(NONCE_BYTES + sealed.length);
  file.set(nonce);
  file.set(sealed, NONCE_BYTES);
  return file;
}

/** Decrypts one asset file (browser side). Throws on a wrong key, tampering or junk. */
export async function openAsset(
  file: Uint8Array,
  keys: AssetKeys,
  slug: string,
  index: number,
  provided?: { subtle: SubtleCrypto },
): Promise<Uint8Array<ArrayBuffer>> {
  const c = cryptoOf(provided);
  if (file.length < NONCE_BYTES + 16 + LENGTH_BYTES) throw new Error('The file is too short');
  const plain = new Uint8Array(
    await c.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: new Uint8Array(file.subarray(0, NONCE_BYTES)),
        additionalData: assetAdditionalData(slug, index),
      },
      keys.aes,
      new Uint8Array(file.subarray(NONCE_BYTES)),
    ),
  );
  const length = new DataView(plain.buffer).getUint32(0);
  if (length > plain.length - LENGTH_BYTES) throw new Error('The file is malformed');
  return plain.slice(LENGTH_BYTES, LENGTH_BYTES + length);
}
