import { ChevronDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import styles from './header.module.css';
import { useOpenedBeforeBoot } from './use-opened-before-boot';

interface NavDropdownProps {
  label: ReactNode;
  /** Menus with the same group name open one at a time, even before the app has booted. */
  group: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** A dropdown panel of the desktop header, or a section that expands in the mobile menu. */
  variant?: 'desktop' | 'mobile';
  align?: 'start' | 'end';
}

/**
 * A disclosure menu of the header: a `<details>` whose summary shows the list.
 * It opens and closes without JavaScript; with the app running its `open`
 * follows the state that `onOpenChange` keeps.
 */
export function NavDropdown({
  label,
  group,
  open,
  onOpenChange,
  children,
  variant = 'desktop',
  align = 'start',
}: NavDropdownProps) {
  const mobile = variant === 'mobile';
  const ref = useRef<HTMLDetailsElement>(null);
  useOpenedBeforeBoot(ref, () => onOpenChange(true));
  const panelClass = mobile
    ? styles.mobileSub
    : `${styles.panel} ${align === 'end' ? styles.panelEnd : ''}`;
  return (
    <li className={mobile ? undefined : styles.dropdown}>
      <details
        ref={ref}
        name={group}
        className={styles.disclosure}
        open={open}
        onToggle={(event) => {
          // React passes a nested menu's toggle up the tree: answer only for this one.
          if (event.target === event.currentTarget) onOpenChange(event.currentTarget.open);
        }}
      >
        <summary className={mobile ? styles.mobileTrigger : styles.navTrigger}>
          {label}
          <ChevronDown size={mobile ? 18 : 16} aria-hidden="true" className={styles.chevron} />
        </summary>
        <ul className={panelClass}>{children}</ul>
      </details>
    </li>
  );
}
