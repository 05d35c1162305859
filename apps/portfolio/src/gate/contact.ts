import { social } from '../content/site-first';

/** Where the "Ping me on LinkedIn" link of a wrong password points: the designer's profile in site.ts. */
export const LINKEDIN_URL: string =
  social.find((link) => link.label === 'LinkedIn')?.href ?? 'https://www.linkedin.com/';
