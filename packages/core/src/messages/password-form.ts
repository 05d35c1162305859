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
