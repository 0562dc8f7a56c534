import type { AdminPayment } from '@club/contract/admin-payments';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { capturedPaymentStatus } from '../payment-labels';
import styles from '../admin-payments-page.module.css';

/** The provider's ids of a payment, each under its name; the ones it does not have are left out. */
function ProviderIds({ ids }: { ids: [string, string | null][] }) {
  return (
    <dl className={styles.ids}>
      {ids
        .filter(([, id]) => id)
        .map(([label, id]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{id}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * Each payment the provider captured for a purchase, oldest first: its
 * amount, what became of it (captured, refunded automatically as a
 * duplicate, refunded by staff...) and its provider ids. A purchase paid
 * twice lists both, so staff see the duplicate and its refund.
 */
export function CapturedPayments({ purchase }: { purchase: AdminPayment }) {
  if (purchase.payments.length === 0) {
    return (
      <div className={styles.capture}>
        <span className={styles.muted}>Nothing captured</span>
        <ProviderIds ids={[['Order', purchase.orderId]]} />
      </div>
    );
  }
  return (
    <ul className={styles.captures} aria-label={`Payments of ${purchase.companyName}`}>
      {purchase.payments.map((payment) => {
        const status = capturedPaymentStatus(payment);
        return (
          <li key={payment.paymentId} className={styles.capture}>
            <span className={styles.captureHead}>
              <span className={`${styles.state} ${styles.paymentBadge}`} data-state={status.tone}>
                {status.label}
              </span>
              <span className={styles.captureAmount}>{formatRupeesWithPaise(payment.amount)}</span>
            </span>
            {status.why ? <span className={styles.muted}>{status.why}</span> : null}
            <ProviderIds
              ids={[
                ['Payment', payment.paymentId],
                ['Order', payment.orderId],
                ['Refund', payment.refund?.refundId ?? null],
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
