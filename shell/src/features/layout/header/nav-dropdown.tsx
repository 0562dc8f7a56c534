import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './header.module.css';

interface NavDropdownProps {
  id: string;
  label: ReactNode;
  open: boolean;
  onToggle: (trigger: HTMLButtonElement) => void;
  children: ReactNode;
  /** A dropdown panel of the desktop header, or a section that expands in the mobile menu. */
  variant?: 'desktop' | 'mobile';
  align?: 'start' | 'end';
}

/** A disclosure menu of the header: a button and the list it shows. */
export function NavDropdown({
  id,
  label,
  open,
  onToggle,
  children,
  variant = 'desktop',
  align = 'start',
}: NavDropdownProps) {
  const mobile = variant === 'mobile';
  const panelId = `${mobile ? 'mobile' : 'nav'}-panel-${id}`;
  const panelClass = mobile
    ? styles.mobileSub
    : `${styles.panel} ${align === 'end' ? styles.panelEnd : ''}`;
  return (
    <li className={mobile ? undefined : styles.dropdown}>
      <button
        type="button"
        className={mobile ? styles.mobileTrigger : styles.navTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => onToggle(event.currentTarget)}
      >
        {label}
        <ChevronDown
          size={mobile ? 18 : 16}
          aria-hidden="true"
          className={open ? styles.chevronOpen : styles.chevron}
        />
      </button>
      <ul id={panelId} className={panelClass} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
