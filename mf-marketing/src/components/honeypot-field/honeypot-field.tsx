import type { BaseSyntheticEvent } from 'react';
import styles from './honeypot-field.module.css';

const NAME = 'website';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden
 * from screen readers). A bot filling in every field fills it too, and the
 * server then keeps nothing.
 */
export function HoneypotField() {
  return (
    <input
      type="text"
      name={NAME}
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      className={styles.honeypot}
      defaultValue=""
    />
  );
}

/** What the submitted form had in the honeypot (empty for people). */
export function honeypotValue(event: BaseSyntheticEvent | undefined): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return '';
  const value = new FormData(form).get(NAME);
  return typeof value === 'string' ? value : '';
}
