import { paidEventCreateBodySchema, type PaidEventView } from '@club/contract/event-tickets';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { useState } from 'react';
import { createPaidEvent } from '../api/paid-event-requests';
import {
  crossFieldErrors,
  EMPTY_EVENT,
  EMPTY_TICKET_TYPE,
  eventBodyOf,
  fieldErrorsOf,
  ticketTypeBodyOf,
  type FieldErrors,
} from '../lib/event-form-values';
import { EventFields } from './event-fields';
import { TicketTypeFields } from './ticket-type-fields';
import styles from '../admin-paid-events-page.module.css';

/**
 * A new paid event with its ticket types, on sale once saved. The contract's
 * schema checks it first and each problem shows on its field; what is typed
 * stays when the API refuses it.
 */
export function EventCreateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (event: PaidEventView) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(EMPTY_EVENT);
  const [types, setTypes] = useState([EMPTY_TICKET_TYPE]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = paidEventCreateBodySchema.safeParse({
      ...eventBodyOf(values),
      ticketTypes: types.map(ticketTypeBodyOf),
    });
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
      onCreated(await createPaidEvent(parsed.data));
    } catch (error) {
      setFailure(getErrorMessage(error, 'The event could not be saved; please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-label="New paid event"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 className={styles.heading}>New paid event</h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <EventFields values={values} errors={errors} onChange={setValues} />
      {types.map((type, index) => (
        <TicketTypeFields
          // The rows have no ids until saved; their order is their identity here.
          key={index}
          legend={`Ticket type ${String(index + 1)}`}
          values={type}
          errors={errors}
          prefix={`ticketTypes.${String(index)}.`}
          onChange={(changed) => setTypes(types.map((old, at) => (at === index ? changed : old)))}
        >
          {types.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setTypes(types.filter((_old, at) => at !== index))}
            >
              Remove ticket type {index + 1}
            </Button>
          ) : null}
        </TicketTypeFields>
      ))}
      {errors.ticketTypes ? <p className={styles.error}>{errors.ticketTypes}</p> : null}
      <div className={styles.actions}>
        {types.length < 10 ? (
          <Button variant="secondary" onClick={() => setTypes([...types, EMPTY_TICKET_TYPE])}>
            Add a ticket type
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          Create event
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
