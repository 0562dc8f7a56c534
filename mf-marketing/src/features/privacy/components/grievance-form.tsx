import { getErrorMessage, isApiError } from '@club/platform/api/api-error';
import { formatIndianDate } from '@club/contract/india-time/format';
import {
  grievanceBodySchema,
  type GrievanceBody,
  type GrievanceReceipt,
} from '@club/contract/privacy';
import { Alert } from '@club/ui/alert';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import * as z from 'zod/mini';
import { honeypotValue } from '@/components/honeypot-field/honeypot-field';
import { PublicForm, PublicFormRow, usePublicForm } from '@/components/public-form/public-form';
import { fileGrievance } from '../api/grievance-requests';

type GrievanceValues = Omit<GrievanceBody, 'website'>;

const EMPTY: GrievanceValues = { name: '', email: '', subject: '', message: '' };
const SEND_FAILED = 'Your grievance could not be sent. Please try again.';

// The honeypot is read from the submitted form, not typed by anyone.
const resolver = zodResolver(z.omit(grievanceBodySchema, { website: true }));

/**
 * The grievance form, for visitors and signed-in users alike. A valid submit
 * files the grievance and shows its reference number and the date it will be
 * answered by; a failure keeps everything typed and says why.
 */
export function GrievanceForm() {
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = usePublicForm<GrievanceValues>(resolver, EMPTY);

  const submit = handleSubmit(async (values, event) => {
    setFailure(null);
    try {
      const filed = await fileGrievance({ ...values, website: honeypotValue(event) });
      setReceipt(filed);
      reset(EMPTY);
    } catch (error) {
      const field = isApiError(error) ? error.response?.data.error.field : undefined;
      if (field && field in EMPTY) {
        setError(field as keyof GrievanceValues, { message: getErrorMessage(error, SEND_FAILED) });
      } else {
        setFailure(getErrorMessage(error, SEND_FAILED));
      }
    }
  });

  return (
    <>
      {receipt ? (
        <Alert tone="success" title="We have your grievance">
          Your reference number is <strong>{receipt.reference}</strong>. We have e-mailed you a
          receipt and will answer by{' '}
          <time dateTime={receipt.dueAt}>{formatIndianDate(receipt.dueAt)}</time>.
        </Alert>
      ) : null}
      <PublicForm
        label="Grievance form"
        onSubmit={submit}
        submitLabel="Send grievance"
        submitting={isSubmitting}
        failure={failure}
      >
        <PublicFormRow>
          <TextField
            label="Name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...field('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...field('email')}
          />
        </PublicFormRow>
        <TextField label="Subject" required error={errors.subject?.message} {...field('subject')} />
        <TextAreaField
          label="Your grievance"
          rows={6}
          required
          error={errors.message?.message}
          {...field('message')}
        />
      </PublicForm>
    </>
  );
}
