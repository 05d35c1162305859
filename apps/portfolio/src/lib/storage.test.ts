import { describe, expect, it } from 'vitest';
import { session, local } from './storage';

describe('site storage', () => {
  it('reads what it wrote in sessionStorage and localStorage', () => {
    session.setFlag('prequoteShown');
    local.set('theme', 'light');
    expect(session.hasFlag('prequoteShown')).toBe(true);
    expect(local.get('theme')).toBe('light');
  });
});
