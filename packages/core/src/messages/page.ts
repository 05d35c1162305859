/** The error catalogue of docs/spec.md §8 and the loading and toast texts of §1–§2. */
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
