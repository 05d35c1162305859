import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '@portfolio/interactions/recipes';

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  /** Where the link goes: another site. */
  href: string;
  /** The link's visible text, before the hidden "(opens in a new tab)". */
  children: ReactNode;
}

/**
 * A link that leaves the site: always a new tab, never handing over `window.opener` or
 * the referrer, and it says so to screen-reader users.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
