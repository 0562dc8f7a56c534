import { Button } from '@club/shared/ui/button';
import { TextField } from '@club/shared/ui/form-field';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import styles from './newsletter-box.module.css';

/**
 * 'Stay Updated': an e-mail box with a Subscribe button. There is no
 * newsletter service yet (spec 001), so nothing is sent or stored; pressing
 * Subscribe only shows a short note saying so.
 */
export function NewsletterBox() {
  const headingId = useId();
  const [noted, setNoted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNoted(true);
  };

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
        <TextField
          label="E-mail address"
          hideLabel
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          onChange={() => setNoted(false)}
        />
        <Button type="submit" fullWidth className={styles.subscribe}>
          Subscribe
        </Button>
      </form>
      <p className={styles.note} role="status">
        {noted
          ? 'Thank you for your interest. E-mail updates are not available yet, so your address has not been saved.'
          : ''}
      </p>
    </section>
  );
}
