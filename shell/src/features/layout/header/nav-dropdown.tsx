import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './header.module.css';

interface NavDropdownProps {
  id: string;
  label: ReactNode;
  open: boolean;
  onToggle: (trigger: HTMLButtonElement) => void;
  children: ReactNode;
  align?: 'start' | 'end';
}

/** A disclosure menu of the desktop header: a button and the list it shows. */
export function NavDropdown({
  id,
  label,
  open,
  onToggle,
  children,
  align = 'start',
}: NavDropdownProps) {
  const panelId = `nav-panel-${id}`;
  return (
    <li className={styles.dropdown}>
      <button
        type="button"
        className={styles.navTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => onToggle(event.currentTarget)}
      >
        {label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={open ? styles.chevronOpen : styles.chevron}
        />
      </button>
      <ul
        id={panelId}
        className={`${styles.panel} ${align === 'end' ? styles.panelEnd : ''}`}
        hidden={!open}
      >
        {children}
      </ul>
    </li>
  );
}
