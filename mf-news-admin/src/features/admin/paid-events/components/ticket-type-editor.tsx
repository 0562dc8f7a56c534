import {
  ticketTypeInputSchema,
  type PaidEventView,
  type TicketTypeView,
} from '@club/contract/event-tickets';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { useState } from 'react';
import { addTicketType, updateTicketType } from '../api/paid-event-requests';
import {
  EMPTY_TICKET_TYPE,
  fieldErrorsOf,
  ticketTypeBodyOf,
  ticketTypeValuesOf,
  type FieldErrors,
} from '../lib/event-form-values';
import { TicketTypeFields } from './ticket-type-fields';

/**
 * One ticket type of a saved event, changed on its own (a capacity cannot go
 * below the seats taken: the API says so), or a new one added (`type` absent).
 */
export function TicketTypeEditor({
  eventId,
  type,
  onSaved,
}: {
  eventId: string;
  type?: TicketTypeView;
  onSaved: (event: PaidEventView) => void;
}) {
  const [values, setValues] = useState(type ? ticketTypeValuesOf(type) : EMPTY_TICKET_TYPE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setFailure(null);
    setDone(null);
    const parsed = ticketTypeInputSchema.safeParse(ticketTypeBodyOf(values));
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error.issues));
    if (!parsed.success) return;
    setSaving(true);
    try {
      const saved = type
        ? await updateTicketType(type.id, parsed.data)
        : await addTicketType(eventId, parsed.data);
      if (!type) setValues(EMPTY_TICKET_TYPE);
      setDone(type ? 'Ticket type saved.' : 'Ticket type added.');
      onSaved(saved);
    } catch (error) {
      setFailure(getErrorMessage(error, 'The ticket type could not be saved; please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TicketTypeFields
      legend={
        type
          ? `${type.name}: ${String(type.seatsLeft)} of ${String(type.capacity)} seats left`
          : 'Add a ticket type'
      }
      values={values}
      errors={errors}
      prefix=""
      onChange={setValues}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <div>
        <Button variant="secondary" loading={saving} onClick={() => void save()}>
          {type ? `Save ${type.name}` : 'Add ticket type'}
        </Button>
      </div>
    </TicketTypeFields>
  );
}
