import { useRef, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import styles from './message-dialog.module.css';
import { useContractText } from '@club/ui/contract-messages';
import { useUiT } from '@club/ui/ui-messages';

export type MessageTone = 'info' | 'success' | 'error';

export interface MessageDialogProps {
  open: boolean;
  /** The message itself: it is also the dialog's name for screen readers. */
  message: ReactNode;
  tone?: MessageTone;
  /** More text under the message. */
  detail?: ReactNode;
  /** Called by OK, Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  closeLabel?: string;
}

const ICONS = { info: Info, success: CircleCheck, error: CircleAlert } as const;

/**
 * A short message the user acknowledges with OK: the site's replacement for
 * `window.alert`, with focus on OK and the page behind it inert.
 */
export function MessageDialog({
  open,
  message,
  tone = 'info',
  detail,
  onClose,
  closeLabel,
}: MessageDialogProps) {
  const t = useUiT();
  // The contract's messages (a success, an API's refusal) in the page's language.
  const translate = useContractText();
  const okRef = useRef<HTMLButtonElement>(null);
  const Icon = ICONS[tone];
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={
        <span className={styles.title} data-tone={tone}>
          <Icon className={styles.icon} aria-hidden="true" focusable="false" />
          <span>{typeof message === 'string' ? translate(message) : message}</span>
        </span>
      }
      description={typeof detail === 'string' ? translate(detail) : detail}
      initialFocusRef={okRef}
      footer={
        <Button ref={okRef} onClick={onClose} fullWidth>
          {closeLabel ?? t('ui.message-dialog.ok')}
        </Button>
      }
    />
  );
}
