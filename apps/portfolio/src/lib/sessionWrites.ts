import type { SafeStorage } from '@portfolio/core';

/** A set of storage writes as core returns them: keys to set and keys to remove. */
export interface StorageWrites {
  set?: Partial<Record<string, string>>;
  remove?: readonly string[];
}

/** Applies core's writes to a safe storage (failures are ignored by the wrapper). */
export function applyWrites(
  storage: SafeStorage,
  writes: StorageWrites | Record<string, string>,
): void {
  const isWrites = 'set' in writes || 'remove' in writes;
  const set = (isWrites ? (writes as StorageWrites).set : writes) ?? {};
  for (const [key, value] of Object.entries(set)) {
    if (typeof value === 'string') storage.set(key, value);
  }
  for (const key of isWrites ? ((writes as StorageWrites).remove ?? []) : []) storage.remove(key);
}
