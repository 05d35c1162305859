import { useCallback, useState } from 'react';
import { copyWithFallback, EMAIL_TOAST_MS, pageMessages } from '@portfolio/core';
import { designer } from '../content/site-first';
import { useToast } from './Toast';

function clipboardWriter(): ((text: string) => Promise<void>) | null {
  try {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    return clipboard && typeof clipboard.writeText === 'function'
      ? (text) => clipboard.writeText(text)
      : null;
  } catch {
    return null;
  }
}

/**
 * Copies the designer's address with the Clipboard API and shows the "Email copied"
 * toast for 2000 ms. When the clipboard is refused, `revealed` turns true so the caller
 * shows the address itself (and the live region announces it). Never throws.
 */
export function useEmailCopy(): { copy: () => Promise<void>; revealed: boolean; email: string } {
  const toast = useToast();
  const [revealed, setRevealed] = useState(false);
  const copy = useCallback(async () => {
    let result;
    try {
      result = await copyWithFallback(designer.email, clipboardWriter());
    } catch {
      result = { kind: 'refused' as const, fallbackText: designer.email };
    }
    if (result.kind === 'copied') {
      toast.show(pageMessages.emailCopied, EMAIL_TOAST_MS);
    } else {
      setRevealed(true);
      toast.show(result.fallbackText, EMAIL_TOAST_MS, 'info');
    }
  }, [toast]);
  return { copy, revealed, email: designer.email };
}
