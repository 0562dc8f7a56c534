import { useReferenceNames } from '@club/platform/reference/reference-names';
import { SelectField, TextField } from '@club/ui/form-field';
import { useCategories, useSubcategories } from '@/features/connect/api/reference-queries';
import { useT } from '@/features/connect/i18n';
import type { RegistrationFieldsetProps } from './registration-fields';
import styles from './registration-form.module.css';

interface RegistrationCompanyFieldsProps extends Omit<RegistrationFieldsetProps, 'withSignInLink'> {
  /** The chosen category's id, or null: its subcategories are offered. */
  chosenCategory: number | null;
  /** A new category empties the subcategory. */
  onCategoryChange: () => void;
}

/** The business: name, e-mail, mobile, category and subcategory. */
export function RegistrationCompanyFields({
  field,
  errors,
  chosenCategory,
  onCategoryChange,
}: RegistrationCompanyFieldsProps) {
  const t = useT();
  const categories = useCategories();
  const subcategories = useSubcategories(chosenCategory);
  const names = useReferenceNames();
  const companyErrors = errors.company;
  const categoryField = field('company.categoryId');
  const subcategoryPlaceholder = !chosenCategory
    ? t('onboarding.connect.form.categoryFirst')
    : subcategories.loading
      ? t('onboarding.connect.form.loadingSubcategories')
      : t('onboarding.connect.form.selectSubcategory');

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('onboarding.connect.form.company')}</legend>
      <div className={styles.row}>
        <TextField
          label={t('onboarding.connect.field.companyName')}
          autoComplete="organization"
          required
          error={companyErrors?.companyName?.message}
          {...field('company.companyName')}
        />
        <TextField
          label={t('onboarding.connect.field.companyEmail')}
          type="email"
          required
          error={companyErrors?.companyEmail?.message}
          {...field('company.companyEmail')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('onboarding.connect.field.companyMobile')}
          type="tel"
          inputMode="numeric"
          required
          error={companyErrors?.companyMobile?.message}
          {...field('company.companyMobile')}
        />
        <SelectField
          label={t('onboarding.connect.field.category')}
          required
          placeholder={
            categories.loading
              ? t('onboarding.connect.form.loadingCategories')
              : t('onboarding.connect.form.selectCategory')
          }
          options={categories.items.map((category) => ({
            value: String(category.id),
            label: names.category(category),
          }))}
          error={companyErrors?.categoryId?.message}
          {...categoryField}
          onChange={(event) => {
            onCategoryChange();
            return categoryField.onChange(event);
          }}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={t('onboarding.connect.field.subcategory')}
          required
          disabled={!chosenCategory}
          placeholder={subcategoryPlaceholder}
          options={subcategories.items.map((subcategory) => ({
            value: String(subcategory.id),
            label: names.subcategory(subcategory),
          }))}
          error={companyErrors?.subcategoryId?.message}
          {...field('company.subcategoryId')}
        />
      </div>
    </fieldset>
  );
}
