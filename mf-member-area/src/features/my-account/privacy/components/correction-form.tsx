import { getErrorMessage } from '@club/platform/api/api-error';
import {
  correctionRequestBodySchema,
  CORRECTION_SUBCATEGORY_MISSING,
  type CorrectionRequestBody,
  type PrivacyOverview,
} from '@club/contract/privacy-rights';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { Button } from '@club/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { subcategoriesQuery } from '../queries';
import { useRequestCorrection } from '../hooks/use-privacy';
import { useT } from '../../i18n';
import styles from './privacy-panel.module.css';

export type Company = NonNullable<PrivacyOverview['company']>;

export interface CorrectionForm {
  companyName: string;
  categoryId: string;
  subcategoryId: string;
  stateId: string;
  gstNumber: string;
  billingName: string;
  billingAddress: string;
  reason: string;
}

export interface Choice {
  id: number;
  name: string;
}

const idText = (id: number | null) => (id === null ? '' : String(id));

function formValues(company: Company): CorrectionForm {
  return {
    companyName: company.name,
    categoryId: String(company.categoryId),
    subcategoryId: idText(company.subcategoryId),
    stateId: idText(company.stateId),
    gstNumber: company.gstNumber ?? '',
    billingName: company.billingName,
    billingAddress: company.billingAddress,
    reason: '',
  };
}

/**
 * Only the fields the member changed, as the API takes them. A new category
 * goes with a subcategory of its own (the old one belongs to the old category).
 */
export function correctionBody(company: Company, values: CorrectionForm): CorrectionRequestBody {
  const changes: CorrectionRequestBody['changes'] = {};
  if (values.companyName.trim() !== company.name) changes.companyName = values.companyName;
  const categoryChanged = values.categoryId !== String(company.categoryId);
  if (categoryChanged) changes.categoryId = Number(values.categoryId);
  if (
    values.subcategoryId &&
    (categoryChanged || values.subcategoryId !== idText(company.subcategoryId))
  ) {
    changes.subcategoryId = Number(values.subcategoryId);
  }
  if (values.stateId !== idText(company.stateId)) changes.stateId = Number(values.stateId);
  if (values.gstNumber.trim().toUpperCase() !== (company.gstNumber ?? '')) {
    changes.gstNumber = values.gstNumber;
  }
  if (values.billingName.trim() !== company.billingName) changes.billingName = values.billingName;
  if (values.billingAddress.trim() !== company.billingAddress) {
    changes.billingAddress = values.billingAddress;
  }
  return { changes, reason: values.reason };
}

/** The subcategories of the chosen category (none while no category is chosen). */
function useSubcategories(categoryId: string) {
  const id = Number(categoryId);
  return useQuery({ ...subcategoriesQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

/** The correction form: the current values to change, and a reason. */
export function CorrectionFormBody({
  company,
  states,
  categories,
  onSent,
  onCancel,
}: {
  company: Company;
  states: readonly Choice[];
  categories: readonly Choice[];
  onSent: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const names = useReferenceNames();
  const request = useRequestCorrection();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CorrectionForm>({ defaultValues: formValues(company) });
  const { errors } = form.formState;
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const subcategories = useSubcategories(categoryId);
  const categoryField = form.register('categoryId');
  const subcategoryField = form.register('subcategoryId');
  const subcategoryId = useWatch({ control: form.control, name: 'subcategoryId' });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const body = correctionBody(company, values);
    if (Object.keys(body.changes).length === 0) {
      setError(t('member.account.privacy.correction.noChange'));
      return;
    }
    if (body.changes.categoryId !== undefined && body.changes.subcategoryId === undefined) {
      form.setError('subcategoryId', { message: CORRECTION_SUBCATEGORY_MISSING });
      return;
    }
    const parsed = correctionRequestBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] === 'changes' ? issue.path[1] : issue.path[0]) as
          keyof CorrectionForm | undefined;
        if (field && field in values) form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await request.mutateAsync(body);
      onSent();
    } catch (failure) {
      // What the member typed stays in the form.
      setError(getErrorMessage(failure, t('member.account.privacy.correction.sendFailed')));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.grid}>
        <TextField
          label={t('member.account.privacy.correction.companyName')}
          maxLength={150}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <SelectField
          label={t('member.account.privacy.correction.category')}
          options={categories.map((category) => ({
            value: String(category.id),
            label: names.category(category),
          }))}
          error={errors.categoryId?.message}
          {...categoryField}
          onChange={(event) => {
            void categoryField.onChange(event);
            // The subcategories change with the category: the member picks one of the new ones.
            form.setValue('subcategoryId', '');
          }}
        />
        <SelectField
          label={t('member.account.privacy.correction.subcategory')}
          placeholder={t(
            subcategories.isPending
              ? 'member.account.privacy.correction.subcategoriesLoading'
              : 'member.account.privacy.correction.selectSubcategory',
          )}
          options={(subcategories.data ?? []).map((subcategory) => ({
            value: String(subcategory.id),
            label: names.subcategory(subcategory),
          }))}
          disabled={!subcategories.isSuccess}
          error={
            errors.subcategoryId?.message ??
            (subcategories.isError
              ? t('member.account.privacy.correction.subcategoriesFailed')
              : undefined)
          }
          {...subcategoryField}
          // Controlled: its options arrive after the form's first value, which must still show.
          value={subcategoryId}
        />
        <SelectField
          label={t('member.account.privacy.correction.state')}
          placeholder={t('member.account.privacy.correction.selectState')}
          options={states.map((state) => ({ value: String(state.id), label: names.state(state) }))}
          error={errors.stateId?.message}
          {...form.register('stateId')}
        />
        <TextField
          label={t('member.account.privacy.correction.gstNumber')}
          maxLength={15}
          error={errors.gstNumber?.message}
          {...form.register('gstNumber')}
        />
        <TextField
          label={t('member.account.privacy.correction.billingName')}
          maxLength={150}
          error={errors.billingName?.message}
          {...form.register('billingName')}
        />
        <div className={styles.full}>
          <TextAreaField
            label={t('member.account.privacy.correction.billingAddress')}
            maxLength={500}
            rows={3}
            error={errors.billingAddress?.message}
            {...form.register('billingAddress')}
          />
        </div>
        <div className={styles.full}>
          <TextAreaField
            label={t('member.account.privacy.correction.reason')}
            required
            maxLength={1000}
            rows={3}
            hint={t('member.account.privacy.correction.reasonHint')}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={request.isPending}>
          {t('member.account.privacy.correction.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('member.account.privacy.correction.cancel')}
        </Button>
      </div>
      <p role="alert" className={styles.error}>
        {error ?? ''}
      </p>
    </form>
  );
}
