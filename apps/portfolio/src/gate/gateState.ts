/**
 * The gate of one gated case study on its page, as a reducer: locked (the unlock form), checking
 * (opening the content with the key this tab remembered) or open (the story).
 */
export type GateState =
  | { kind: 'locked' }
  | { kind: 'checking' }
  /** `unlockedHere`: the visitor unlocked with the form on this page (focus then moves to the story). */
  | { kind: 'open'; html: string; unlockedHere: boolean };

export type GateEvent =
  /**
   * What this tab's session holds for the study (access.ts): the access flag, and the content
   * opened in this document if any. Read after hydration and after every unlock or forget.
   */
  | { type: 'sessionRead'; hasAccess: boolean; openedHtml: string | undefined }
  /** The form on this page opened the content. */
  | { type: 'unlockedHere'; html: string };

/** The server and the hydrating page render locked: the session is the browser's. */
export const initialGateState: GateState = { kind: 'locked' };

export function gateReducer(state: GateState, event: GateEvent): GateState {
  switch (event.type) {
    case 'unlockedHere':
      return { kind: 'open', html: event.html, unlockedHere: true };
    case 'sessionRead': {
      // No flag: never unlocked in this tab, or a stale key was forgotten.
      if (!event.hasAccess) return state.kind === 'locked' ? state : initialGateState;
      // The flag without content: the remembered key has to open it first.
      if (event.openedHtml === undefined)
        return state.kind === 'checking' ? state : { kind: 'checking' };
      // The same content again (the form's own unlock being remembered) keeps how it opened.
      if (state.kind === 'open' && state.html === event.openedHtml) return state;
      return { kind: 'open', html: event.openedHtml, unlockedHere: false };
    }
  }
}
