import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '@portfolio/interactions/recipes';
import { bareList } from '../styles/site.css';
import { routeAt } from '../routes/table';
import { NAV_ITEMS, type NavItem } from './navItems';
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { isPlainClick, useSectionLink } from './useSectionLink';
import { useNavScroll } from './useNavScroll';
import * as styles from './Header.css';

/** The navigation pill (docs/spec.md §2): full on wide screens, current label + Menu on small ones. */
export function Header() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const { visible, activeId } = useNavScroll(isHome);
  const follow = useSectionLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>, item: NavItem) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    follow(item);
  };

  const current = isHome
    ? (NAV_ITEMS.find((item) => item.id === activeId)?.label ?? 'Home')
    : routeAt(pathname).navLabel;

  return (
    <header
      className={styles.header}
      data-state={visible || menuOpen ? 'visible' : 'hidden'}
      data-menu={menuOpen ? 'open' : undefined}
    >
      <nav aria-label="Main" className={styles.pill}>
        <ul className={`${bareList} ${styles.list}`}>
          {NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <a
                href={item.href}
                className={styles.link}
                aria-current={isHome && activeId === item.id ? 'location' : undefined}
                onClick={(event) => onItemClick(event, item)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.compact}>
          <span className={styles.currentLabel}>
            <span className={visuallyHidden}>Current section: </span>
            <span key={current} className={styles.currentText}>
              {current}
            </span>
          </span>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            // The prerendered (closed) menu: the page's inline event contract opens it before
            // hydration (src/boot/eventContract.ts).
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(true)}
          >
            <span className={styles.menuGlyph} aria-hidden="true" />
            Menu
          </button>
        </div>
        <span className={styles.divider} aria-hidden="true" />
        <ThemeToggle />
      </nav>
      <MobileMenu
        open={menuOpen}
        activeId={isHome ? activeId : null}
        onClose={closeMenu}
        returnFocusTo={menuButton}
      />
    </header>
  );
}
