import { getErrorMessage } from '@club/platform/api/api-error';
import { formatRupees } from '@club/contract/format/currency';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { completeTestCheckout } from '@club/platform/payments/payment-requests';
import type { OpenTestCheckout } from '@club/platform/payments/use-checkout';
import styles from './test-checkout-dialog.module.css';

/**
 * The local test provider's payment window: what Razorpay's shows (amount,
 * order, business, prefilled payer), with Pay and Fail payment instead of a
 * card form. Only ever opened when the API runs the test provider.
 */
export function TestCheckoutDialog({ checkout }: { checkout: OpenTestCheckout }) {
  const { order, finish } = checkout;
  const [working, setWorking] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const complete = async (outcome: 'pay' | 'fail') => {
    setWorking(outcome);
    setError(null);
    try {
      const result = await completeTestCheckout(order.orderId, outcome);
      if (result.status === 'paid') {
        const { status: _status, ...fields } = result;
        finish({ status: 'paid', fields });
      } else {
        finish({ status: 'failed', reason: result.reason });
      }
    } catch (failure) {
      setError(getErrorMessage(failure, 'The test payment could not be completed.'));
      setWorking(null);
    }
  };

  const rows: [string, string][] = [
    ['Order', order.orderId],
    ['Name', order.prefill.name],
    ['E-mail', order.prefill.email],
    ['Contact', order.prefill.contact],
  ];

  return (
    <Modal
      open
      size="sm"
      title="Test checkout"
      description="Local test payments: no card is charged."
      onClose={() => (working ? undefined : finish({ status: 'dismissed' }))}
      closeOnBackdrop={false}
      footer={
        <div className={styles.actions}>
          <Button
            onClick={() => void complete('fail')}
            variant="secondary"
            disabled={working !== null}
            loading={working === 'fail'}
          >
            Fail payment
          </Button>
          <Button
            onClick={() => void complete('pay')}
            icon={<CreditCard aria-hidden="true" focusable="false" />}
            disabled={working !== null}
            loading={working === 'pay'}
          >
            Pay {formatRupees(order.amount / 100)}
          </Button>
        </div>
      }
    >
      <div className={styles.merchant} style={{ borderColor: order.themeColor }}>
        <span className={styles.badge}>
          <FlaskConical aria-hidden="true" focusable="false" /> Test mode
        </span>
        <p className={styles.business}>{order.businessName}</p>
        <p className={styles.description}>{order.description}</p>
        <p className={styles.amount} data-testid="checkout-amount">
          {formatRupees(order.amount / 100)}{' '}
          <span className={styles.currency}>{order.currency}</span>
        </p>
        <p className={styles.gstNote}>GST included</p>
      </div>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {error ? (
        <Alert tone="error" className={styles.error}>
          {error}
        </Alert>
      ) : null}
    </Modal>
  );
}
