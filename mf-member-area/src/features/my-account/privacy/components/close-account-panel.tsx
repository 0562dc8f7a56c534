import { getErrorMessage } from '@club/platform/api/api-error';
import { CLOSE_ACCOUNT_WORD, confirmsClosure } from '@club/contract/privacy-rights';
import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useCloseAccount, usePrivacyOverview } from '../hooks/use-privacy';
import styles from './privacy-panel.module.css';

/** What closing does, said the same way on the panel and in the confirmation. */
export const CLOSURE_EFFECTS = [
  'You are signed out on every device at once, and you cannot sign in with this e-mail address or mobile number again.',
  'We erase your personal data: your name, e-mail and mobile number, your company profile and contacts, your leads and their images, saved leads, lead alerts, your enquiries and your newsletter subscription.',
  'Your company disappears from Our Members, Meet the Members and the business leads.',
  'Your membership ends now, without a refund (see the Cancellation Policy), and no renewal will be charged again.',
  'We keep your invoices and payment records, with the billing details they were issued with, for as long as the law requires (GST law: 72 months).',
  'We send a last e-mail to confirm the closure.',
] as const;

/**
 * Close my account: a confirmation that says exactly what happens, confirmed
 * by typing the company's name or CLOSE; afterwards the site signs out.
 */
export function CloseAccountPanel({ onClosed }: { onClosed: (message: string) => void }) {
  const headingId = useId();
  const overview = usePrivacyOverview();
  const close = useCloseAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const companyName = overview.data?.company?.name ?? null;
  const confirmed = confirmsClosure(typed, companyName);

  async function confirm() {
    setError(null);
    try {
      const { message } = await close.mutateAsync({ confirmation: typed });
      setOpen(false);
      onClosed(message);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Your account could not be closed. Please try again.'));
    }
  }

  const confirmHint = companyName
    ? `Type your company name (${companyName}) or ${CLOSE_ACCOUNT_WORD} to confirm.`
    : `Type ${CLOSE_ACCOUNT_WORD} to confirm.`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <UserX className={styles.icon} aria-hidden="true" focusable="false" />
          Close my account
        </h2>
        <p className={styles.hint}>
          Closing your account cannot be undone. Download your data first if you want a copy.
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Close my account…
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Close your account?"
        description="This is what happens when you close your account:"
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button
              variant="danger"
              disabled={!confirmed}
              loading={close.isPending}
              onClick={() => void confirm()}
            >
              Close my account
            </Button>
          </div>
        }
      >
        <div className={styles.form}>
          <ul className={styles.list}>
            {CLOSURE_EFFECTS.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ul>
          <TextField
            label="Confirmation"
            hint={confirmHint}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <p role="alert" className={styles.error}>
            {error ?? ''}
          </p>
        </div>
      </Modal>
    </section>
  );
}
