import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';
import { REFERENCE_STATES } from '@club/contract/reference-data';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { SelectField } from '@club/ui/form-field';
import { useT } from '../i18n';

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
  const names = useReferenceNames();
  return (
    <SelectField
      label={t('events.events.billing.label')}
      hint={t('events.events.billing.hint')}
      placeholder={t('events.events.billing.placeholder')}
      options={REFERENCE_STATES.map((state) => ({
        value: String(state.id),
        label: names.state(state),
      }))}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      required
      error={showError && value === undefined ? EVENT_TICKET_MESSAGES.stateRequired : undefined}
    />
  );
}
