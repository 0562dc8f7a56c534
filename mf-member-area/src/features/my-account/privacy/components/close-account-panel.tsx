import { getErrorMessage } from '@club/platform/api/api-error';
import { CLOSE_ACCOUNT_WORD, confirmsClosure } from '@club/contract/privacy-rights';
import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useCloseAccount, usePrivacyOverview } from '../hooks/use-privacy';
import { useT, type MessageId } from '../../i18n';
import styles from './privacy-panel.module.css';

/** What closing does, said the same way on the panel and in the confirmation. */
export const CLOSURE_EFFECTS: readonly MessageId[] = [
  'member.account.privacy.close.effect.signOut',
  'member.account.privacy.close.effect.erase',
  'member.account.privacy.close.effect.directory',
  'member.account.privacy.close.effect.membership',
  'member.account.privacy.close.effect.invoices',
  'member.account.privacy.close.effect.email',
];

/**
 * Close my account: a confirmation that says exactly what happens, confirmed
 * by typing the company's name or CLOSE; afterwards the site signs out.
 */
export function CloseAccountPanel({ onClosed }: { onClosed: (message: string) => void }) {
  const t = useT();
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
      setError(getErrorMessage(failure, t('member.account.privacy.close.failed')));
    }
  }

  const confirmHint = companyName
    ? t('member.account.privacy.close.hintCompany', {
        company: companyName,
        word: CLOSE_ACCOUNT_WORD,
      })
    : t('member.account.privacy.close.hint', { word: CLOSE_ACCOUNT_WORD });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <UserX className={styles.icon} aria-hidden="true" focusable="false" />
          {t('member.account.privacy.close.heading')}
        </h2>
        <p className={styles.hint}>{t('member.account.privacy.close.intro')}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('member.account.privacy.close.open')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('member.account.privacy.close.dialogTitle')}
        description={t('member.account.privacy.close.dialogDescription')}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('member.account.privacy.close.keep')}
            </Button>
            <Button
              variant="danger"
              disabled={!confirmed}
              loading={close.isPending}
              onClick={() => void confirm()}
            >
              {t('member.account.privacy.close.confirm')}
            </Button>
          </div>
        }
      >
        <div className={styles.form}>
          <ul className={styles.list}>
            {CLOSURE_EFFECTS.map((effect) => (
              <li key={effect}>{t(effect)}</li>
            ))}
          </ul>
          <TextField
            label={t('member.account.privacy.close.confirmation')}
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
