import { ShieldCheck } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './verified-badge.module.css';

export interface VerifiedBadgeProps {
  /** What the badge says ('GST verified'). */
  label: string;
  /** What was checked: the tooltip, and the badge's accessible description. */
  description: string;
  /** Which edge of the badge the tooltip lines up with (default 'start'). */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A small "verified" badge whose tooltip says what was checked. It is a
 * button so a keyboard reaches it and a touch opens it: the tooltip shows on
 * hover, on focus and on a tap (a second tap or Escape closes it), and screen
 * readers hear it as the button's description.
 */
export function VerifiedBadge({
  label,
  description,
  align = 'start',
  className,
}: VerifiedBadgeProps) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  const tooltipRef = useRef<HTMLSpanElement>(null);

  // A badge near the edge of a narrow screen: the tooltip moves sideways to stay on it.
  useLayoutEffect(() => {
    const tooltip = tooltipRef.current;
    if (!open || !tooltip) return;
    tooltip.style.setProperty('--tooltip-shift', '0px');
    const rect = tooltip.getBoundingClientRect();
    const margin = 8;
    let shift = 0;
    if (rect.right > window.innerWidth - margin) shift = window.innerWidth - margin - rect.right;
    if (rect.left + shift < margin) shift = margin - rect.left;
    tooltip.style.setProperty('--tooltip-shift', `${shift}px`);
  }, [open]);

  const close = () => {
    setHovered(false);
    setPinned(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      setFocused(false);
    }
  };

  return (
    <span
      className={[styles.wrap, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className={styles.badge}
        aria-describedby={tooltipId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => setPinned((current) => !current)}
        onKeyDown={onKeyDown}
      >
        <ShieldCheck aria-hidden="true" focusable="false" />
        {label}
      </button>
      <span
        ref={tooltipRef}
        role="tooltip"
        id={tooltipId}
        className={`${styles.tooltip} ${align === 'end' ? styles.end : styles.start}`}
        data-open={open ? 'true' : 'false'}
      >
        {description}
      </span>
    </span>
  );
}
