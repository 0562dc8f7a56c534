import { GSTIN_STATE_MESSAGE } from '@club/contract/registration';
import {
  EMPTY_REGISTRATION,
  registrationResolver,
  type RegistrationFormValues,
} from './registration-form';

const STATES: Record<string, string> = { '11': 'Gujarat', '21': 'Maharashtra' };
const resolve = (values: RegistrationFormValues) =>
  registrationResolver((id) => STATES[id])(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

const filled: RegistrationFormValues = {
  ...EMPTY_REGISTRATION,
  email: 'kavya@example.in',
  user: { username: 'Kavya Shah', countryCode: '+91', mobileNumber: '9825012345' },
  company: {
    ...EMPTY_REGISTRATION.company,
    companyName: 'Mahisagar Foods LLP',
    companyEmail: 'accounts@example.in',
    companyMobile: '9825054321',
    categoryId: '1',
    subcategoryId: '17',
    billingName: 'Mahisagar Foods LLP',
    billingAddress: '14 Sayajigunj, Vadodara',
    stateId: '11',
  },
};

describe('the registration form rules', () => {
  it('says what to choose for empty selects', async () => {
    const { errors } = await resolve(EMPTY_REGISTRATION);
    expect(errors.company?.categoryId?.message).toBe('Please choose a category');
    expect(errors.company?.subcategoryId?.message).toBe('Please choose a subcategory');
    expect(errors.company?.stateId?.message).toBe('Please choose a state');
    expect(errors.email?.message).toBe('Please enter your e-mail address');
  });

  it('accepts a complete form, with the payload the API expects', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      company: { categoryId: 1, subcategoryId: 17, stateId: 11, country: 'India' },
    });
  });

  it('refuses a GST number of another state than the chosen one', async () => {
    const otherState = { ...filled, company: { ...filled.company, gstNumber: '27AAKFM4821Q1ZO' } };
    expect((await resolve(otherState)).errors.company?.gstNumber?.message).toBe(
      GSTIN_STATE_MESSAGE,
    );
    const sameState = { ...filled, company: { ...filled.company, gstNumber: '24aakfm4821q1zu' } };
    expect((await resolve(sameState)).errors).toEqual({});
  });

  it('speaks in one style: every message asks, "Please ..."', async () => {
    const long = 'x'.repeat(600);
    const messages: string[] = [];
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const { message } = node as { message?: unknown };
      if (typeof message === 'string') messages.push(message);
      else Object.values(node).forEach(collect);
    };
    collect((await resolve(EMPTY_REGISTRATION)).errors);
    collect(
      (
        await resolve({
          ...filled,
          email: 'kavya@',
          user: { ...filled.user, username: long, mobileNumber: '98250' },
          company: {
            ...filled.company,
            companyName: long,
            billingName: long,
            billingAddress: long,
            country: long,
            gstNumber: '24AAKFM4821Q1Z1',
          },
        })
      ).errors,
    );
    collect(
      (await resolve({ ...filled, company: { ...filled.company, gstNumber: '27AAKFM4821Q1ZO' } }))
        .errors,
    );
    expect(messages).toContain('Please enter your name');
    expect(messages).toContain('Please shorten the billing address to 500 characters at most');
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => !message.startsWith('Please '))).toEqual([]);
  });
});
