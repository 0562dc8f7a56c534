import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint, pageUiState, usePageScrollLock } from '@club/ui/page-state';
import { X } from 'lucide-react';
import a11y from './visually-hidden.module.css';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Text under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Default 'md'. Under 768px every size is a full-width sheet. */
  size?: ModalSize;
  /** Close on a click on the dimmed backdrop. Default true. */
  closeOnBackdrop?: boolean;
  /** Element to focus on open; else the first focusable element of the content, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Actions pinned under the scrolling content, such as Cancel and Save buttons. */
  footer?: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Class of the dialog panel. */
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/**
 * An accessible modal dialog rendered in a portal: focus moves in and is
 * trapped, Escape and a backdrop click close it, page scroll is locked, and
 * focus returns to the opener afterwards.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  size = 'md',
  closeOnBackdrop = true,
  initialFocusRef,
  footer,
  hideTitle = false,
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedInside = useRef(false);
  // Read during the first render, before anything inside can take focus.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );

  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (!panel || panel.contains(document.activeElement)) return;
    const target = initialFocusRef?.current ?? focusableIn(contentRef.current)[0] ?? panel;
    // The dialog is fixed on the screen: nothing needs scrolling to show its first field.
    target.focus({ preventScroll: true });
  });

  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (!panel || pageUiState().openDialogs.at(-1) !== panel || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
    } else if (
      event.shiftKey &&
      (active === first || active === panel || !panel.contains(active))
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });

  // The page behind stops scrolling, and focus moves in, once the dialog has
  // been painted: done in the opening tap, both made the browser style the new
  // dialog and lay the whole page out before anything showed (the lock changes
  // the viewport's overflow), some 50 ms at a phone's CPU. Neither changes what
  // the first frame shows, and Tab pressed before then is caught by the trap.
  usePageScrollLock(true);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const { openDialogs } = pageUiState();
    openDialogs.push(panel);
    const onKeyDown = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.lastIndexOf(panel);
      if (index !== -1) openDialogs.splice(index, 1);
    };
  }, []);

  useEffect(() => {
    const cancel = afterNextPaint(focusInitial);
    return () => {
      cancel();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedInside.current = event.target !== event.currentTarget;
  };

  // Only a click that both starts and ends on the backdrop closes (not a text
  // selection dragged out of the panel).
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedInside = pressStartedInside.current;
    pressStartedInside.current = false;
    if (closeOnBackdrop && event.target === event.currentTarget && !startedInside) onClose();
  };

  return (
    <div
      className={styles.backdrop}
      data-modal-backdrop=""
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={[styles.panel, styles[size], className].filter(Boolean).join(' ')}
      >
        <div
          className={[styles.header, hideTitle && styles.headerHidden].filter(Boolean).join(' ')}
        >
          <h2 id={titleId} className={hideTitle ? a11y.visuallyHidden : styles.title}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <X aria-hidden="true" focusable="false" />
        </button>
        <div ref={contentRef} className={styles.content}>
          {children !== undefined && children !== null ? (
            <div className={styles.body}>{children}</div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}
