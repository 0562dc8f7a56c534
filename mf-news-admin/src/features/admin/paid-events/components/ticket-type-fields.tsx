import { TextField } from '@club/ui/form-field';
import type { FieldErrors, TicketTypeFormValues } from '../lib/event-form-values';
import styles from '../admin-paid-events-page.module.css';

/** One ticket type's fields; `prefix` finds its errors (`ticketTypes.0.`, or '' alone). */
export function TicketTypeFields({
  legend,
  values,
  errors,
  prefix,
  onChange,
  children,
}: {
  legend: string;
  values: TicketTypeFormValues;
  errors: FieldErrors;
  prefix: string;
  onChange: (values: TicketTypeFormValues) => void;
  children?: React.ReactNode;
}) {
  const field = (name: keyof TicketTypeFormValues) => ({
    value: values[name],
    error: errors[`${prefix}${name}`],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <fieldset className={styles.ticketType}>
      <legend>{legend}</legend>
      <TextField label="Ticket name" required {...field('name')} />
      <div className={styles.quad}>
        <TextField label="Capacity" inputMode="numeric" required {...field('capacity')} />
        <TextField
          label="Member price (₹, before GST)"
          inputMode="numeric"
          required
          {...field('memberPrice')}
        />
        <TextField
          label="Visitor price (₹, before GST)"
          inputMode="numeric"
          required
          {...field('visitorPrice')}
        />
      </div>
      {children}
    </fieldset>
  );
}
