import type { HomeSectionId } from '@portfolio/core';

export interface NavItem {
  /** The section id this item points at ("home" is the top of /). */
  id: Exclude<HomeSectionId, 'contact'>;
  label: string;
  /** The link's href: "/" or "/#section". */
  href: string;
}

/** The navigation bar's items (docs/spec.md §2): Home (/) and five hash anchors. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', label: 'Home', href: '/' },
  { id: 'experiments', label: 'Experiments', href: '/#experiments' },
  { id: 'playground', label: 'Playground', href: '/#playground' },
  { id: 'projects', label: 'Projects', href: '/#projects' },
  { id: 'about', label: 'About', href: '/#about' },
  { id: 'gallery', label: 'Gallery', href: '/#gallery' },
];

/** Section ids the active-item rule looks at, in page order. */
export const TRACKED_SECTION_IDS = NAV_ITEMS.filter((item) => item.id !== 'home').map(
  (item) => item.id,
);
