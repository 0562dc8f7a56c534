import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import {
  VISITOR_BUSINESS_MAX,
  VISITOR_EMAILS_CONSENT,
  VISITOR_NAME_MAX,
  visitorRegistrationFormSchema,
  type VisitorInvitationView,
  type VisitorRegistrationForm,
  type VisitorTicket,
} from '@club/contract/visitors';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CheckboxField, TextField } from '@club/ui/form-field';
import { useForm } from 'react-hook-form';
import { registerVisitor } from '../api/visit-queries';
import styles from '../visit.module.css';
import { PrivacyNotice } from './privacy-notice';
import { useT } from '../i18n';

interface RegistrationFormProps {
  token: string;
  invitation: VisitorInvitationView;
  onRegistered: (ticket: VisitorTicket) => void;
}

/**
 * The guest checks the details the member typed, reads the privacy notice and
 * agrees to it (required), and chooses whether to get the meeting's e-mails.
 */
export function RegistrationForm({ token, invitation, onRegistered }: RegistrationFormProps) {
  const t = useT();
  const form = useForm<VisitorRegistrationForm>({
    resolver: zodResolver(visitorRegistrationFormSchema),
    defaultValues: {
      name: invitation.name,
      email: invitation.email,
      mobile: invitation.mobile,
      businessName: invitation.businessName,
      emailsConsent: false,
    },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const registration = useMutation({ mutationFn: registerVisitor, onSuccess: onRegistered });
  const submit = handleSubmit(({ noticeAccepted: _accepted, ...values }) => {
    registration.mutate({ token, ...values, privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="details-heading"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="details-heading" className={styles.sectionHeading}>
        {t('events.visit.form.heading')}
      </h2>
      {registration.isError ? (
        <Alert tone="error" title={t('events.visit.form.notRegistered')}>
          {getErrorMessage(registration.error, t('events.visit.tryAgain'))}
        </Alert>
      ) : null}
      <div className={styles.fields}>
        <TextField
          label={t('events.visit.form.name')}
          required
          autoComplete="name"
          maxLength={VISITOR_NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('events.visit.form.email')}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('events.visit.form.mobile')}
          type="tel"
          inputMode="numeric"
          required
          prefix="+91"
          maxLength={10}
          autoComplete="tel-national"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label={t('events.visit.form.business')}
          required
          autoComplete="organization"
          maxLength={VISITOR_BUSINESS_MAX}
          error={errors.businessName?.message}
          {...register('businessName')}
        />
      </div>
      <PrivacyNotice />
      <CheckboxField
        label={t('events.visit.form.accept')}
        required
        error={errors.noticeAccepted?.message}
        {...register('noticeAccepted')}
      />
      <CheckboxField
        label={VISITOR_EMAILS_CONSENT.label}
        hint={VISITOR_EMAILS_CONSENT.description}
        {...register('emailsConsent')}
      />
      <Button type="submit" loading={registration.isPending}>
        {t('events.visit.form.submit')}
      </Button>
    </form>
  );
}
