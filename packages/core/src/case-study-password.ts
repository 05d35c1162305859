import { caseStudyPasswordMessages } from './messages/case-study-password.js';
import { codePointLength } from './text.js';

/** A wrong entry shorter than this gets the "too short" message (docs/spec.md §9). */
export const CASE_STUDY_PASSWORD_MIN_LENGTH = 3;

export type CaseStudyPasswordOutcome =
  | { kind: 'empty'; message: string }
  | { kind: 'unlocked'; message: '' }
  | { kind: 'too-short'; message: string }
  | { kind: 'wrong-case'; message: string }
  | { kind: 'wrong'; message: string };

/**
 * Answers the two questions the check needs without the plaintext password:
 * the site implements it with a key-derivation verifier or a decryption attempt.
 */
export interface CaseStudyPasswordVerifier {
  /** True when the candidate is exactly the password (case-sensitive). */
  matchesExactly(candidate: string): boolean | Promise<boolean>;
  /** True when the candidate equals the password ignoring letter case. */
  matchesIgnoringCase(candidate: string): boolean | Promise<boolean>;
}

export type CaseStudyPasswordMessages = { [K in keyof typeof caseStudyPasswordMessages]: string };

/** True when the entry is empty after trimming: the check stops there (docs/spec.md §5). */
export function isBlankPassword(candidate: string): boolean {
  return candidate.trim() === '';
}

/** True when a wrong entry is short enough for the "too short" message. */
export function isTooShortPassword(candidate: string): boolean {
  return codePointLength(candidate) < CASE_STUDY_PASSWORD_MIN_LENGTH;
}

/**
 * The outcome from already-known answers, in the spec's order: empty after trim;
 * exact match unlocks; wrong and under 3 characters; case-insensitive match; anything else.
 */
export function classifyCaseStudyPassword(
  candidate: string,
  answers: { exact: boolean; ignoringCase: boolean },
  messages: CaseStudyPasswordMessages = caseStudyPasswordMessages,
): CaseStudyPasswordOutcome {
  if (isBlankPassword(candidate)) return { kind: 'empty', message: messages.empty };
  if (answers.exact) return { kind: 'unlocked', message: '' };
  if (isTooShortPassword(candidate)) return { kind: 'too-short', message: messages.tooShort };
  if (answers.ignoringCase) return { kind: 'wrong-case', message: messages.wrongCase };
  return { kind: 'wrong', message: messages.wrong };
}

/**
 * Checks a case-study password against a verifier, asking it only what the
 * outcome needs: nothing for a blank entry, no case-insensitive check for a short one.
 */
export async function checkCaseStudyPassword(
  candidate: string,
  verifier: CaseStudyPasswordVerifier,
  messages: CaseStudyPasswordMessages = caseStudyPasswordMessages,
): Promise<CaseStudyPasswordOutcome> {
  if (isBlankPassword(candidate))
    return classifyCaseStudyPassword(candidate, { exact: false, ignoringCase: false }, messages);
  const exact = await verifier.matchesExactly(candidate);
  const ignoringCase =
    !exact && !isTooShortPassword(candidate) && (await verifier.matchesIgnoringCase(candidate));
  return classifyCaseStudyPassword(candidate, { exact, ignoringCase }, messages);
}
