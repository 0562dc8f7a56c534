import { TextAreaField, TextField } from '@club/ui/form-field';
import type { EventFormValues, FieldErrors } from '../lib/event-form-values';
import styles from '../admin-paid-events-page.module.css';

/**
 * The event's own fields: what, where (a place and its city, an online link
 * or both), when, the cut-off.
 */
export function EventFields({
  values,
  errors,
  onChange,
}: {
  values: EventFormValues;
  errors: FieldErrors;
  onChange: (values: EventFormValues) => void;
}) {
  const field = (name: keyof EventFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <div className={styles.fields}>
      <TextField label="Title" required {...field('title')} />
      <TextAreaField label="Description" required rows={4} {...field('description')} />
      <div className={styles.pair}>
        <TextField
          label="Venue"
          hint="The address; leave empty for an online event."
          {...field('venue')}
        />
        <TextField
          label="City"
          hint="The venue's city: Events lists the event under it. An online event is listed as Online."
          required={values.venue.trim() !== ''}
          {...field('city')}
        />
      </div>
      <TextField
        label="Online link"
        type="url"
        hint="The meeting link; leave empty for an event held only in person."
        {...field('onlineUrl')}
      />
      <TextField label="Image URL" type="url" {...field('imageUrl')} />
      <div className={styles.pair}>
        <TextField
          label="Starts at (India time)"
          type="datetime-local"
          required
          {...field('startsAt')}
        />
        <TextField
          label="Cancellation cut-off (India time)"
          type="datetime-local"
          hint="Buyers can cancel for a full refund until then."
          required
          {...field('cancellationCutoffAt')}
        />
      </div>
    </div>
  );
}
