/** How long the email-copied toast (`pageMessages.emailCopied`) stays (docs/spec.md §9). */
export const EMAIL_TOAST_MS = 2000;

/** The clipboard copy's result: copied, or refused and the address must be shown instead. */
export type CopyResult = { kind: 'copied' } | { kind: 'refused'; fallbackText: string };

/** Copies text with a given clipboard writer; a refusal or a missing clipboard gives the text to show. */
export async function copyWithFallback(
  text: string,
  writeText: ((text: string) => Promise<void>) | null | undefined,
): Promise<CopyResult> {
  if (!writeText) return { kind: 'refused', fallbackText: text };
  try {
    await writeText(text);
    return { kind: 'copied' };
  } catch {
    return { kind: 'refused', fallbackText: text };
  }
}
