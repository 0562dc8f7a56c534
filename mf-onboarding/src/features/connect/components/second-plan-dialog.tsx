import type { Membership } from '@club/contract/user';
import { formatRupees } from '@club/contract/format/currency';
import { formatMembershipEnd } from '@club/contract/format/india-date';
import { withGst, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { useRef } from 'react';
import styles from './second-plan-dialog.module.css';

interface SecondPlanDialogProps {
  /** The plan the member clicked; null keeps the dialog closed. */
  plan: MembershipPlan | null;
  /** The company's memberships that are active now. */
  active: readonly Membership[];
  onCancel: () => void;
  onContinue: (plan: MembershipPlan) => void;
}

function activeUntil(membership: Membership): string {
  const name = membership.membershipType.name;
  return membership.endsAt
    ? `${name}, active until ${formatMembershipEnd(membership.endsAt)}`
    : `${name}, active`;
}

/**
 * Asked before the checkout opens when the company already holds a plan: a
 * second plan is a second membership with its own price and its own yearly
 * renewal, never an upgrade of the first.
 */
export function SecondPlanDialog({ plan, active, onCancel, onContinue }: SecondPlanDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const current = active.map(activeUntil);
  return (
    <Modal
      open={plan !== null}
      onClose={onCancel}
      size="sm"
      title={plan ? `Buy ${plan.name} as a second membership?` : ''}
      initialFocusRef={cancelRef}
      footer={
        <div className={styles.actions}>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => (plan ? onContinue(plan) : undefined)}>Continue to payment</Button>
        </div>
      }
    >
      {plan ? (
        <div className={styles.body}>
          <p>
            Your company already has {current.length === 1 ? 'a membership' : 'memberships'}:{' '}
            {current.join('; ')}.
          </p>
          <p>
            Buying {plan.name} adds a second membership beside it; it does not replace or upgrade
            it. It costs {formatRupees(plan.price)} + 18% GST ={' '}
            <strong>{formatRupees(withGst(plan.price))}</strong> a year, and renews on its own every
            year until you cancel it.
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
