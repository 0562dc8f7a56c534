import { getErrorMessage, isApiError } from '@club/shared/api/api-error';
import { COUNTRY_CODES } from '@club/shared/contract/common';
import { MESSAGES } from '@club/shared/copy/messages';
import { Button } from '@club/shared/ui/button';
import { SelectField, TextAreaField, TextField } from '@club/shared/ui/form-field';
import { VisuallyHidden } from '@club/shared/ui/visually-hidden';
import { ArrowRight, FileText } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { registerBusiness } from '@/features/membership/api/purchase-requests';
import {
  useCategories,
  useStates,
  useSubcategories,
} from '@/features/membership/api/reference-queries';
import {
  EMPTY_REGISTRATION,
  registrationResolver,
  type RegistrationFormResult,
  type RegistrationFormValues,
} from '@/features/membership/lib/registration-form';
import { AgreementModal } from './agreement-modal';
import styles from './registration-form.module.css';

interface RegistrationFormProps {
  /** The code is on its way to `email`; `nonce` verifies it. */
  onRegistered: (registration: { nonce: string; email: string }) => void;
  /** A failure that is not about one field: the page tells it in its message dialog. */
  onFailed: (message: string) => void;
}

const FIELD_PATHS = new Set<string>([
  'email',
  'user.username',
  'user.countryCode',
  'user.mobileNumber',
  'company.companyName',
  'company.companyEmail',
  'company.companyMobile',
  'company.categoryId',
  'company.subcategoryId',
  'company.billingName',
  'company.billingAddress',
  'company.stateId',
  'company.country',
  'company.gstNumber',
]);

/** The Business Registration form: every field of the registration payload. */
export function RegistrationForm({ onRegistered, onFailed }: RegistrationFormProps) {
  const states = useStates();
  const categories = useCategories();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const stateNameOf = (id: string) => states.items.find((state) => String(state.id) === id)?.name;
  const resolver = useMemo(
    () => registrationResolver((id) => stateNameOf(id)),
    // The state list is read when the form is checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [states.items],
  );
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, RegistrationFormResult>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);

  /** Focus goes to the first field to fix, in the order the form shows them, once errors show. */
  const focusFirstInvalid = () => {
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const categoryId = useWatch({ control, name: 'company.categoryId' });
  const chosenCategory = categoryId ? Number(categoryId) : null;
  const subcategories = useSubcategories(chosenCategory);

  /** register() whose change handler also clears the field's error. */
  const field = (name: FieldPath<RegistrationFormValues>) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => {
        clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  const categoryField = field('company.categoryId');

  const send = async (values: RegistrationFormResult) => {
    try {
      const nonce = await registerBusiness(values);
      onRegistered({ nonce, email: values.email.trim().toLowerCase() });
    } catch (error) {
      const fieldName = isApiError(error) ? error.response?.data.error.field : undefined;
      const message = getErrorMessage(error, MESSAGES.registration.failed);
      if (fieldName && FIELD_PATHS.has(fieldName)) {
        setError(fieldName as FieldPath<RegistrationFormValues>, { message });
        focusFirstInvalid();
      } else {
        onFailed(message);
      }
    }
  };

  const [billingName, billingAddress, stateId, country] = useWatch({
    control,
    name: ['company.billingName', 'company.billingAddress', 'company.stateId', 'company.country'],
  });
  const party = {
    billingName,
    billingAddress,
    stateName: stateNameOf(String(stateId ?? '')) ?? '',
    country: country ?? '',
  };

  const companyErrors = errors.company;
  const subcategoryPlaceholder = !chosenCategory
    ? 'Choose a category first'
    : subcategories.loading
      ? 'Loading subcategories...'
      : 'Select a subcategory';

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void handleSubmit(send, focusFirstInvalid)(event)}
      noValidate
      aria-labelledby="registration-heading"
    >
      <p className={styles.required}>
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
      </p>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your details</legend>
        <div className={styles.row}>
          <TextField
            label="Your name"
            autoComplete="name"
            required
            error={errors.user?.username?.message}
            {...field('user.username')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            hint="Your sign-in address: we send a code to confirm it."
            error={errors.email?.message}
            {...field('email')}
          />
        </div>
        <div className={styles.row}>
          <div className={styles.phone}>
            <SelectField
              label="Country code"
              required
              options={COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
              error={errors.user?.countryCode?.message}
              {...field('user.countryCode')}
            />
            <TextField
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              error={errors.user?.mobileNumber?.message}
              {...field('user.mobileNumber')}
            />
          </div>
        </div>
      </fieldset>

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
              // A new category empties the subcategory.
              setValue('company.subcategoryId', '');
              clearErrors('company.subcategoryId');
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

      <div className={styles.submitRow}>
        <p className={styles.agreement} id="registration-agreement">
          By registering you agree to the{' '}
          <button
            type="button"
            className={styles.agreementLink}
            onClick={() => setAgreementOpen(true)}
          >
            <FileText aria-hidden="true" focusable="false" />
            Membership Agreement
          </button>
          .
        </p>
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          disabled={isSubmitting}
          aria-describedby="registration-agreement"
          icon={<ArrowRight aria-hidden="true" focusable="false" />}
          iconPosition="end"
        >
          Register
        </Button>
      </div>
      <AgreementModal open={agreementOpen} party={party} onClose={() => setAgreementOpen(false)} />
    </form>
  );
}
