import { describe, expect, it } from 'vitest';
import { EMAIL_TOAST_MS, copyWithFallback } from './toast.js';

describe('copying the email address (docs/spec.md §1, §9)', () => {
  it('shows the toast for 2000 ms', () => {
    expect(EMAIL_TOAST_MS).toBe(2000);
  });

  it('copied: the clipboard writer received the text', async () => {
    const written: string[] = [];
    const result = await copyWithFallback('hello@example.com', async (text) => {
      written.push(text);
    });
    expect(result).toEqual({ kind: 'copied' });
    expect(written).toEqual(['hello@example.com']);
  });

  it('refused: the writer rejects, and the text comes back to show instead', async () => {
    const result = await copyWithFallback('hello@example.com', () =>
      Promise.reject(new Error('NotAllowedError')),
    );
    expect(result).toEqual({ kind: 'refused', fallbackText: 'hello@example.com' });
  });

  it('refused: the writer throws before returning a promise', async () => {
    const result = await copyWithFallback('hello@example.com', () => {
      throw new TypeError('Illegal invocation');
    });
    expect(result).toEqual({ kind: 'refused', fallbackText: 'hello@example.com' });
  });

  it('missing clipboard: null or undefined writer', async () => {
    expect(await copyWithFallback('hello@example.com', null)).toEqual({
      kind: 'refused',
      fallbackText: 'hello@example.com',
    });
    expect(await copyWithFallback('hello@example.com', undefined)).toEqual({
      kind: 'refused',
      fallbackText: 'hello@example.com',
    });
  });
});
