import { getErrorMessage, isApiError } from '@club/platform/api/api-error';
import { formatIndianDate } from '@club/contract/india-time/format';
import {
  grievanceBodySchema,
  type GrievanceBody,
  type GrievanceReceipt,
} from '@club/contract/privacy';
import { Alert } from '@club/ui/alert';
import { withTags } from '@club/ui/i18n';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import * as z from 'zod/mini';
import { honeypotValue } from '@/components/honeypot-field/honeypot-field';
import { PublicForm, PublicFormRow, usePublicForm } from '@/components/public-form/public-form';
import { fileGrievance } from '../api/grievance-requests';
import { useT } from '../i18n';

type GrievanceValues = Omit<GrievanceBody, 'website'>;

const EMPTY: GrievanceValues = { name: '', email: '', subject: '', message: '' };

// The honeypot is read from the submitted form, not typed by anyone.
const resolver = zodResolver(z.omit(grievanceBodySchema, { website: true }));

/**
 * The grievance form, for visitors and signed-in users alike. A valid submit
 * files the grievance and shows its reference number and the date it will be
 * answered by; a failure keeps everything typed and says why.
 */
export function GrievanceForm() {
  const t = useT();
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
    const sendFailed = t('marketing.privacy.form.sendFailed');
    try {
      const filed = await fileGrievance({ ...values, website: honeypotValue(event) });
      setReceipt(filed);
      reset(EMPTY);
    } catch (error) {
      const field = isApiError(error) ? error.response?.data.error.field : undefined;
      if (field && field in EMPTY) {
        setError(field as keyof GrievanceValues, { message: getErrorMessage(error, sendFailed) });
      } else {
        setFailure(getErrorMessage(error, sendFailed));
      }
    }
  });

  return (
    <>
      {receipt ? (
        <Alert tone="success" title={t('marketing.privacy.form.receipt.title')}>
          {withTags(
            t('marketing.privacy.form.receipt.body', {
              reference: receipt.reference,
              date: formatIndianDate(receipt.dueAt),
            }),
            {
              reference: (text) => <strong>{text}</strong>,
              due: (text) => <time dateTime={receipt.dueAt}>{text}</time>,
            },
          )}
        </Alert>
      ) : null}
      <PublicForm
        label={t('marketing.privacy.form.label')}
        onSubmit={submit}
        submitLabel={t('marketing.privacy.form.submit')}
        submitting={isSubmitting}
        failure={failure}
      >
        <PublicFormRow>
          <TextField
            label={t('marketing.privacy.form.name')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...field('name')}
          />
          <TextField
            label={t('marketing.privacy.form.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...field('email')}
          />
        </PublicFormRow>
        <TextField
          label={t('marketing.privacy.form.subject')}
          required
          error={errors.subject?.message}
          {...field('subject')}
        />
        <TextAreaField
          label={t('marketing.privacy.form.message')}
          rows={6}
          required
          error={errors.message?.message}
          {...field('message')}
        />
      </PublicForm>
    </>
  );
}
