import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  ADMIN_REFUND_MESSAGES,
  REFUND_REASON_MAX,
  adminRefundBodySchema,
  type AdminPayment,
  type AdminRefundResponse,
} from '@club/contract/admin-payments';
import {
  formatMembershipEnd,
  indianDay,
  membershipLastDay,
} from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { Modal } from '@club/ui/modal';
import { refundPayment } from '../api/payment-requests';
import styles from '../admin-payments-page.module.css';

/** The form, checked by the rules POST /admin/payments/:id/refund applies; the day when kept. */
const refundFormSchema = z
  .extend(adminRefundBodySchema, {
    // The date field is empty (and hidden) while the membership ends now; the API checks the day.
    keepUntil: z.optional(z.string()),
  })
  .check(
    z.refine((value) => value.membership !== 'keep-until' || Boolean(value.keepUntil), {
      message: ADMIN_REFUND_MESSAGES.keepUntilMissing,
      path: ['keepUntil'],
    }),
  );
type FormValues = z.input<typeof refundFormSchema>;
type ParsedValues = z.output<typeof refundFormSchema>;

export const REFUND_DIALOG_MESSAGES = {
  failed: 'The refund could not be made. Please try again.',
} as const;

/** A validation error's message without the field name the API puts first. */
const withoutField = (message: string) => message.replace(/^\w+: /, '');

interface RefundDialogProps {
  payment: AdminPayment | null;
  onClose: () => void;
  onRefunded: (refund: AdminRefundResponse) => void;
}

/**
 * Refund a payment in full: the reason (on the credit note and in the audit
 * trail) and what happens to the membership, end now or keep until a day of
 * its current term.
 */
export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const { register, handleSubmit, formState, control, reset } = useForm<
    FormValues,
    unknown,
    ParsedValues
  >({
    defaultValues: { reason: '', membership: 'end-now', keepUntil: '' },
    resolver: zodResolver(refundFormSchema),
  });
  const [error, setError] = useState<string | null>(null);
  const membership = useWatch({ control, name: 'membership' });
  const legendId = useId();
  // Today in India is the earliest day the membership may be kept until; its term's last day the latest.
  const today = indianDay(new Date());
  const lastDay = payment?.membershipEndsAt
    ? membershipLastDay(payment.membershipEndsAt)
    : undefined;

  const close = () => {
    reset();
    setError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (!payment) return;
    setError(null);
    try {
      const body = {
        reason: values.reason,
        membership: values.membership,
        ...(values.membership === 'keep-until' && values.keepUntil
          ? { keepUntil: values.keepUntil }
          : {}),
      };
      const refunded = await refundPayment(payment.id, body);
      reset();
      onRefunded(refunded);
    } catch (failure) {
      setError(withoutField(getErrorMessage(failure, REFUND_DIALOG_MESSAGES.failed)));
    }
  });

  return (
    <Modal
      open={payment !== null}
      onClose={close}
      title="Refund payment"
      description={
        payment
          ? `${formatRupeesWithPaise(payment.total)} (GST included) to ${payment.companyName}, ` +
            `invoice ${payment.invoice?.number ?? ''}. A GST credit note is issued and e-mailed.`
          : undefined
      }
      closeOnBackdrop={!formState.isSubmitting}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button
            variant="danger"
            type="submit"
            form="refund-form"
            loading={formState.isSubmitting}
          >
            Refund {payment ? formatRupeesWithPaise(payment.total) : ''}
          </Button>
        </div>
      }
    >
      <form id="refund-form" className={styles.refundForm} onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label="Reason"
          hint="Shown on the credit note, in the member's e-mail and in the audit trail."
          required
          maxLength={REFUND_REASON_MAX}
          rows={3}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <fieldset className={styles.choice} aria-describedby={legendId}>
          <legend className={styles.legend}>Membership</legend>
          <p id={legendId} className={styles.choiceHint}>
            {payment?.membershipEndsAt
              ? `The current term's last day is ${formatMembershipEnd(payment.membershipEndsAt)}. It will not renew.`
              : 'The membership this payment paid for.'}
          </p>
          <label className={styles.radio}>
            <input type="radio" value="end-now" {...register('membership')} />
            End the membership now
          </label>
          <label className={styles.radio}>
            <input type="radio" value="keep-until" {...register('membership')} />
            Keep it until a chosen day
          </label>
        </fieldset>
        {membership === 'keep-until' ? (
          <TextField
            type="date"
            label="Last day of membership"
            required
            min={today}
            max={lastDay}
            error={formState.errors.keepUntil?.message}
            {...register('keepUntil')}
          />
        ) : null}
      </form>
    </Modal>
  );
}
