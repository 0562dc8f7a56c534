import type { MembershipDetails } from '@club/contract/membership';
import { formatMembershipEnd } from '@club/contract/india-time/format';
import { NO_REFUND_SENTENCE } from '@club/contract/membership/membership-lifecycle';
import { paths } from '@club/contract/site-pages';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { Link } from 'react-router-dom';
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
  return (
    <Modal
      open={open}
      size="sm"
      title="Cancel auto-renewal?"
      onClose={() => (busy ? undefined : onKeep())}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            Keep auto-renewal
          </Button>
          <Button variant="danger" onClick={onCancel} loading={cancelling}>
            Cancel renewal
          </Button>
        </div>
      }
    >
      <p className={styles.dialogText}>
        Your {membership.plan.name} membership stays active until{' '}
        {membership.termEndsAt ? formatMembershipEnd(membership.termEndsAt) : 'the end of the term'}{' '}
        and will not be charged again.
      </p>
      <blockquote className={styles.policy}>
        <p>{NO_REFUND_SENTENCE}</p>
        <footer>
          <Link to={paths.legal('cancellation-policy')}>Cancellation Policy</Link>
        </footer>
      </blockquote>
    </Modal>
  );
}
