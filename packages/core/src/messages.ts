/**
 * Every user-facing string of docs/spec.md §4, §5 and §8, written exactly once (in `messages/`).
 * Components import these (and let integrators override them for translation);
 * nothing else in the codebase repeats them. One module per group, so an app's bundler puts
 * each group in the chunk that shows it: the 404 texts do not carry the demo form's.
 */
export { passwordFormMessages } from './messages/password-form.js';
export { caseStudyPasswordMessages } from './messages/case-study-password.js';
export { pageMessages } from './messages/page.js';
export { progressMessages } from './messages/progress.js';
export { INTRO_QUOTE } from './messages/intro.js';
