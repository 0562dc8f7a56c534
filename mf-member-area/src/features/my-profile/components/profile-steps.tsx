import { PAN_MAX, PROFILE_ABOUT_MAX, PROFILE_BRIEF_MAX } from '@club/contract/companies';
import type { FirmType, RevenueBand } from '@club/contract/reference';
import type { UserCompany } from '@club/contract/user';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProfileFormValues, ProfileUpdate } from '../lib/profile-form';
import { ListInput } from './list-input';
import { LogoUpload } from './logo-upload';
import { RegistrationInfo } from './registration-info';
import { useT } from '../i18n';
import styles from './profile-steps.module.css';

type Form = UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>;

export function RegistrationStep({ form, company }: { form: Form; company: UserCompany }) {
  const t = useT();
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <RegistrationInfo company={company} />
      <h3 className={styles.subheading}>{t('member.profile.registration.additional')}</h3>
      <div className={styles.grid}>
        <TextField
          label={t('member.profile.registration.established')}
          type="date"
          error={errors.establishedAt?.message}
          {...register('establishedAt')}
        />
        <TextField
          label={t('member.profile.registration.website')}
          type="url"
          inputMode="url"
          placeholder={'https://www.example.com'}
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          label={t('member.profile.registration.city')}
          placeholder={t('member.profile.registration.cityPlaceholder')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Controller
          control={control}
          name="pan"
          render={({ field }) => (
            <TextField
              label={t('member.profile.registration.pan')}
              hint={t('member.profile.registration.panHint')}
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
        <TextField
          label={t('member.profile.registration.msme')}
          error={errors.msme?.message}
          {...register('msme')}
        />
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
  const t = useT();
  const { register, setValue, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <h3 className={styles.subheading}>{t('member.profile.image.logo')}</h3>
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
      <h3 className={styles.subheading}>{t('member.profile.image.owner')}</h3>
      <div className={styles.grid}>
        <TextField
          label={t('member.profile.image.ownerName')}
          autoComplete="name"
          error={errors.ownerName?.message}
          {...register('ownerName')}
        />
        <TextField
          label={t('member.profile.image.email')}
          type="email"
          autoComplete="email"
          error={errors.primaryEmail?.message}
          {...register('primaryEmail')}
        />
        <TextField
          label={t('member.profile.image.phone')}
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
  const t = useT();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <SelectField
          label={t('member.profile.business.firmType')}
          placeholder={t('member.profile.business.firmTypePlaceholder')}
          options={firmTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          error={errors.firmTypeId?.message}
          {...register('firmTypeId')}
        />
        <SelectField
          label={t('member.profile.business.revenue')}
          placeholder={t('member.profile.business.revenuePlaceholder')}
          options={revenueBands.map((band) => ({ value: String(band.id), label: band.label }))}
          error={errors.revenueBandId?.message}
          {...register('revenueBandId')}
        />
        <TextField
          label={t('member.profile.business.skilled')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.skilledEmployees?.message}
          {...register('skilledEmployees')}
        />
        <TextField
          label={t('member.profile.business.unskilled')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.unskilledEmployees?.message}
          {...register('unskilledEmployees')}
        />
      </div>
      <CheckboxField label={t('member.profile.business.iso')} {...register('isoCertified')} />
      <TextAreaField
        label={t('member.profile.business.brief')}
        hint={t('member.profile.business.briefHint')}
        rows={3}
        maxLength={PROFILE_BRIEF_MAX}
        error={errors.brief?.message}
        {...register('brief')}
      />
    </div>
  );
}

export function ProductsStep({ form }: { form: Form }) {
  const t = useT();
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <Controller
        control={control}
        name="coreProducts"
        render={({ field }) => (
          <ListInput
            label={t('member.profile.products.core')}
            hint={t('member.profile.products.coreHint')}
            placeholder={t('member.profile.products.corePlaceholder')}
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
            label={t('member.profile.products.clients')}
            hint={t('member.profile.products.clientsHint')}
            placeholder={t('member.profile.products.clientsPlaceholder')}
            value={field.value}
            onChange={field.onChange}
            error={errors.clients?.message}
          />
        )}
      />
      <TextAreaField
        label={t('member.profile.products.about')}
        rows={8}
        maxLength={PROFILE_ABOUT_MAX}
        error={errors.about?.message}
        {...register('about')}
      />
    </div>
  );
}
