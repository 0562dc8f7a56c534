import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@club/platform/api/api-error';
import {
  LEAD_RESPONSE_MESSAGE_MAX,
  leadResponseBodySchema,
  type Lead,
  type LeadResponseBody,
} from '@club/contract/leads';
import { formatIndianDate } from '@club/contract/india-time/format';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField } from '@club/ui/form-field';
import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { respondToLead } from '@/lib/lead-requests';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from './lead-outcomes.module.css';

interface RespondFormProps {
  lead: Lead;
  /** The lead as it is after the response (its `respondedAt` set). */
  onResponded: (respondedAt: string) => void;
}

/**
 * "I'm interested": a short message to the poster, once per company. After a
 * refusal the message stays in the box, with the server's reason above it.
 */
export function RespondForm({ lead, onResponded }: RespondFormProps) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LeadResponseBody>({
    resolver: zodResolver(leadResponseBodySchema),
    defaultValues: { message: '' },
  });
  const { register, handleSubmit, formState } = form;

  const { respondedAt } = lead;
  if (respondedAt) {
    return (
      <p className={styles.responded} role="status">
        <CheckCircle2 aria-hidden="true" />
        {/* One text box beside the icon, so the sentence wraps as a sentence. */}
        <span>
          {withTags(t('member.leads.respond.done'), {
            time: () => <time dateTime={respondedAt}>{formatIndianDate(respondedAt)}</time>,
          })}
        </span>
      </p>
    );
  }
  if (lead.state !== 'open') return null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await respondToLead(lead.id, values.message);
      onResponded(response.createdAt);
    } catch (error) {
      setFailure(getErrorMessage(error, t('member.leads.respond.failed')));
    }
  });

  return (
    <form className={styles.respond} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.heading}>{t('member.leads.respond.heading')}</h3>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextAreaField
        label={t('member.leads.respond.message')}
        hint={t('member.leads.respond.hint')}
        rows={3}
        maxLength={LEAD_RESPONSE_MESSAGE_MAX}
        required
        error={formState.errors.message?.message}
        {...register('message')}
      />
      <div className={styles.actions}>
        <Button type="submit" icon={<Send />} loading={formState.isSubmitting}>
          {t('member.leads.respond.submit')}
        </Button>
      </div>
    </form>
  );
}
