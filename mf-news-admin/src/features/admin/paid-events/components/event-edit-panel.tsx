import { paidEventUpdateBodySchema, type PaidEventView } from '@club/contract/event-tickets';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { useState } from 'react';
import { updatePaidEvent } from '../api/paid-event-requests';
import {
  crossFieldErrors,
  eventBodyOf,
  fieldErrorsOf,
  formValuesOf,
  type FieldErrors,
} from '../lib/event-form-values';
import { EventFields } from './event-fields';
import { SalesTable } from './sales-table';
import { TicketTypeEditor } from './ticket-type-editor';
import styles from '../admin-paid-events-page.module.css';

/** A saved event: its details, its ticket types one by one, and its sales. */
export function EventEditPanel({
  event,
  onSaved,
  onClose,
}: {
  event: PaidEventView;
  onSaved: (event: PaidEventView) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => formValuesOf(event));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (form: React.FormEvent) => {
    form.preventDefault();
    setFailure(null);
    setDone(false);
    const parsed = paidEventUpdateBodySchema.safeParse(eventBodyOf(values));
    const found = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
      ...crossFieldErrors(values),
    };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setFailure('Please correct the fields marked below.');
      return;
    }
    setSaving(true);
    try {
      onSaved(await updatePaidEvent(event.id, parsed.data));
      setDone(true);
    } catch (error) {
      setFailure(getErrorMessage(error, 'The event could not be saved; please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="edit-event-heading">
      <div className={styles.panelHead}>
        <h2 id="edit-event-heading" className={styles.heading}>
          {event.title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {event.status === 'cancelled' ? (
        <Alert tone="warning">This event is cancelled: every ticket was refunded.</Alert>
      ) : null}
      <form
        className={styles.form}
        aria-label="Event details"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {done ? <Alert tone="success">Event saved.</Alert> : null}
        <EventFields values={values} errors={errors} onChange={setValues} />
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            Save event
          </Button>
        </div>
      </form>
      <h3 className={styles.subheading}>Ticket types</h3>
      {event.ticketTypes.map((type) => (
        <TicketTypeEditor key={type.id} eventId={event.id} type={type} onSaved={onSaved} />
      ))}
      {event.ticketTypes.length < 10 ? (
        <TicketTypeEditor eventId={event.id} onSaved={onSaved} />
      ) : null}
      <SalesTable eventId={event.id} />
    </section>
  );
}
