import { describe, expect, it } from 'vitest';
import { gateReducer, initialGateState, type GateEvent, type GateState } from './gateState';

const locked: GateState = { kind: 'locked' };
const checking: GateState = { kind: 'checking' };
const openHere: GateState = { kind: 'open', html: '<p>Story</p>', unlockedHere: true };
const openOnLoad: GateState = { kind: 'open', html: '<p>Story</p>', unlockedHere: false };

const noAccess: GateEvent = { type: 'sessionRead', hasAccess: false, openedHtml: undefined };
const accessWithoutContent: GateEvent = {
  type: 'sessionRead',
  hasAccess: true,
  openedHtml: undefined,
};
const accessWithContent: GateEvent = {
  type: 'sessionRead',
  hasAccess: true,
  openedHtml: '<p>Story</p>',
};
const unlockedHere: GateEvent = { type: 'unlockedHere', html: '<p>Story</p>' };

describe('gateReducer', () => {
  it('starts locked, as the server renders it', () => {
    expect(initialGateState).toEqual(locked);
  });

  it.each<[string, GateState, GateEvent, GateState]>([
    ['a first visit stays locked', locked, noAccess, locked],
    [
      'the access flag without content checks the remembered key',
      locked,
      accessWithoutContent,
      checking,
    ],
    [
      'content opened in this document (the modal) opens at once',
      locked,
      accessWithContent,
      openOnLoad,
    ],
    ['the form on the page opens it, focus to follow', locked, unlockedHere, openHere],
    ['the remembered key opened it', checking, accessWithContent, openOnLoad],
    ['a stale or missing key was forgotten: ask again', checking, noAccess, locked],
    [
      'checking stays checking while the session says the same',
      checking,
      accessWithoutContent,
      checking,
    ],
    [
      'the form’s unlock being remembered keeps it opened here',
      openHere,
      accessWithContent,
      openHere,
    ],
    ['a forget locks an opened study', openOnLoad, noAccess, locked],
    [
      'storage that keeps no flag leaves the page locked after an unlock',
      openHere,
      noAccess,
      locked,
    ],
  ])('%s', (_, from, event, to) => {
    expect(gateReducer(from, event)).toEqual(to);
  });

  it('returns the same state object when nothing changes (no re-render)', () => {
    expect(gateReducer(locked, noAccess)).toBe(locked);
    expect(gateReducer(checking, accessWithoutContent)).toBe(checking);
    expect(gateReducer(openHere, accessWithContent)).toBe(openHere);
  });
});
