import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export interface TooltipTriggerProps {
  /** Put on the focusable trigger so its tooltip is read as its description. */
  'aria-describedby': string;
}

interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** Renders the trigger; it must be focusable and take the given props. */
  children: (triggerProps: TooltipTriggerProps) => ReactNode;
  /** 'always' (default), or 'wide': only at 768 px and wider (spec's mobile breakpoint). */
  showOn?: 'always' | 'wide';
  /** A click or tap on the trigger also toggles the tooltip (for touch screens). */
  toggleOnClick?: boolean;
  /** Class of the wrapper, e.g. to position it. */
  className?: string;
}

/**
 * A tooltip shown while the trigger is hovered or has keyboard focus. Escape
 * hides it (WCAG 1.4.13) until the pointer or focus leaves and comes back.
 */
export function Tooltip({
  content,
  children,
  showOn = 'always',
  toggleOnClick = false,
  className,
}: TooltipProps) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused || pinned) && !dismissed;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setDismissed(true);
      setPinned(false);
    }
  };

  return (
    <div
      className={[styles.anchor, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setPinned(false);
        setDismissed(false);
      }}
      onKeyDown={onKeyDown}
      onClick={
        toggleOnClick
          ? () => {
              setDismissed(false);
              setPinned((current) => !current);
            }
          : undefined
      }
    >
      {children({ 'aria-describedby': tooltipId })}
      <div
        id={tooltipId}
        role="tooltip"
        hidden={!open}
        className={`${styles.tooltip} ${showOn === 'wide' ? styles.wideOnly : ''}`}
      >
        {content}
      </div>
    </div>
  );
}
