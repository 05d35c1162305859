import { cardClickWrites } from '@portfolio/core';
import { session } from '../lib/storage';
import { applyWrites } from '../lib/sessionWrites';

/** Remembers the card the visitor clicked, so home can scroll back to it later (docs/spec.md §1). */
export function rememberCard(cardId: string): void {
  applyWrites(session, cardClickWrites(cardId));
}
