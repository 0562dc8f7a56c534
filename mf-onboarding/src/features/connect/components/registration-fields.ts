import type { ChangeEvent, ReactNode } from 'react';
import type { FieldErrors, FieldPath, UseFormRegisterReturn } from 'react-hook-form';
import type { MessageId } from '@/features/connect/i18n';
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

/** The form's fields by their paths in the payload, with the labels the form shows (message ids). */
export const FIELD_LABELS = new Map<string, MessageId>([
  ['email', 'onboarding.connect.field.email'],
  ['user.username', 'onboarding.connect.field.username'],
  ['user.countryCode', 'onboarding.connect.field.countryCode'],
  ['user.mobileNumber', 'onboarding.connect.field.mobileNumber'],
  ['company.companyName', 'onboarding.connect.field.companyName'],
  ['company.companyEmail', 'onboarding.connect.field.companyEmail'],
  ['company.companyMobile', 'onboarding.connect.field.companyMobile'],
  ['company.categoryId', 'onboarding.connect.field.category'],
  ['company.subcategoryId', 'onboarding.connect.field.subcategory'],
  ['company.billingName', 'onboarding.connect.field.billingName'],
  ['company.billingAddress', 'onboarding.connect.field.billingAddress'],
  ['company.stateId', 'onboarding.connect.field.state'],
  ['company.country', 'onboarding.connect.field.country'],
  ['company.gstNumber', 'onboarding.connect.field.gstNumber'],
]);
