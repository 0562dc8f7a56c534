import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VISITOR_BUSINESS_MAX,
  VISITOR_NAME_MAX,
  visitorInviteBodySchema,
  type VisitorInviteBody,
} from '@club/contract/visitors';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextField, type SelectOption } from '@club/ui/form-field';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { inviteVisitor, INVITATION_KEYS } from '../api/invitation-queries';
import styles from '../my-invitations.module.css';
import { useT } from '../i18n';

interface InviteFormProps {
  meetings: readonly SelectOption[];
  meetingId: string;
}

const EMPTY = { name: '', email: '', mobile: '', businessName: '' };

/**
 * Invites a guest to one of the chapter's coming meetings. The contract's
 * schema checks each field here first (its message under the field); the
 * API's refusals (already invited, too many today) show above the form.
 */
export function InviteForm({ meetings, meetingId }: InviteFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<VisitorInviteBody>({
    resolver: zodResolver(visitorInviteBodySchema),
    defaultValues: { meetingId, ...EMPTY },
  });
  const { register, handleSubmit, formState, reset, getValues } = form;
  const invite = useMutation({
    mutationFn: inviteVisitor,
    onSuccess: async (invitation) => {
      setSentTo(invitation.email);
      reset({ meetingId: getValues('meetingId'), ...EMPTY });
      await queryClient.invalidateQueries({ queryKey: INVITATION_KEYS.mine });
    },
  });
  const submit = handleSubmit((values) => {
    setSentTo(null);
    invite.mutate(values);
  });
  const errors = formState.errors;

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="invite-heading"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="invite-heading" className={styles.sectionHeading}>
        {t('events.myInvitations.invite.heading')}
      </h2>
      {sentTo ? (
        <Alert tone="success">{t('events.myInvitations.invite.sent', { email: sentTo })}</Alert>
      ) : null}
      {invite.isError ? (
        <Alert tone="error" title={t('events.myInvitations.invite.notSent')}>
          {getErrorMessage(invite.error, t('events.myInvitations.pleaseTryAgain'))}
        </Alert>
      ) : null}
      <SelectField
        label={t('events.myInvitations.invite.meeting')}
        required
        options={meetings}
        error={errors.meetingId?.message}
        {...register('meetingId')}
      />
      <div className={styles.fields}>
        <TextField
          label={t('events.myInvitations.invite.name')}
          required
          autoComplete="off"
          maxLength={VISITOR_NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('events.myInvitations.invite.email')}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('events.myInvitations.invite.mobile')}
          type="tel"
          inputMode="numeric"
          required
          prefix="+91"
          maxLength={10}
          hint={t('events.myInvitations.invite.mobileHint')}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label={t('events.myInvitations.invite.business')}
          required
          maxLength={VISITOR_BUSINESS_MAX}
          error={errors.businessName?.message}
          {...register('businessName')}
        />
      </div>
      <Button type="submit" icon={<Send />} loading={invite.isPending}>
        {t('events.myInvitations.invite.send')}
      </Button>
    </form>
  );
}
