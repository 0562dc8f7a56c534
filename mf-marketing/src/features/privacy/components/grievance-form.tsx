import { getErrorMessage, isApiError } from '@club/platform/api/api-error';
import { formatDateIN } from '@club/contract/format/date';
import {
  grievanceBodySchema,
  type GrievanceBody,
  type GrievanceReceipt,
} from '@club/contract/privacy';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { HoneypotField, honeypotValue } from '@/components/honeypot-field/honeypot-field';
import { fileGrievance } from '../api/grievance-requests';
import styles from './grievance-form.module.css';

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
    register,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrievanceValues>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const field = (name: keyof GrievanceValues) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (errors[name]) clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

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
          <time dateTime={receipt.dueAt}>{formatDateIN(receipt.dueAt)}</time>.
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Grievance form">
        <HoneypotField />
        <p className={styles.required}>
          Fields marked <span aria-hidden="true">*</span>
          <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
        </p>
        <div className={styles.row}>
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
        </div>
        <TextField label="Subject" required error={errors.subject?.message} {...field('subject')} />
        <TextAreaField
          label="Your grievance"
          rows={6}
          required
          error={errors.message?.message}
          {...field('message')}
        />
        {failure ? (
          <Alert tone="error" title="Not sent">
            {failure}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          icon={<Send aria-hidden="true" />}
          className={styles.submit}
        >
          Send grievance
        </Button>
      </form>
    </>
  );
}
