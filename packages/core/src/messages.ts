/**
 * Every user-facing string of spec §4, §5 and §8, written exactly once.
 * Components import these (and let integrators override them for translation);
 * nothing else in the codebase repeats them.
 */

/** Messages of the demo password form (spec §5, "Demo password form"). */
export const passwordFormMessages = {
  tooCommon: 'Too common - try something unique',
  weak: 'Weak',
  goodStart: 'Good start',
  strong: 'Strong password!',
  excellent: 'Excellent security!',
  hintUppercase: 'add uppercase',
  hintNumbers: 'add numbers',
  hintSymbols: 'add symbols',
  keepTyping: 'Keep typing...',
  mismatch: "Passwords don't match",
  match: 'Passwords match perfectly!',
  submitIncomplete: 'Please complete both fields',
  submitReady: 'Set Password',
  success: 'Password Created!',
  tryAgain: 'Try Again',
} as const;

/** Messages of the case-study password modal (spec §4 and §5). */
export const caseStudyPasswordMessages = {
  empty: 'Password cannot be empty.',
  tooShort: 'Password too short. Check your email for the correct one.',
  wrongCase: 'Almost correct! Check the letter case.',
  wrong: 'Naah, not this. Ping me if you need.',
  /** How the "wrong" outcome is displayed: this text followed by {@link caseStudyPasswordMessages.pingLink}. */
  wrongDisplay: 'Wrong Password! Try again or',
  pingLink: 'Ping me on LinkedIn',
  hint: 'Case-sensitive password required',
} as const;

/** The error catalogue of spec §8 and the loading and toast texts of §1–§2. */
export const pageMessages = {
  errorTitle: 'Something went wrong',
  errorBody: 'We encountered an unexpected error. Please refresh the page or try again later.',
  refreshPage: 'Refresh Page',
  goToHome: 'Go to Home',
  notFoundTitle: 'Lost in the grid.',
  notFoundBody: "The page you're looking for doesn't exist.",
  backToHome: 'Back to Home',
  exploreProjects: 'Explore Projects',
  loading: 'Loading...',
  emailCopied: 'Email copied',
} as const;

/** Texts of the progress demo (spec §4). */
export const progressMessages = {
  start: 'Start Process',
  complete: 'Processing Complete!',
  processAgain: 'Process Again',
} as const;

/** The intro quote (spec §2), without the quotation marks the overlay adds. */
export const INTRO_QUOTE = 'Sometimes design is knowing what not to design.';
