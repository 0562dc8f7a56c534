import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';
import { REFERENCE_STATES } from '@club/contract/reference-data';
import { SelectField } from '@club/ui/form-field';
import { useT } from '../i18n';

const STATE_OPTIONS = REFERENCE_STATES.map((state) => ({
  value: String(state.id),
  label: state.name,
}));

/**
 * The buyer's state, asked only of a user without a company: the GST invoice
 * is billed to them in that state (CGST + SGST within the club's, else IGST).
 */
export function BillingStateField({
  value,
  onChange,
  showError,
}: {
  value: number | undefined;
  onChange: (stateId: number | undefined) => void;
  showError: boolean;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('events.events.billing.label')}
      hint={t('events.events.billing.hint')}
      placeholder={t('events.events.billing.placeholder')}
      options={STATE_OPTIONS}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      required
      error={showError && value === undefined ? EVENT_TICKET_MESSAGES.stateRequired : undefined}
    />
  );
}
