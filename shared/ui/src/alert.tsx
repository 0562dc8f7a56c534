import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useContractText } from '@club/ui/contract-messages';
import styles from './alert.module.css';
import { useUiT } from '@club/ui/ui-messages';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /** Default 'info'. */
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** When given, a close button labelled "Dismiss" calls it. */
  onDismiss?: () => void;
  /** Extra content under the message, such as a retry button. */
  actions?: ReactNode;
  className?: string;
  id?: string;
}

const ICONS: Record<AlertTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};

/**
 * A message box. Errors and warnings are announced at once (role="alert"),
 * info and success politely (role="status").
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  actions,
  className,
  id,
}: AlertProps) {
  const t = useUiT();
  // The contract's messages (an API's refusal, a success) in the page's language.
  const translate = useContractText();
  const titleText = typeof title === 'string' ? translate(title) : title;
  const message = typeof children === 'string' ? translate(children) : children;
  const Icon = ICONS[tone];
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div
      id={id}
      role={role}
      data-tone={tone}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      <div className={styles.body}>
        {titleText ? <div className={styles.title}>{titleText}</div> : null}
        {message ? <div className={styles.message}>{message}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t('ui.alert.dismiss')}
          onClick={onDismiss}
        >
          <X aria-hidden="true" focusable="false" />
        </button>
      ) : null}
    </div>
  );
}
