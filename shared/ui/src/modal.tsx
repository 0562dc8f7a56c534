import { useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint, pageUiState, usePageScrollLock } from '@club/ui/page-state';
import { X } from 'lucide-react';
import a11y from './visually-hidden.module.css';
import styles from './modal.module.css';
import { useUiT } from '@club/ui/ui-messages';

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
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether a click's point lies outside the dialog's box, on its ::backdrop. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * An accessible modal dialog: the native `<dialog>` opened with `showModal()`,
 * so the browser puts it in the top layer, makes the rest of the page inert
 * (focus cannot leave it) and turns Escape into `cancel`. Escape, the Close
 * button and a click on the dimmed backdrop close it; page scroll is locked;
 * focus returns to the opener afterwards.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  // In a portal outside the app, so no ancestor (a hidden one, an inert one) can hide or block it.
  return createPortal(<ModalDialog {...props} />, overlayLayer());
}

/**
 * The element dialogs are drawn in: a fixed layer over the viewport, made once, whose
 * contents cannot change the page's layout (`contain: strict`). Inserted straight into
 * body, a dialog made the browser lay the whole page out again in the opening tap (some
 * 30 ms at a phone's CPU on a page of tiles); in the layer only the dialog is laid out.
 */
function overlayLayer(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('body > [data-overlay-layer]');
  if (existing) return existing;
  const layer = document.createElement('div');
  layer.dataset.overlayLayer = '';
  layer.className = styles.layer ?? '';
  document.body.append(layer);
  return layer;
}

// Made when the browser is idle after a page with dialogs loads, so the first tap that opens
// one does not pay for adding the layer to the page either.
if (typeof requestIdleCallback === 'function' && typeof document !== 'undefined') {
  requestIdleCallback(() => overlayLayer(), { timeout: 5_000 });
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
  const t = useUiT();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  /** Whether the dialog is modal yet (it becomes so the frame after it opens). */
  const isModal = useRef(false);
  // Read during the first render, before anything inside can take focus.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );

  const focusInitial = useEffectEvent(() => {
    const dialog = dialogRef.current;
    if (!dialog || (dialog.contains(document.activeElement) && document.activeElement !== dialog)) {
      return;
    }
    const first = Array.from(
      contentRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [],
    ).find((element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'));
    const target = initialFocusRef?.current ?? first ?? dialog;
    // The dialog is fixed on the screen: nothing needs scrolling to show its first field.
    target.focus({ preventScroll: true });
  });

  const closedByBrowser = useEffectEvent(() => onClose());

  // The browser keeps the page behind a modal dialog inert but still lets it
  // scroll under the backdrop (wheel, touch): the lock stops that. It starts
  // the frame after the dialog first shows, and so does the move of focus to
  // the first field: done in the opening tap, both made the browser lay the
  // whole page out before anything showed, some 50 ms at a phone's CPU.
  usePageScrollLock(true);

  // Shown before the first paint (a layout effect), so the dialog's first frame is the open one.
  // It opens as a plain dialog first and becomes modal the frame after: turning a dialog
  // modal makes the rest of the page inert, which restyles and lays out the whole page
  // (some 75 ms at a phone's CPU on a page of tiles), and in the opening tap that kept
  // the tap from painting. For that one frame the panel sits above the page (its z-index)
  // without the dimmed backdrop, which then fades in.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.show();
    // Keys go to the dialog from its first frame (Escape closes it: see onKeyDown).
    dialog.focus({ preventScroll: true });
    // The dialogs open on the page, innermost last (other overlays read it).
    const { openDialogs } = pageUiState();
    openDialogs.push(dialog);
    // A browser may close the dialog itself (Escape pressed twice without a
    // click between, which the page may not cancel): the caller learns of it.
    // The close that makes way for the modal opening is not such a close.
    let reopening = false;
    const onNativeClose = () => {
      if (reopening) reopening = false;
      else closedByBrowser();
    };
    dialog.addEventListener('close', onNativeClose);
    const cancelModal = afterNextPaint(() => {
      if (!dialog.open) return;
      // A field the visitor already went to keeps the focus that showModal() takes.
      const focused = document.activeElement;
      reopening = true;
      dialog.close();
      dialog.showModal();
      isModal.current = true;
      if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused)) {
        focused.focus({ preventScroll: true });
        return;
      }
      // showModal() focuses the first button (Close); the first field takes it instead.
      dialog.focus({ preventScroll: true });
      focusInitial();
    });
    return () => {
      cancelModal();
      isModal.current = false;
      dialog.removeEventListener('close', onNativeClose);
      const index = openDialogs.lastIndexOf(dialog);
      if (index !== -1) openDialogs.splice(index, 1);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    pressStartedOnBackdrop.current = dialog !== null && onBackdrop(dialog, event);
  };

  // Only a click that both starts and ends on the backdrop closes (not a text
  // selection dragged out of the panel).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    const startedOnBackdrop = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (closeOnBackdrop && dialog && startedOnBackdrop && onBackdrop(dialog, event)) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      className={[styles.panel, styles[size], className].filter(Boolean).join(' ')}
      onMouseDown={onMouseDown}
      onKeyDown={(event) => {
        // Before it is modal the browser turns no Escape into `cancel`: the dialog does.
        if (event.key !== 'Escape' || isModal.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      onCancel={(event) => {
        // React passes a nested dialog's cancel up to this one: only its own Escape counts.
        if (event.target !== event.currentTarget) return;
        // Escape: the browser would close the dialog itself; the caller decides.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={[styles.header, hideTitle && styles.headerHidden].filter(Boolean).join(' ')}>
        <h2 id={titleId} className={hideTitle ? a11y.visuallyHidden : styles.title}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('ui.modal.close')}
        onClick={onClose}
      >
        <X aria-hidden="true" focusable="false" />
      </button>
      <div ref={contentRef} className={styles.content}>
        {children !== undefined && children !== null ? (
          <div className={styles.body}>{children}</div>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
