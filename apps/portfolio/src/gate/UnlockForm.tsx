import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  caseStudyPasswordMessages,
  pageMessages,
  checkCaseStudyPassword,
  type CaseStudyPasswordOutcome,
} from '@portfolio/core';
import { PasswordField, type PasswordFieldClasses } from '../ui/PasswordField';
import { afterNextPaint } from '../lib/afterNextPaint';
import {
  matchesIgnoringCase,
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
  /** Loads the sealed content (its own chunk): started when the form gets focus, awaited on submit. */
  sealed: () => Promise<SealedContent>;
  /** Called with the decrypted HTML after a successful unlock (access is already remembered). */
  onUnlocked: (html: string) => void;
  /** Shows a Cancel button that calls this (the modal). */
  onCancel?: () => void;
  /** Moves focus to the password field on mount and whenever it turns true (the gated page). */
  focusOnMount?: boolean;
  /** Visible label of the submit button. */
  submitLabel?: string;
}

type Failure =
  | Exclude<CaseStudyPasswordOutcome, { kind: 'unlocked' }>
  | { kind: 'unavailable'; message: string };

const fieldClasses: PasswordFieldClasses = {
  label: styles.label,
  field: styles.field,
  input: styles.input,
  toggle: styles.eyeButton,
  messageArea: styles.messageArea,
  hint: styles.hint,
};

/** True once React runs in the browser (false in the prerendered HTML and while hydrating). */
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The case-study password form (docs/spec.md §4/§5): a real form (Enter submits), an eye toggle, the
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const submitting = useRef(false);
  const fetching = useRef(false);
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);

  // Reaching the form starts fetching the ciphertext: typing a password outlasts the fetch, so
  // submit does not wait. A failed fetch is a failed lazy chunk (lazy-page.ts): one reload,
  // before anything is typed. A native listener, before the focus below: React does not listen to
  // focus events on this site (src/boot/reactEvents.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fetchOnFocus = () => {
      if (fetching.current) return;
      fetching.current = true;
      // After the frame: the modal's field takes focus in the frame that opens it.
      afterNextPaint(() => void sealed().catch(() => undefined));
    };
    form.addEventListener('focusin', fetchOnFocus);
    return () => form.removeEventListener('focusin', fetchOnFocus);
  }, [sealed]);

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
      // A blank entry is answered at once; only a check against the content waits for it.
      const content = () => sealed();
      const outcome = await checkCaseStudyPassword(candidate, {
        // "Exactly the password" means the content decrypts with it: nothing else ships.
        matchesExactly: async (entry) => {
          opened = await openWithPassword(await content(), entry, slug);
          return opened.ok;
        },
        // Asked only after a wrong entry of 3+ characters: a second key derivation, compared
        // with every slot's lower-case verifier (so it works for every password of the study).
        matchesIgnoringCase: async (entry) => matchesIgnoringCase(await content(), entry),
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

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-state={pending ? 'checking' : failure ? 'error' : 'idle'}
    >
      <PasswordField
        ref={inputRef}
        label="Password"
        classes={fieldClasses}
        value={value}
        onValueChange={(entry) => {
          setValue(entry);
          if (failure) setFailure(null);
        }}
        readOnly={pending}
        invalid={failure !== null}
        hint={caseStudyPasswordMessages.hint}
        message={
          pending ? (
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
          ) : null
        }
      />
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
