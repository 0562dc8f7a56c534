import type { ChangeEvent, ReactNode } from 'react';
import type { FieldErrors, FieldPath, UseFormRegisterReturn } from 'react-hook-form';
import type { RegistrationFormValues } from '@/features/connect/lib/registration-form';

/** A field's registration whose change also clears the field's error (client's and server's). */
export type FieldRegistration = Omit<UseFormRegisterReturn, 'onChange'> & {
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => Promise<unknown>;
};

/** What each fieldset of the registration form receives from the form. */
export interface RegistrationFieldsetProps {
  field: (name: FieldPath<RegistrationFormValues>) => FieldRegistration;
  errors: FieldErrors<RegistrationFormValues>;
  /** A message as the form shows it: 'sign in' in a message that asks for it opens sign-in. */
  withSignInLink: (message: ReactNode) => ReactNode;
}

/** The form's fields by their paths in the payload, with the labels the form shows. */
export const FIELD_LABELS = new Map<string, string>([
  ['email', 'Email'],
  ['user.username', 'Your name'],
  ['user.countryCode', 'Country code'],
  ['user.mobileNumber', 'Mobile number'],
  ['company.companyName', 'Company name'],
  ['company.companyEmail', 'Company email'],
  ['company.companyMobile', 'Company mobile'],
  ['company.categoryId', 'Category'],
  ['company.subcategoryId', 'Subcategory'],
  ['company.billingName', 'Billing name'],
  ['company.billingAddress', 'Billing address'],
  ['company.stateId', 'State'],
  ['company.country', 'Country'],
  ['company.gstNumber', 'GST number'],
]);
