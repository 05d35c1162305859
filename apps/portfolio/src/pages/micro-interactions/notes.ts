import type { PlaygroundItem } from '../../content/site';

/** What to look for in each live demo, shown under its caption on /micro-interactions. */
export const notesByType: Record<PlaygroundItem['type'], string[]> = {
  'smart-form-validation': [
    'Messages wait until you have touched a field, so nobody is scolded before they start.',
    'The strength meter names what is missing instead of only colouring a bar.',
    'The confirm field says "Keep typing..." while your entry is still a prefix of the password.',
  ],
  'progress-indicator': [
    'Each step says what it is doing, how long it usually takes and a tip for the wait.',
    'Step progress and overall progress are separate bars, both announced to screen readers.',
    'Start is ignored while a run is in progress, so a double tap never restarts the work.',
  ],
  'pricing-calculator': [
    'Every choice shows its cost the moment you make it, in a breakdown beside the total.',
    'Annual billing shows the monthly price with the saving per year, like for like.',
    'Reset appears only when something differs from the defaults.',
  ],
};

export const microInteractionsPage = {
  eyebrow: 'Playground',
  title: 'Micro-interactions',
  lede: 'Small moments, sweated. Each one is live: type, click and try to break it. They come from @portfolio/interactions, the component library behind this site.',
  /** The link to the library's static Storybook, published with the site at /storybook/. */
  storybook: {
    before: 'How each one works (its keys, parts, states and tokens) is in ',
    link: 'the library’s Storybook',
    href: '/storybook/',
  },
};
