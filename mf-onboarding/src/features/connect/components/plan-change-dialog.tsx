import type { PlanOption } from '@club/contract/membership';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';
import { withGst, type MembershipPlan } from '@club/contract/membership/membership-plans';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { useRef } from 'react';
import { useT } from '@/features/connect/i18n';
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
  const t = useT();
  const price = change.option?.upgrade;
  if (!price) return null;
  return (
    <div className={styles.body}>
      <p>
        {t('onboarding.connect.change.upgradeText', {
          current: change.currentPlan,
          plan: change.plan.name,
          days: price.remainingDays,
          end: formatMembershipEnd(price.termEndsAt),
        })}
      </p>
      <dl className={styles.bill}>
        <dt>{t('onboarding.connect.change.difference', { days: price.remainingDays })}</dt>
        <dd>{formatRupees(price.price)}</dd>
        <dt>{t('onboarding.connect.change.gst')}</dt>
        <dd>{formatRupees(price.gst)}</dd>
        <dt>{t('onboarding.connect.change.toPay')}</dt>
        <dd>
          <strong>{formatRupees(price.total)}</strong>
        </dd>
      </dl>
      <p>
        {t('onboarding.connect.change.fromRenewal', {
          price: formatRupees(withGst(change.plan.price)),
        })}
      </p>
    </div>
  );
}

function SwitchBody({ change }: { change: PlanChange }) {
  const t = useT();
  const values = {
    current: change.currentPlan,
    plan: change.plan.name,
    price: formatRupees(withGst(change.plan.price)),
  };
  return (
    <div className={styles.body}>
      <p>
        {change.endsAt
          ? t('onboarding.connect.change.switchTextUntil', {
              ...values,
              end: formatMembershipEnd(change.endsAt),
              renewsOn: formatIndianDate(change.endsAt),
            })
          : t('onboarding.connect.change.switchText', values)}
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
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const upgrade = change?.kind === 'upgrade';
  const title = change
    ? upgrade
      ? t('onboarding.connect.change.upgradeTitle', { plan: change.plan.name })
      : t('onboarding.connect.change.switchTitle', { plan: change.plan.name })
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
            {t('onboarding.connect.change.cancel')}
          </Button>
          <Button onClick={() => (change ? onConfirm(change) : undefined)} loading={busy}>
            {upgrade
              ? t('onboarding.connect.change.continue')
              : t('onboarding.connect.card.switch')}
          </Button>
        </div>
      }
    >
      {change ? upgrade ? <UpgradeBody change={change} /> : <SwitchBody change={change} /> : null}
    </Modal>
  );
}
