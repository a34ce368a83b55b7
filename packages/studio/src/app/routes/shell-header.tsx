import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import type { StudioAccount } from '@tourview/schema';
import { paths } from '../../config/paths.js';
import styles from './shell.module.css';

const MENU_ID = 'studio-menu';

/** The screens in the navigation; the last three for admins only. */
const LINKS = [
  { to: paths.tours.href(), label: 'Tours', admin: false },
  { to: paths.enquiries.href(), label: 'Enquiries', admin: false },
  { to: paths.users.href(), label: 'Users', admin: true },
  { to: paths.branding.href(), label: 'Branding', admin: true },
  { to: paths.audit.href(), label: 'Audit log', admin: true },
] as const;

/**
 * The studio's header: the navigation by role, the account and the two ways to sign out. On a
 * narrow screen they fold behind a menu button (CSS decides), so the header takes one line.
 */
export function ShellHeader({
  account,
  onSignOut,
}: {
  account: StudioAccount;
  onSignOut: (everywhere: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <header className={styles.top} data-menu={open ? 'open' : 'closed'} onKeyDown={closeOnEscape}>
      <p className="brand">Tourview studio</p>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      <div id={MENU_ID} className={styles.menu}>
        <nav aria-label="Studio">
          <ul>
            {LINKS.filter((link) => !link.admin || account.role === 'admin').map((link) => (
              <li key={link.to}>
                {/* A screen chosen from the menu opens with the menu closed. */}
                <NavLink to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          <span>
            {account.email} <span className={styles.role}>({account.role})</span>
          </span>
          <button type="button" onClick={() => onSignOut(false)}>
            Sign out
          </button>
          <button type="button" onClick={() => onSignOut(true)}>
            Sign out everywhere
          </button>
        </div>
      </div>
    </header>
  );
}
