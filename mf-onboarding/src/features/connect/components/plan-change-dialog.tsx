import type { PlanOption } from '@club/contract/membership';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';
import { withGst, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { useRef } from 'react';
import styles from './plan-change-dialog.module.css';

export interface PlanChange {
  kind: 'upgrade' | 'switch';
  plan: MembershipPlan;
  /** The server's offer for the plan (the upgrade's price). */
  option: PlanOption | undefined;
  /** The member's current plan and when its term ends. */
  currentPlan: string;
  endsAt: string | null;
}

interface PlanChangeDialogProps {
  change: PlanChange | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (change: PlanChange) => void;
}

/** The upgrade's price step: what is paid now, for which days, and that the end stays. */
function UpgradeBody({ change }: { change: PlanChange }) {
  const price = change.option?.upgrade;
  if (!price) return null;
  return (
    <div className={styles.body}>
      <p>
        Your {change.currentPlan} membership becomes {change.plan.name} today, for the{' '}
        {price.remainingDays} days left of your term. Your term still ends on{' '}
        {formatMembershipEnd(price.termEndsAt)}.
      </p>
      <dl className={styles.bill}>
        <dt>Difference for {price.remainingDays} days</dt>
        <dd>{formatRupees(price.price)}</dd>
        <dt>GST 18%</dt>
        <dd>{formatRupees(price.gst)}</dd>
        <dt>To pay now</dt>
        <dd>
          <strong>{formatRupees(price.total)}</strong>
        </dd>
      </dl>
      <p>From your renewal it costs {formatRupees(withGst(change.plan.price))} a year incl. GST.</p>
    </div>
  );
}

function SwitchBody({ change }: { change: PlanChange }) {
  const renewsOn = change.endsAt ? formatIndianDate(change.endsAt) : 'your renewal';
  return (
    <div className={styles.body}>
      <p>
        Nothing is charged now. Your {change.currentPlan} membership stays as it is
        {change.endsAt ? ` until ${formatMembershipEnd(change.endsAt)}` : ''}; from {renewsOn} it
        renews as {change.plan.name} at {formatRupees(withGst(change.plan.price))} a year incl. GST.
      </p>
    </div>
  );
}

/**
 * Asked before a member's plan changes: an upgrade shows the server's
 * pro-rated price before the checkout opens; a switch at renewal says that
 * nothing is charged now and when it starts.
 */
export function PlanChangeDialog({ change, busy, onCancel, onConfirm }: PlanChangeDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const upgrade = change?.kind === 'upgrade';
  const title = change
    ? upgrade
      ? `Upgrade to ${change.plan.name}`
      : `Switch to ${change.plan.name} at renewal?`
    : '';
  return (
    <Modal
      open={change !== null}
      onClose={onCancel}
      size="sm"
      title={title}
      initialFocusRef={cancelRef}
      footer={
        <div className={styles.actions}>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => (change ? onConfirm(change) : undefined)} loading={busy}>
            {upgrade ? 'Continue to payment' : 'Switch at renewal'}
          </Button>
        </div>
      }
    >
      {change ? upgrade ? <UpgradeBody change={change} /> : <SwitchBody change={change} /> : null}
    </Modal>
  );
}
