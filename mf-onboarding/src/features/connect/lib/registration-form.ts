import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_CODE } from '@club/contract/common';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import {
  companyRegistrationFormSchema,
  DEFAULT_COUNTRY,
  MEMBERSHIP_AGREEMENT_VERSION,
  registrationFormSchema,
  type CompanyRegistrationFormOutput,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from '@club/contract/registration';
import { t } from '@club/ui/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
// The messages are said when the form is checked: the catalogues are defined with this module.
import '@/features/connect/i18n';
import type { MessageId } from '@/features/connect/i18n';

/** The form's values: the registration payload, its selects holding their ids as text. */
export type RegistrationFormValues = RegistrationFormInput;
/**
 * What a valid form gives: the body of POST /register, or of POST /register/company when a
 * signed-in user registers only the business.
 */
export type RegistrationFormResult = RegistrationFormOutput | CompanyRegistrationFormOutput;

/** The whole registration, or only the business of a signed-in user (their identity is proved). */
export type RegistrationFormMode = 'full' | 'company';

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  email: '',
  user: { username: '', countryCode: DEFAULT_COUNTRY_CODE, mobileNumber: '' },
  company: {
    companyName: '',
    companyEmail: '',
    companyMobile: '',
    categoryId: '',
    subcategoryId: '',
    billingName: '',
    billingAddress: '',
    stateId: '',
    country: DEFAULT_COUNTRY,
    gstNumber: '',
  },
  agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
  // Registering, after the notice the form shows, is consenting to it: its version goes along.
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
};

/** What an empty select says, instead of the number rule's message (ids, said when checked). */
const CHOOSE_MESSAGES: Record<'categoryId' | 'subcategoryId' | 'stateId', MessageId> = {
  categoryId: 'onboarding.connect.form.chooseCategory',
  subcategoryId: 'onboarding.connect.form.chooseSubcategory',
  stateId: 'onboarding.connect.form.chooseState',
};

const fullResolver = zodResolver(registrationFormSchema);
const companyResolver = zodResolver(companyRegistrationFormSchema);

/** The contract's rules for the mode: the business part alone checks only its own fields. */
const contractResolver =
  (mode: RegistrationFormMode): Resolver<RegistrationFormValues, unknown, RegistrationFormResult> =>
  async (values, context, options) =>
    mode === 'full'
      ? fullResolver(values, context, options)
      : (companyResolver(
          { company: values.company, agreementVersion: values.agreementVersion },
          context,
          // The options name the form's fields; the company's are among them, the rest unused.
          options as unknown as Parameters<typeof companyResolver>[2],
        ) as ReturnType<Resolver<RegistrationFormValues, unknown, RegistrationFormResult>>);

/**
 * The contract's schema (the GSTIN's shape, check character and state among
 * its rules), and an empty select says what to choose.
 */
export function registrationResolver(
  mode: RegistrationFormMode = 'full',
): Resolver<RegistrationFormValues, unknown, RegistrationFormResult> {
  const checkContract = contractResolver(mode);
  return async (values, context, options) => {
    const result = await checkContract(values, context, options);
    const errors: FieldErrors<RegistrationFormValues> = { ...result.errors };
    const company = { ...(errors.company ?? {}) } as NonNullable<typeof errors.company>;
    for (const [field, id] of Object.entries(CHOOSE_MESSAGES) as [
      keyof typeof CHOOSE_MESSAGES,
      MessageId,
    ][]) {
      if (String(values.company[field] ?? '') === '')
        company[field] = { type: 'required', message: t(id) };
    }
    if (Object.keys(company).length > 0) errors.company = company;
    else delete errors.company;
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
