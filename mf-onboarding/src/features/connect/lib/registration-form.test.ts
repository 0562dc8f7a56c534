import { GSTIN_MESSAGES, makeGstin } from '@club/contract/gstin';
import {
  EMPTY_REGISTRATION,
  registrationResolver,
  type RegistrationFormValues,
} from './registration-form';

const resolve = (values: RegistrationFormValues) =>
  registrationResolver()(values, undefined, {
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

  it('says what is wrong with a GSTIN: its shape, its check character, its state', async () => {
    const gstMessage = async (gstNumber: string) =>
      (await resolve({ ...filled, company: { ...filled.company, gstNumber } })).errors.company
        ?.gstNumber?.message;
    const gujarat = makeGstin('24', 'AAKFM4821Q');
    expect(await gstMessage(gujarat.slice(0, 13))).toBe(GSTIN_MESSAGES.shape);
    expect(await gstMessage(`${gujarat.slice(0, 14)}${gujarat.endsWith('A') ? 'B' : 'A'}`)).toBe(
      GSTIN_MESSAGES.checkCharacter,
    );
    expect(await gstMessage(makeGstin('27', 'AAKFM4821Q'))).toBe(
      'Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat',
    );
    // Typed in lowercase, with spaces around it, it is the same GSTIN.
    expect(await gstMessage(` ${gujarat.toLowerCase()} `)).toBeUndefined();
    const sameState = { ...filled, company: { ...filled.company, gstNumber: gujarat } };
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
