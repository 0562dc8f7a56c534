import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@club/platform/api/api-error';
import { newsletterSubscribeBodySchema } from '@club/contract/newsletter';
import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { HoneypotField, honeypotValue } from '@/components/honeypot-field/honeypot-field';
import { SUBSCRIBE_FAILED, subscribeToNewsletter } from '@/lib/newsletter-requests';
import styles from './newsletter-box.module.css';
import { useT, type MessageId } from '../i18n';

/** The example address in the empty field (an address, never translated). */
const EXAMPLE_EMAIL = 'you@company.com';

/** The box's own words (the form's checks and the failed sign-up) as its messages. */
const OWN_MESSAGES: Readonly<Record<string, MessageId>> = {
  [SUBSCRIBE_FAILED]: 'marketing.indiaInsights.newsletter.failed',
  'Please enter your e-mail address': 'marketing.indiaInsights.newsletter.emailRequired',
  'Please enter a valid e-mail address': 'marketing.indiaInsights.newsletter.emailInvalid',
};

const emailOnly = z.pick(newsletterSubscribeBodySchema, { email: true });
type Values = z.input<typeof emailOnly>;

/**
 * 'Stay Updated': signs an address up for India Insights by e-mail. The
 * server mails a confirmation link (double opt-in), so the box says to open
 * it; a failed request keeps the address and says so.
 */
export function NewsletterBox() {
  const t = useT();
  const own = (text: string | undefined) => {
    const id = text === undefined ? undefined : OWN_MESSAGES[text];
    return id ? t(id) : text;
  };
  const headingId = useId();
  const [outcome, setOutcome] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<
    Values,
    unknown,
    z.output<typeof emailOnly>
  >({
    resolver: zodResolver(emailOnly),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values, event) => {
    setOutcome(null);
    try {
      const { message } = await subscribeToNewsletter({
        email: values.email,
        website: honeypotValue(event),
      });
      reset({ email: '' });
      setOutcome({ tone: 'done', text: message });
    } catch (error) {
      setOutcome({ tone: 'failed', text: getErrorMessage(error, SUBSCRIBE_FAILED) });
    }
  });

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <span className={styles.icon} aria-hidden="true">
        <Mail />
      </span>
      <h2 id={headingId} className={styles.title}>
        {t('marketing.indiaInsights.newsletter.title')}
      </h2>
      <p className={styles.text}>{t('marketing.indiaInsights.newsletter.text')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <HoneypotField />
        <TextField
          label={t('marketing.indiaInsights.newsletter.email')}
          hideLabel
          className={styles.emailField}
          type="email"
          autoComplete="email"
          placeholder={EXAMPLE_EMAIL}
          error={own(formState.errors.email?.message)}
          {...register('email', { onChange: () => setOutcome(null) })}
        />
        <Button
          type="submit"
          fullWidth
          className={styles.subscribe}
          loading={formState.isSubmitting}
        >
          {t('marketing.indiaInsights.newsletter.subscribe')}
        </Button>
      </form>
      <p className={styles.note} role="status" data-tone={outcome?.tone}>
        {own(outcome?.text) ?? ''}
      </p>
      <p className={styles.fineprint}>{t('marketing.indiaInsights.newsletter.fineprint')}</p>
    </section>
  );
}
