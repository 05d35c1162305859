import { memo, type MouseEvent, type RefObject } from 'react';
import { bareList } from '../styles/site.css';
import { CopyEmailButton } from '../ui/CopyEmailButton';
import { useModalDialog } from '../ui/useModalDialog';
import { NAV_ITEMS, type NavItem } from './navItems';
import { ToastProvider } from '../ui/Toast';
import { isPlainClick, useSectionLink } from './useSectionLink';
import * as styles from './MobileMenu.css';
import { itemNumber } from '../lib/itemNumber';

/** The menu dialog's id (the Menu button's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuProps {
  /** Whether the menu is open (a modal dialog while it is). */
  open: boolean;
  /** The highlighted item on home, or null. */
  activeId: string | null;
  /** Called on Close, Escape, a backdrop click and after an item's link is followed. */
  onClose: () => void;
  /** Gets focus back when the menu closes (the Menu button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The small-screen menu (docs/spec.md §2): a modal dialog with the nav items, an Email button
 * and Close. It locks page scroll while open; Escape closes it; focus returns to the
 * Menu button. Its own toast region lives inside the dialog, since everything outside a
 * modal dialog is inert. It is in the page (closed) from the prerender on, so the Menu button
 * opens it before the app has hydrated (src/boot/eventContract.ts, with `showModal()`), and Close
 * is a `<form method="dialog">` that closes it natively then. Once hydrated, it stays laid out
 * while closed (hidden), so opening it costs no layout (issue 30).
 */
export function MobileMenu({ open, activeId, onClose, returnFocusTo }: MobileMenuProps) {
  const modal = useModalDialog({ open, onClose, returnFocusTo });

  return (
    // The click handler only catches backdrop clicks; Escape is useModalDialog's.
    <dialog
      {...modal}
      id={MOBILE_MENU_ID}
      className={styles.dialog}
      aria-labelledby="mobile-menu-title"
    >
      <ToastProvider>
        <MenuSheet activeId={activeId} onClose={onClose} />
      </ToastProvider>
    </dialog>
  );
}

/** The menu's contents: nav items, Email and Close. Opening the menu re-renders only the dialog, not these. */
const MenuSheet = memo(function MenuSheet({
  activeId,
  onClose,
}: {
  /** The highlighted item on home, or null. */
  activeId: string | null;
  /** Closes the menu (Close, or an item's link before it scrolls). */
  onClose: () => void;
}) {
  const follow = useSectionLink();

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>, item: NavItem) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClose();
    // Scroll once the dialog has closed and the page scrolls again.
    requestAnimationFrame(() => follow(item));
  };

  return (
    <div className={styles.sheet}>
      <div className={styles.top}>
        <p id="mobile-menu-title" className={styles.title}>
          Menu
        </p>
        <form method="dialog" className={styles.closeForm}>
          <button className={styles.close} onClick={onClose}>
            Close
          </button>
        </form>
      </div>
      <nav aria-label="Menu">
        <ul className={`${bareList} ${styles.list}`}>
          {NAV_ITEMS.map((item, index) => (
            <li key={item.id} className={styles.item}>
              <a
                href={item.href}
                className={styles.link}
                aria-current={activeId === item.id ? 'location' : undefined}
                onClick={(event) => onItemClick(event, item)}
              >
                <span className={styles.index} aria-hidden="true">
                  {itemNumber(index)}
                </span>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.footer}>
        <CopyEmailButton
          className={styles.email}
          revealedClassName={styles.revealed}
          revealPrefix="Copy the address:"
          iconSize={18}
        />
      </div>
    </div>
  );
});
