import { SelectField, TextField } from '@club/ui/form-field';
import { useCategories, useSubcategories } from '@/features/connect/api/reference-queries';
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
  const categories = useCategories();
  const subcategories = useSubcategories(chosenCategory);
  const companyErrors = errors.company;
  const categoryField = field('company.categoryId');
  const subcategoryPlaceholder = !chosenCategory
    ? 'Choose a category first'
    : subcategories.loading
      ? 'Loading subcategories...'
      : 'Select a subcategory';

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your company</legend>
      <div className={styles.row}>
        <TextField
          label="Company name"
          autoComplete="organization"
          required
          error={companyErrors?.companyName?.message}
          {...field('company.companyName')}
        />
        <TextField
          label="Company email"
          type="email"
          required
          error={companyErrors?.companyEmail?.message}
          {...field('company.companyEmail')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Company mobile"
          type="tel"
          inputMode="numeric"
          required
          error={companyErrors?.companyMobile?.message}
          {...field('company.companyMobile')}
        />
        <SelectField
          label="Category"
          required
          placeholder={categories.loading ? 'Loading categories...' : 'Select a category'}
          options={categories.items.map((category) => ({
            value: String(category.id),
            label: category.name,
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
          label="Subcategory"
          required
          disabled={!chosenCategory}
          placeholder={subcategoryPlaceholder}
          options={subcategories.items.map((subcategory) => ({
            value: String(subcategory.id),
            label: subcategory.name,
          }))}
          error={companyErrors?.subcategoryId?.message}
          {...field('company.subcategoryId')}
        />
      </div>
    </fieldset>
  );
}
