import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  caseStudyPasswordMessages,
  pageMessages,
  checkCaseStudyPassword,
  type CaseStudyPasswordOutcome,
} from '@portfolio/core';
import {
  matchesLowercaseVerifier,
  normalizePassword,
  openWithPassword,
  type OpenResult,
  type SealedContent,
} from './crypto';
import { rememberUnlock } from './access';
import { LINKEDIN_URL } from './contact';
import * as styles from './gate.css';

export interface UnlockFormProps {
  /** The case study's slug: names the session flag and authenticates the ciphertext. */
  slug: string;
  /** The sealed content, or a loader for it (the modal loads it on open). */
  sealed: SealedContent | (() => Promise<SealedContent>);
  /** Called with the decrypted HTML after a successful unlock (access is already remembered). */
  onUnlocked: (html: string) => void;
  /** Shows a Cancel button that calls this (the modal). */
  onCancel?: () => void;
  /** Moves focus to the password field on mount (the modal: focus moves into the dialog). */
  focusOnMount?: boolean;
  /** Visible label of the submit button. */
  submitLabel?: string;
}

type Failure =
  | Exclude<CaseStudyPasswordOutcome, { kind: 'unlocked' }>
  | { kind: 'unavailable'; message: string };

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** True once React runs in the browser (false in the prerendered HTML and while hydrating). */
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The case-study password form (spec §4/§5): a real form (Enter submits), an eye toggle, the
 * "Case-sensitive password required" hint on focus, progress while the key is derived, the
 * spec's messages through core, and the field cleared after a failure. Used in the modal and
 * on the gated page.
 */
export function UnlockForm({
  slug,
  sealed,
  onUnlocked,
  onCancel,
  focusOnMount = false,
  submitLabel = 'Unlock',
}: UnlockFormProps) {
  const id = useId();
  const inputId = `${id}-password`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [show, setShow] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const submitting = useRef(false);
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    // Every check reads the entry in NFC, as the build sealed with: any keyboard's "é" is one character.
    const candidate = normalizePassword(value);
    setPending(true);
    setFailure(null);
    let opened: OpenResult | null = null;
    try {
      const content = typeof sealed === 'function' ? await sealed() : sealed;
      const outcome = await checkCaseStudyPassword(candidate, {
        // "Exactly the password" means the content decrypts with it: nothing else ships.
        matchesExactly: async (entry) => {
          opened = await openWithPassword(content, entry, slug);
          return opened.ok;
        },
        // Asked only after a wrong entry of 3+ characters: a second key derivation.
        matchesIgnoringCase: (entry) => matchesLowercaseVerifier(content.verifier, entry),
      });
      const result = opened as OpenResult | null;
      if (outcome.kind === 'unlocked' && result?.ok) {
        onUnlocked(result.plaintext);
        rememberUnlock(slug, result.rawKey, result.plaintext);
        return;
      }
      if (outcome.kind !== 'unlocked') setFailure(outcome);
    } catch {
      // The content could not be loaded (offline, a stale deployment): say so plainly.
      setFailure({ kind: 'unavailable', message: pageMessages.errorBody });
    } finally {
      submitting.current = false;
    }
    setPending(false);
    setValue('');
    inputRef.current?.focus();
  }

  const showHint = focused && failure === null && !pending;
  const describedBy =
    [showHint ? hintId : null, pending || failure ? messageId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-state={pending ? 'checking' : failure ? 'error' : 'idle'}
    >
      <label className={styles.label} htmlFor={inputId}>
        Password
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type={show ? 'text' : 'password'}
          // No name: if Enter submits the prerendered form before the page has hydrated, the
          // browser's native GET must not put the password in the URL (history, host logs).
          autoComplete="current-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          readOnly={pending}
          aria-invalid={failure !== null}
          aria-describedby={describedBy}
          onChange={(event) => {
            setValue(event.target.value);
            if (failure) setFailure(null);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <button
          type="button"
          className={styles.eyeButton}
          aria-label="Show password"
          aria-pressed={show}
          aria-controls={inputId}
          onClick={() => setShow((shown) => !shown)}
        >
          <EyeIcon open={!show} />
        </button>
      </div>
      <div className={styles.messageArea}>
        {showHint ? (
          <span id={hintId} className={styles.message.hint}>
            {caseStudyPasswordMessages.hint}
          </span>
        ) : null}
        <div id={messageId} aria-live="polite" aria-atomic="true">
          {pending ? (
            <span className={styles.message.progress}>
              <span className={styles.spinner} aria-hidden="true" />
              Checking password…
            </span>
          ) : failure?.kind === 'wrong' ? (
            <span className={styles.message.error}>
              {caseStudyPasswordMessages.wrongDisplay}{' '}
              <a href={LINKEDIN_URL} target="_blank" rel="noopener noreferrer">
                {caseStudyPasswordMessages.pingLink}
              </a>
            </span>
          ) : failure ? (
            <span className={styles.message.error}>{failure.message}</span>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        {onCancel ? (
          <button type="button" className={styles.button.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        {/* Disabled until hydrated: a default button that is disabled blocks the browser's own
            submit on Enter, which would reload the page and drop what was typed. */}
        <button
          type="submit"
          className={styles.button.primary}
          aria-disabled={pending}
          disabled={!hydrated}
        >
          {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
