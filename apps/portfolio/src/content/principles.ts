/**
 * The design principles page (/design-principles): the words live here, so they can be edited
 * without touching the page's code. Each principle has a short explanation and an example from
 * the work; `caseStudy` links the example to its case study.
 */

export interface Principle {
  /** The section's anchor on the page. */
  id: string;
  title: string;
  explanation: string;
  example: string;
  /** The slug of the case study the example comes from. */
  caseStudy?: string;
}

export const principlesPage = {
  eyebrow: 'Practice',
  title: 'Design principles',
  lede: 'The rules I return to when a screen gets crowded or a decision gets hard. I wrote them down so I can be held to them, and each one comes with the project that taught it to me.',
  /** Shown under the intro quote (the quote itself is core's INTRO_QUOTE). */
  quoteNote: 'The line that opens this site, and the first principle I reach for.',
};

export const principles: Principle[] = [
  {
    id: 'subtract-first',
    title: 'Subtract before you add',
    explanation:
      'Every element competes for attention, so a new one has to earn its place by making a decision easier. Before adding a feature, I ask what could be removed, merged or moved one step away.',
    example:
      'In Climatix IC the map was going to be the home screen. Testing showed it was slower for everything except spotting clusters, so it became a side panel that lights up only the sites behind the alarms you are looking at.',
    caseStudy: 'climatix-ic',
  },
  {
    id: 'design-for-the-tired-user',
    title: 'Design for the tired version of the user',
    explanation:
      'People meet our screens at the end of a long shift, on a small phone, in bad light. If the interface is clear for them, it is clear for everyone. Calm beats clever.',
    example:
      'Climatix IC is used by service engineers at two in the morning. Urgency lanes, reused hardware status colours paired with shapes, and trends one tap away all came from designing for that moment.',
    caseStudy: 'climatix-ic',
  },
  {
    id: 'motion-must-explain',
    title: 'Motion has a job',
    explanation:
      'Animation should explain a change of state: where something came from, where it went, what caused it. Motion that only decorates slows people down, and everything must still work with reduced motion.',
    example:
      'In the CRED Wealth prototype, money flows into the goal’s progress ring after a deposit. It tested better than any confirmation copy, because it shows cause and effect.',
    caseStudy: 'cred-wealth',
  },
  {
    id: 'be-honest-about-doubt',
    title: 'Be honest about doubt',
    explanation:
      'Systems that pretend to be certain lose trust the first time they are wrong. Showing where the system is unsure lets people trust the rest and spend their attention where it matters.',
    example:
      'BE Automation shows a highlight and a plain reason only on the fields the model is unsure of. Operators stopped re-checking every field because the interface admitted its doubts.',
    caseStudy: 'be-automation',
  },
  {
    id: 'forgive-by-default',
    title: 'Forgive by default',
    explanation:
      'Design for the missed day, the wrong tap and the change of mind. Undo over confirm dialogs, gaps over resets, a path back over a dead end.',
    example:
      'Skill League counts streaks in weeks and grants a freeze each season, and relegation is framed as a better-matched league. Entries about guilt in our diary study dropped to almost none.',
    caseStudy: 'skill-league',
  },
  {
    id: 'words-are-interface',
    title: 'Words are interface',
    explanation:
      'Copy is not filler that arrives after the design. Labels, errors and empty states carry most of the meaning, so I write them while I sketch, in the words people use themselves.',
    example:
      'MoCo Prompts exists to practise copy and motion together, and CRED Wealth says "low ups and downs" instead of "low volatility" and "on track for March" instead of a projected return.',
    caseStudy: 'moco-prompts',
  },
  {
    id: 'measure-the-work',
    title: 'Measure the work, not the opinion',
    explanation:
      'A stopwatch settles arguments that meetings cannot. Watching and timing real work shows where the cost really is, and it is rarely where everyone assumed.',
    example:
      'Timing forty documents in BE Automation showed that checking, not typing, took almost half the time. It turned "automate data entry" into "design the review", which is where the 70-90% saving came from.',
    caseStudy: 'be-automation',
  },
  {
    id: 'let-disagreement-become-a-setting',
    title: 'When a disagreement is real, make it a setting',
    explanation:
      'Some arguments have no single right answer because the people using the product really differ. Then the design should give them the choice, with a sensible default.',
    example:
      'Which alarms are critical differs between a hospital and a car park. Climatix IC ships a default urgency mapping that each customer can change, which ended months of debate in a week of work.',
    caseStudy: 'climatix-ic',
  },
];
