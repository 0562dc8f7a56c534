import { useReferenceNames } from '@club/platform/reference/reference-names';
import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import type { useStates } from '@/features/connect/api/reference-queries';
import { useT } from '@/features/connect/i18n';
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
  const t = useT();
  const companyErrors = errors.company;
  const names = useReferenceNames();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('onboarding.connect.form.billing')}</legend>
      <div className={styles.row}>
        <TextField
          label={t('onboarding.connect.field.billingName')}
          required
          hint={t('onboarding.connect.form.billingNameHint')}
          error={companyErrors?.billingName?.message}
          {...field('company.billingName')}
        />
        <TextField
          label={t('onboarding.connect.field.gstNumber')}
          hint={t('onboarding.connect.form.gstHint')}
          autoCapitalize="characters"
          maxLength={15}
          error={companyErrors?.gstNumber?.message}
          {...field('company.gstNumber')}
        />
      </div>
      <TextAreaField
        label={t('onboarding.connect.field.billingAddress')}
        required
        rows={3}
        autoComplete="street-address"
        error={companyErrors?.billingAddress?.message}
        {...field('company.billingAddress')}
      />
      <div className={styles.row}>
        <SelectField
          label={t('onboarding.connect.field.state')}
          required
          placeholder={
            states.loading
              ? t('onboarding.connect.form.loadingStates')
              : t('onboarding.connect.form.selectState')
          }
          options={states.items.map((state) => ({
            value: String(state.id),
            label: names.state(state),
          }))}
          error={companyErrors?.stateId?.message}
          {...field('company.stateId')}
        />
        <TextField
          label={t('onboarding.connect.field.country')}
          required
          autoComplete="country-name"
          error={companyErrors?.country?.message}
          {...field('company.country')}
        />
      </div>
    </fieldset>
  );
}
