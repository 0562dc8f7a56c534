import { MEMBERSHIP_PLANS, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { PlanSummary } from '@club/ui/plan-summary';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { useId } from 'react';
import { useT } from '@/features/connect/i18n';
import cards from './plan-card.module.css';
import styles from './plan-picker.module.css';

interface PlanPickerProps {
  open: boolean;
  /** The plan being paid for; its card shows 'Processing...'. */
  planInProgress: MembershipPlan['id'] | null;
  onSelect: (plan: MembershipPlan) => void;
  onCancel: () => void;
}

function PickerCard({
  plan,
  processing,
  disabled,
  onSelect,
}: {
  plan: MembershipPlan;
  processing: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const nameId = useId();
  return (
    <li
      className={`${cards.card} ${cards[plan.tier]} ${cards.selectable} ${processing ? cards.selected : ''}`}
      data-plan={plan.id}
      // A click anywhere on the card chooses it; the button is the keyboard's way.
      onClick={() => (disabled ? undefined : onSelect())}
    >
      <PlanSummary plan={plan} nameId={nameId} classes={cards} />
      <Button
        onClick={(event) => {
          event.stopPropagation();
          onSelect();
        }}
        disabled={disabled}
        loading={processing}
        fullWidth
        size="lg"
        aria-describedby={nameId}
      >
        {processing
          ? t('onboarding.connect.card.processing')
          : t('onboarding.connect.picker.select')}
      </Button>
    </li>
  );
}

/** The full-screen 'Choose Your Membership' step of registration. */
export function PlanPicker({ open, planInProgress, onSelect, onCancel }: PlanPickerProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={() => (planInProgress ? undefined : onCancel())}
      size="full"
      closeOnBackdrop={false}
      title={t('onboarding.connect.picker.title')}
      description={t('onboarding.connect.picker.description')}
      className={styles.picker}
    >
      <ul role="list" className={`${cards.grid} ${styles.grid}`}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <PickerCard
            key={plan.id}
            plan={plan}
            processing={planInProgress === plan.id}
            disabled={planInProgress !== null}
            onSelect={() => onSelect(plan)}
          />
        ))}
      </ul>
      <p className={styles.cancel}>
        <Button variant="link" onClick={onCancel} disabled={planInProgress !== null}>
          {t('onboarding.connect.picker.cancel')}
        </Button>
      </p>
    </Modal>
  );
}
