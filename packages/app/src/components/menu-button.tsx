import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './menu-button.module.css';

/** Where focus goes when the menu opens. */
type Entry = 'first' | 'last';

const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
}

/**
 * A button that opens a menu of `children`, each element with a `menuitem*` role and
 * `tabIndex={-1}`: the WAI-ARIA menu button pattern. Written here because no menu library is
 * among the app's dependencies and the pattern is small: arrow keys, Home and End move
 * between items, Escape closes and returns focus to the button, Tab and a press outside
 * close it, and choosing an item closes it. The items stay mounted while it is closed, so
 * what an item opened (a dialog) outlives the menu.
 */
export function MenuButton({
  label,
  icon,
  className,
  children,
}: {
  label: string;
  icon: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState<Entry | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = (refocus: boolean): void => {
    setOpen(null);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    list[open === 'first' ? 0 : list.length - 1]?.focus();
    const outside = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (!button.current?.contains(target) && !menu.current?.contains(target)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKey = (event: KeyboardEvent): void => {
    // React passes keys on from what an item opened in a portal (the share dialog): those
    // belong to it, and keeping Escape from it would leave the dialog open.
    if (!menu.current?.contains(event.target as Node)) return;
    const list = itemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      list[move[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={id}
        title={label}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
      >
        {icon}
        <span className="visually-hidden">{label}</span>
      </button>
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-label={label}
        className={styles.menu}
        hidden={open === null}
        onKeyDown={onMenuKey}
        onClick={(event) => {
          if ((event.target as Element).closest(ITEMS)) close(true);
        }}
      >
        {children}
      </div>
    </div>
  );
}
