import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { otpRequestBodySchema } from '@club/contract/auth';
import {
  integer,
  integerFromText,
  referenceIdFromTextSchema,
  referenceIdSchema,
} from '@club/contract/common';
import { classifyMemberKind } from '@club/contract/companies';
import { newsCreateBodySchema } from '@club/contract/news';
import {
  MEMBERSHIP_AGREEMENT_VERSION,
  registrationBodySchema,
  registrationFormSchema,
} from '@club/contract/registration';
import { hasActiveMembership } from '@club/contract/user';

describe('contract', () => {
  it('accepts an e-mail or a mobile number with a country code for a sign-in code', () => {
    expect(otpRequestBodySchema.safeParse({ email: 'A@B.in' }).data).toEqual({ email: 'a@b.in' });
    expect(
      otpRequestBodySchema.safeParse({ mobile: '9876543210', countryCode: '+91' }).success,
    ).toBe(true);
    expect(
      otpRequestBodySchema.safeParse({ mobile: '9876543210', countryCode: '+44' }).success,
    ).toBe(false);
    expect(otpRequestBodySchema.safeParse({ mobile: '98765', countryCode: '+1' }).success).toBe(
      false,
    );
  });

  it('refuses a news title outside 3 to 180 characters with the spec message', () => {
    const result = newsCreateBodySchema.safeParse({ title: 'ab', content: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Title must be between 3 and 180 characters');
  });

  it('refuses tags outside the fixed list', () => {
    const result = newsCreateBodySchema.safeParse({ title: 'abc', content: 'x', tags: ['Gossip'] });
    expect(result.success).toBe(false);
  });

  it('fills registration defaults: +91 and India', () => {
    const parsed = registrationBodySchema.parse({
      email: 'owner@acme.in',
      user: { username: 'Asha', mobileNumber: '9876543210' },
      company: {
        companyName: 'Acme',
        companyEmail: 'hello@acme.in',
        companyMobile: '9876543210',
        categoryId: 1,
        subcategoryId: 2,
        billingName: 'Acme Pvt Ltd',
        billingAddress: '1 Main Road',
        stateId: 7,
      },
      agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(parsed.user.countryCode).toBe('+91');
    expect(parsed.company.country).toBe('India');
  });

  it('takes ids in a JSON body only as numbers, and reads them from text in queries and forms', () => {
    for (const notAnId of [true, '1', 1.5, 0, null]) {
      expect(referenceIdSchema.safeParse(notAnId).success, JSON.stringify(notAnId)).toBe(false);
    }
    expect(referenceIdSchema.parse(12)).toBe(12);
    expect(referenceIdFromTextSchema.parse('12')).toBe(12);
    expect(referenceIdFromTextSchema.safeParse('twelve').success).toBe(false);
    expect(integer(0, 10).safeParse('3').success).toBe(false);
    expect(integerFromText(0, 10).parse('3')).toBe(3);

    const form = {
      email: 'owner@acme.in',
      user: { username: 'Asha', mobileNumber: '9876543210' },
      company: {
        companyName: 'Acme',
        companyEmail: 'hello@acme.in',
        companyMobile: '9876543210',
        categoryId: '1',
        subcategoryId: '2',
        billingName: 'Acme Pvt Ltd',
        billingAddress: '1 Main Road',
        stateId: '7',
      },
      agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    };
    // The form's selects hold text; what the form gives is the body, which takes numbers only.
    const body = registrationFormSchema.parse(form);
    expect(body.company).toMatchObject({ categoryId: 1, subcategoryId: 2, stateId: 7 });
    expect(registrationBodySchema.safeParse(body).success).toBe(true);
    expect(registrationBodySchema.safeParse(form).success).toBe(false);
  });

  it('classifies companies as producer or provider by category', () => {
    expect(classifyMemberKind('Providers')).toBe('provider');
    expect(classifyMemberKind('Producers')).toBe('producer');
    expect(classifyMemberKind('Legal Advisors')).toBe('provider');
    expect(classifyMemberKind('IT Solutions')).toBe('provider');
    expect(classifyMemberKind('Specialty Chemicals')).toBe('producer');
    expect(classifyMemberKind('Printing & Packaging')).toBe('provider');
    expect(classifyMemberKind(null)).toBe('producer');
    // Service words count as stems ("Architects") and short ones only as whole words.
    expect(classifyMemberKind('Architects & Designers')).toBe('provider');
    expect(classifyMemberKind('HR Consultants & Recruiters')).toBe('provider');
    expect(classifyMemberKind('Real Estate Brokers')).toBe('provider');
    expect(classifyMemberKind('Fruit Pulps')).toBe('producer');
    expect(classifyMemberKind('Hospitality')).toBe('provider');
  });

  it('reads an active membership from the first company only', () => {
    const membership = {
      id: '6f1c1f57-9d7c-4d57-8d6c-1f0b4c7f3a10',
      isActive: true,
      status: 'active' as const,
      membershipType: { id: 2, name: 'Producers' as const },
      startsAt: null,
      endsAt: null,
    };
    expect(hasActiveMembership({ companies: [] })).toBe(false);
    expect(
      hasActiveMembership({
        companies: [{ memberships: [membership] }] as never,
      }),
    ).toBe(true);
  });
});
