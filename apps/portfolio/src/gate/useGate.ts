import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import {
  forgetUnlock,
  hasAccessFlag,
  keepOpened,
  openedContent,
  rememberedKey,
  subscribeAccess,
} from './access';
import { openWithRawKey, type SealedContent } from './crypto';
import { gateReducer, initialGateState, type GateEvent, type GateState } from './gateState';

const noAccess = () => false;
const nothingOpened = () => undefined;

/**
 * The gate of one gated study on its page: this tab's session (access.ts) run through
 * gateReducer. The server and the hydrating page read no access, so they render locked. While
 * checking, it opens the content with the remembered key, or forgets a key that no longer opens it.
 */
export function useGate(
  slug: string,
  sealed: () => Promise<SealedContent>,
): readonly [GateState, (event: GateEvent) => void] {
  const hasAccess = useSyncExternalStore(subscribeAccess, () => hasAccessFlag(slug), noAccess);
  const openedHtml = useSyncExternalStore(
    subscribeAccess,
    () => openedContent(slug),
    nothingOpened,
  );
  const [gate, dispatch] = useReducer(gateReducer, initialGateState, (locked) =>
    gateReducer(locked, { type: 'sessionRead', hasAccess, openedHtml }),
  );
  const [seen, setSeen] = useState({ hasAccess, openedHtml });
  if (seen.hasAccess !== hasAccess || seen.openedHtml !== openedHtml) {
    // The session changed (hydration, an unlock, a forget): the reducer hears it in this render.
    setSeen({ hasAccess, openedHtml });
    dispatch({ type: 'sessionRead', hasAccess, openedHtml });
  }

  useEffect(() => {
    if (gate.kind !== 'checking') return;
    let active = true;
    const key = rememberedKey(slug);
    if (!key) {
      forgetUnlock(slug);
      return;
    }
    void sealed()
      .then((content) => openWithRawKey(content, key, slug))
      .then(
        (result) => {
          if (!active) return;
          // A key from an older deployment no longer opens the content: ask again.
          if (result.ok) keepOpened(slug, result.plaintext);
          else forgetUnlock(slug);
        },
        // The ciphertext could not be loaded: the form asks.
        () => active && forgetUnlock(slug),
      );
    return () => {
      active = false;
    };
  }, [gate.kind, slug, sealed]);

  return [gate, dispatch];
}
