import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_CODE } from '@club/shared/contract/common';
import {
  DEFAULT_COUNTRY,
  GSTIN_STATE_MESSAGE,
  gstinMatchesState,
  MEMBERSHIP_AGREEMENT_VERSION,
  registrationFormSchema,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from '@club/shared/contract/registration';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's values: the registration payload, its selects holding their ids as text. */
export type RegistrationFormValues = RegistrationFormInput;
/** What a valid form gives: the body of POST /register. */
export type RegistrationFormResult = RegistrationFormOutput;

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
};

/** What an empty select says, instead of the number rule's message. */
const CHOOSE_MESSAGES = {
  categoryId: 'Please choose a category',
  subcategoryId: 'Please choose a subcategory',
  stateId: 'Please choose a state',
} as const;

const contractResolver = zodResolver(registrationFormSchema);

/**
 * The contract's schema, plus the rules that need the page's lists: an empty
 * select says what to choose, and a GST number must belong to the chosen state.
 */
export function registrationResolver(
  stateName: (stateId: string) => string | undefined,
): Resolver<RegistrationFormValues, unknown, RegistrationFormResult> {
  return async (values, context, options) => {
    const result = await contractResolver(values, context, options);
    const errors: FieldErrors<RegistrationFormValues> = { ...result.errors };
    const company = { ...(errors.company ?? {}) } as NonNullable<typeof errors.company>;
    for (const [field, message] of Object.entries(CHOOSE_MESSAGES) as [
      keyof typeof CHOOSE_MESSAGES,
      string,
    ][]) {
      if (String(values.company[field] ?? '') === '')
        company[field] = { type: 'required', message };
    }
    const gst = values.company.gstNumber?.trim() ?? '';
    const state = stateName(String(values.company.stateId ?? ''));
    if (gst && !company.gstNumber && state && !gstinMatchesState(gst, state)) {
      company.gstNumber = { type: 'state', message: GSTIN_STATE_MESSAGE };
    }
    if (Object.keys(company).length > 0) errors.company = company;
    else delete errors.company;
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
