import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import type { useStates } from '@/features/connect/api/reference-queries';
import type { RegistrationFieldsetProps } from './registration-fields';
import styles from './registration-form.module.css';

interface RegistrationBillingFieldsProps extends Omit<RegistrationFieldsetProps, 'withSignInLink'> {
  states: ReturnType<typeof useStates>;
}

/** What the GST invoice says: billing name, GST number, address, state and country. */
export function RegistrationBillingFields({
  field,
  errors,
  states,
}: RegistrationBillingFieldsProps) {
  const companyErrors = errors.company;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Billing</legend>
      <div className={styles.row}>
        <TextField
          label="Billing name"
          required
          hint="As it should read on your GST invoice."
          error={companyErrors?.billingName?.message}
          {...field('company.billingName')}
        />
        <TextField
          label="GST number"
          hint="Optional: 15 characters, e.g. 24AAKFM4821Q1ZU."
          autoCapitalize="characters"
          maxLength={15}
          error={companyErrors?.gstNumber?.message}
          {...field('company.gstNumber')}
        />
      </div>
      <TextAreaField
        label="Billing address"
        required
        rows={3}
        autoComplete="street-address"
        error={companyErrors?.billingAddress?.message}
        {...field('company.billingAddress')}
      />
      <div className={styles.row}>
        <SelectField
          label="State"
          required
          placeholder={states.loading ? 'Loading states...' : 'Select a state'}
          options={states.items.map((state) => ({ value: String(state.id), label: state.name }))}
          error={companyErrors?.stateId?.message}
          {...field('company.stateId')}
        />
        <TextField
          label="Country"
          required
          autoComplete="country-name"
          error={companyErrors?.country?.message}
          {...field('company.country')}
        />
      </div>
    </fieldset>
  );
}
