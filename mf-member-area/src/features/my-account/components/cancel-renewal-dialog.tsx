import { useContractText } from '@club/ui/contract-messages';
import type { MembershipDetails } from '@club/contract/membership';
import { formatMembershipEnd } from '@club/contract/india-time/format';
import { NO_REFUND_SENTENCE } from '@club/contract/membership/membership-lifecycle';
import { paths } from '@club/contract/site-pages';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import styles from './membership-panel.module.css';

interface CancelRenewalDialogProps {
  open: boolean;
  membership: MembershipDetails;
  /** True while the cancellation is being sent: the dialog stays open. */
  cancelling: boolean;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/** Asks before auto-renewal is turned off: access to the term's last day, and no refund. */
export function CancelRenewalDialog({
  open,
  membership,
  cancelling,
  busy,
  onKeep,
  onCancel,
}: CancelRenewalDialogProps) {
  const t = useT();
  const translate = useContractText();
  return (
    <Modal
      open={open}
      size="sm"
      title={t('member.account.cancel.title')}
      onClose={() => (busy ? undefined : onKeep())}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            {t('member.account.cancel.keep')}
          </Button>
          <Button variant="danger" onClick={onCancel} loading={cancelling}>
            {t('member.account.cancel.confirm')}
          </Button>
        </div>
      }
    >
      <p className={styles.dialogText}>
        {membership.termEndsAt
          ? t('member.account.cancel.textUntilDate', {
              plan: membership.plan.name,
              date: formatMembershipEnd(membership.termEndsAt),
            })
          : t('member.account.cancel.textUntilTermEnd', { plan: membership.plan.name })}
      </p>
      <blockquote className={styles.policy}>
        <p>{translate(NO_REFUND_SENTENCE)}</p>
        <footer>
          <Link to={paths.legal('cancellation-policy')}>
            {t('member.account.cancel.policyLink')}
          </Link>
        </footer>
      </blockquote>
    </Modal>
  );
}
