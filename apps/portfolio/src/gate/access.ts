import { caseStudyAccessKey } from '@portfolio/core';
import { session } from '../lib/storage';
import { fromBase64, toBase64 } from './crypto';

/**
 * sessionStorage key of the derived AES key (base64, raw bytes) of an unlocked case study.
 * Ours, not the spec's: it lets a reload in the same tab decrypt again without asking
 * (see docs/decisions.md, "Gated case studies").
 */
export function caseStudyKeyStorageKey(slug: string): `caseStudyKey:${string}` {
  return `caseStudyKey:${slug}`;
}

/** Decrypted case studies of this document, so the page does not decrypt twice after the modal. */
const openedThisDocument = new Map<string, string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to unlocks and forgets (for useSyncExternalStore). */
export function subscribeAccess(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps content decrypted with the remembered key for the rest of this document. */
export function keepOpened(slug: string, html: string): void {
  openedThisDocument.set(slug, html);
  notify();
}

/** Records a successful unlock: the spec's access flag, the key for this tab, the plaintext in memory. */
export function rememberUnlock(slug: string, rawKey: Uint8Array, html: string): void {
  session.setFlag(caseStudyAccessKey(slug));
  session.set(caseStudyKeyStorageKey(slug), toBase64(rawKey));
  openedThisDocument.set(slug, html);
  notify();
}

/** Forgets a stale unlock (a key from an older build no longer opens the content). */
export function forgetUnlock(slug: string): void {
  session.remove(caseStudyAccessKey(slug));
  session.remove(caseStudyKeyStorageKey(slug));
  openedThisDocument.delete(slug);
  notify();
}

/** True when this tab unlocked the case study (docs/spec.md §6: caseStudyAccess:{slug} = "true"). */
export function hasAccessFlag(slug: string): boolean {
  return session.hasFlag(caseStudyAccessKey(slug));
}

/** The remembered key of an unlocked case study, or null (absent, unreadable or junk). */
export function rememberedKey(slug: string): Uint8Array | null {
  const stored = session.get(caseStudyKeyStorageKey(slug));
  if (stored === null) return null;
  try {
    const bytes = fromBase64(stored);
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/** The plaintext opened earlier in this document, if any. */
export function openedContent(slug: string): string | undefined {
  return openedThisDocument.get(slug);
}
