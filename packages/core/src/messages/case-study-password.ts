/** Messages of the case-study password modal (docs/spec.md §4 and §5). */
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
