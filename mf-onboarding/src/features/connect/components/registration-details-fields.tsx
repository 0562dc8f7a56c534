import { COUNTRY_CODES } from '@club/contract/common';
import { SelectField, TextField } from '@club/ui/form-field';
import { useT } from '@/features/connect/i18n';
import type { RegistrationFieldsetProps } from './registration-fields';
import styles from './registration-form.module.css';

/** The visitor's own details: name, e-mail (how they sign in) and mobile number. */
export function RegistrationDetailsFields({
  field,
  errors,
  withSignInLink,
}: RegistrationFieldsetProps) {
  const t = useT();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('onboarding.connect.form.details')}</legend>
      {/* Said above the row, not as the e-mail field's hint, so name and e-mail line up. */}
      <p id="registration-email-note" className={styles.note}>
        {t('onboarding.connect.form.emailNote')}
      </p>
      <div className={styles.row}>
        <TextField
          label={t('onboarding.connect.field.username')}
          autoComplete="name"
          required
          error={errors.user?.username?.message}
          {...field('user.username')}
        />
        <TextField
          label={t('onboarding.connect.field.email')}
          type="email"
          autoComplete="email"
          required
          aria-describedby="registration-email-note"
          error={withSignInLink(errors.email?.message)}
          {...field('email')}
        />
      </div>
      <div className={styles.row}>
        <div className={styles.phone}>
          <SelectField
            label={t('onboarding.connect.field.countryCode')}
            required
            options={COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
            error={errors.user?.countryCode?.message}
            {...field('user.countryCode')}
          />
          <TextField
            label={t('onboarding.connect.field.mobileNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            error={withSignInLink(errors.user?.mobileNumber?.message)}
            {...field('user.mobileNumber')}
          />
        </div>
      </div>
    </fieldset>
  );
}
