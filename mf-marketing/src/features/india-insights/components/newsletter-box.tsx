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

const emailOnly = z.pick(newsletterSubscribeBodySchema, { email: true });
type Values = z.input<typeof emailOnly>;

/**
 * 'Stay Updated': signs an address up for India Insights by e-mail. The
 * server mails a confirmation link (double opt-in), so the box says to open
 * it; a failed request keeps the address and says so.
 */
export function NewsletterBox() {
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
        Stay Updated
      </h2>
      <p className={styles.text}>
        New India Insights articles on exports, operations and growth, written for Indian MSMEs.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <HoneypotField />
        <TextField
          label="E-mail address"
          hideLabel
          className={styles.emailField}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={formState.errors.email?.message}
          {...register('email', { onChange: () => setOutcome(null) })}
        />
        <Button
          type="submit"
          fullWidth
          className={styles.subscribe}
          loading={formState.isSubmitting}
        >
          Subscribe
        </Button>
      </form>
      <p className={styles.note} role="status" data-tone={outcome?.tone}>
        {outcome?.text ?? ''}
      </p>
      <p className={styles.fineprint}>One e-mail per new article. Leave with one click.</p>
    </section>
  );
}
