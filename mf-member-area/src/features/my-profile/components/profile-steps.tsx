import { PAN_MAX, PROFILE_ABOUT_MAX, PROFILE_BRIEF_MAX } from '@club/contract/companies';
import type { FirmType, RevenueBand } from '@club/contract/reference';
import type { UserCompany } from '@club/contract/user';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProfileFormValues, ProfileUpdate } from '../lib/profile-form';
import { ListInput } from './list-input';
import { LogoUpload } from './logo-upload';
import { RegistrationInfo } from './registration-info';
import styles from './profile-steps.module.css';

type Form = UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>;

export function RegistrationStep({ form, company }: { form: Form; company: UserCompany }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <RegistrationInfo company={company} />
      <h3 className={styles.subheading}>Additional information</h3>
      <div className={styles.grid}>
        <TextField
          label="Established on"
          type="date"
          error={errors.establishedAt?.message}
          {...register('establishedAt')}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          label="City"
          placeholder="Town or city of your office"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Controller
          control={control}
          name="pan"
          render={({ field }) => (
            <TextField
              label="PAN"
              hint="10 characters, such as ABCDE1234F"
              maxLength={PAN_MAX}
              autoCapitalize="characters"
              error={errors.pan?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            />
          )}
        />
        <TextField label="MSME (Udyam) number" error={errors.msme?.message} {...register('msme')} />
      </div>
    </div>
  );
}

export function ProfileImageStep({
  form,
  company,
  imageUrl,
  onImageUploaded,
}: {
  form: Form;
  company: UserCompany;
  imageUrl: string | null;
  onImageUploaded: (publicUrl: string) => void;
}) {
  const { register, setValue, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <h3 className={styles.subheading}>Company logo</h3>
      <LogoUpload
        companyName={company.name}
        imageUrl={imageUrl}
        onUploaded={({ objectKey, publicUrl }) => {
          setValue('profileImageKey', objectKey, { shouldDirty: true });
          onImageUploaded(publicUrl);
        }}
      />
      {errors.profileImageKey?.message ? (
        <p className={styles.error} role="alert">
          {errors.profileImageKey.message}
        </p>
      ) : null}
      <h3 className={styles.subheading}>Owner</h3>
      <div className={styles.grid}>
        <TextField
          label="Owner name"
          autoComplete="name"
          error={errors.ownerName?.message}
          {...register('ownerName')}
        />
        <TextField
          label="Primary e-mail"
          type="email"
          autoComplete="email"
          error={errors.primaryEmail?.message}
          {...register('primaryEmail')}
        />
        <TextField
          label="Primary phone"
          type="tel"
          autoComplete="tel"
          error={errors.primaryPhone?.message}
          {...register('primaryPhone')}
        />
      </div>
    </div>
  );
}

export function BusinessStep({
  form,
  firmTypes,
  revenueBands,
}: {
  form: Form;
  firmTypes: readonly FirmType[];
  revenueBands: readonly RevenueBand[];
}) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <SelectField
          label="Firm type"
          placeholder="Choose a firm type"
          options={firmTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          error={errors.firmTypeId?.message}
          {...register('firmTypeId')}
        />
        <SelectField
          label="Annual revenue"
          placeholder="Choose a revenue band"
          options={revenueBands.map((band) => ({ value: String(band.id), label: band.label }))}
          error={errors.revenueBandId?.message}
          {...register('revenueBandId')}
        />
        <TextField
          label="Skilled employees"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.skilledEmployees?.message}
          {...register('skilledEmployees')}
        />
        <TextField
          label="Unskilled employees"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.unskilledEmployees?.message}
          {...register('unskilledEmployees')}
        />
      </div>
      <CheckboxField label="ISO certified" {...register('isoCertified')} />
      <TextAreaField
        label="Brief"
        hint="One or two sentences that say what the company does."
        rows={3}
        maxLength={PROFILE_BRIEF_MAX}
        error={errors.brief?.message}
        {...register('brief')}
      />
    </div>
  );
}

export function ProductsStep({ form }: { form: Form }) {
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <Controller
        control={control}
        name="coreProducts"
        render={({ field }) => (
          <ListInput
            label="Core products"
            hint="Type a product or service and press Enter."
            placeholder="e.g. Investment castings"
            value={field.value}
            onChange={field.onChange}
            error={errors.coreProducts?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="clients"
        render={({ field }) => (
          <ListInput
            label="Key clients"
            hint="Optional. Type a client and press Enter."
            placeholder="e.g. Pump manufacturers"
            value={field.value}
            onChange={field.onChange}
            error={errors.clients?.message}
          />
        )}
      />
      <TextAreaField
        label="About the company"
        rows={8}
        maxLength={PROFILE_ABOUT_MAX}
        error={errors.about?.message}
        {...register('about')}
      />
    </div>
  );
}
