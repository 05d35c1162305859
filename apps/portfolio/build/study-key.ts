/**
 * The build side of "a gated study's key", for its encrypted figure files: the 32-byte key the
 * browser also holds after an unlock (the gate's remembered raw key, src/gate/access.ts).
 *
 * One small function so the sealing scheme can change under it: today the key is re-derived by
 * opening the sealed text with the password (one PBKDF2 run per gated study and build).
 */
import { openWithPassword, type SealedContent } from '../src/gate/crypto';

export async function studyContentKey(
  sealed: SealedContent,
  password: string,
  slug: string,
): Promise<Uint8Array> {
  const opened = await openWithPassword(sealed, password, slug);
  if (!opened.ok)
    throw new Error(`${slug}: the sealed text does not open with the build's password`);
  return opened.rawKey;
}
