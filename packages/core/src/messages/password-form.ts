/** Messages of the demo password form (docs/spec.md §5, "Demo password form"). */
export const passwordFormMessages = {
  tooCommon: 'Too common - try something unique',
  weak: 'Weak',
  goodStart: 'Good start',
  strong: 'Strong password!',
  excellent: 'Excellent security!',
  hintUppercase: 'add uppercase',
  hintNumbers: 'add numbers',
  hintSymbols: 'add symbols',
  /** Ours (the spec's rules never need it): shown when the length point is still needed. `{minLength}` is replaced. */
  hintLength: 'use at least {minLength} characters',
  keepTyping: 'Keep typing...',
  mismatch: "Passwords don't match",
  match: 'Passwords match perfectly!',
  submitIncomplete: 'Please complete both fields',
  submitReady: 'Set Password',
  success: 'Password Created!',
  tryAgain: 'Try Again',
} as const;
