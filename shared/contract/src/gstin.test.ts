import fc from 'fast-check';
import {
  GST_STATE_CODES,
  GST_STATES_BY_CODE,
  gstinCheckCharacter,
  gstinMatchesState,
  GSTIN_MESSAGES,
  gstinOwnProblem,
  gstinProblem,
  gstNumberSchema,
  isGstVerified,
  makeGstin,
  panOfGstinProblem,
  referenceStateName,
} from '@club/contract/gstin';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { REFERENCE_STATES } from '@club/contract/reference-data';
import { MEMBERSHIP_AGREEMENT_VERSION, registrationBodySchema } from '@club/contract/registration';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTINs published by their holders (tax invoices, websites): each passes the checksum. */
const PUBLISHED = [
  '27AAPFU0939F1ZV',
  '27AAACT2727Q1ZW',
  '27AAACR5055K1Z7',
  '29AAICA3918J1ZE',
  '29AAACW3775F1Z2',
  '24AAACC1206D1ZM',
];

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const panArbitrary = fc
  .tuple(
    fc.array(letter, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
  )
  .map(([letters, digits, last]) => `${letters.join('')}${digits.join('')}${last}`);
const stateCodeArbitrary = fc.constantFrom(...Object.keys(GST_STATES_BY_CODE));
const entityArbitrary = fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const validGstinArbitrary = fc
  .tuple(stateCodeArbitrary, panArbitrary, entityArbitrary)
  .map(([code, pan, entity]) => makeGstin(code, pan, entity));

describe('GSTIN', () => {
  it('accepts published GSTINs', () => {
    for (const gstin of PUBLISHED) expect(gstinOwnProblem(gstin), gstin).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('normalises what is typed: spaces around it go, lowercase becomes uppercase', () => {
    expect(gstNumberSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('says what is wrong, one rule at a time', () => {
    const message = (value: string) => gstNumberSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.shape);
    expect(message('27AAPFU0939F1ZVV')).toBe(GSTIN_MESSAGES.shape);
    expect(message('27AAPFU0939F1YV')).toBe(GSTIN_MESSAGES.shape);
    expect(message('27AAPFU0939F0ZV')).toBe(GSTIN_MESSAGES.shape);
    expect(message('2AAAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.shape);
    expect(message('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checkCharacter);
    expect(message(makeGstin('99', 'AAPFU0939F'))).toBe(GSTIN_MESSAGES.unknownStateCode('99'));
    expect(gstNumberSchema.safeParse('').success).toBe(false);
  });

  it('checks the state and the PAN against the company', () => {
    const gstin = '27AAPFU0939F1ZV';
    expect(gstinProblem(gstin, { stateName: 'Maharashtra' })).toBeNull();
    expect(gstinProblem(gstin, { stateName: 'Gujarat' })).toBe(
      'Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat',
    );
    expect(gstinProblem(gstin, { stateName: 'Maharashtra', pan: 'AAPFU0939F' })).toBeNull();
    expect(gstinProblem(gstin, { stateName: 'Maharashtra', pan: 'aapfu0939f' })).toBeNull();
    expect(gstinProblem(gstin, { stateName: 'Maharashtra', pan: 'ABCDE1234F' })).toBe(
      GSTIN_MESSAGES.pan,
    );
    expect(panOfGstinProblem(gstin, 'ABCDE1234F')).toBe(
      'This PAN differs from the one in your GSTIN (AAPFU0939F)',
    );
    expect(panOfGstinProblem(gstin, 'AAPFU0939F')).toBeNull();
    // A stored GSTIN that fails on its own says nothing about the PAN.
    expect(panOfGstinProblem('27AAPFU0939F1ZW', 'ABCDE1234F')).toBeNull();
    expect(gstinMatchesState(gstin, 'Maharashtra')).toBe(true);
    expect(gstinMatchesState(gstin, 'Atlantis')).toBe(false);
  });

  it('badges only a company whose GSTIN passes every rule', () => {
    const gstin = '24AAACC1206D1ZM';
    expect(isGstVerified({ gstNumber: gstin, stateName: 'Gujarat' })).toBe(true);
    expect(isGstVerified({ gstNumber: gstin, stateName: 'Gujarat', pan: 'AAACC1206D' })).toBe(true);
    expect(isGstVerified({ gstNumber: gstin, stateName: 'Gujarat', pan: 'AAACC1206E' })).toBe(
      false,
    );
    expect(isGstVerified({ gstNumber: gstin, stateName: 'Delhi' })).toBe(false);
    expect(isGstVerified({ gstNumber: gstin, stateName: null })).toBe(false);
    expect(isGstVerified({ gstNumber: '24AAACC1206D1ZN', stateName: 'Gujarat' })).toBe(false);
    expect(isGstVerified({ gstNumber: null, stateName: 'Gujarat' })).toBe(false);
  });

  it("has a GST code for every state in the club's list", () => {
    for (const state of REFERENCE_STATES)
      expect(GST_STATE_CODES[state.name], state.name).toBeDefined();
    expect(GST_STATES_BY_CODE['97']).toBe('Other Territory');
    expect(referenceStateName(21)).toBe('Maharashtra');
  });

  it('property: a GSTIN made from a state code and a PAN passes and carries both', () => {
    fc.assert(
      fc.property(stateCodeArbitrary, panArbitrary, (code, pan) => {
        const gstin = makeGstin(code, pan);
        expect(gstinOwnProblem(gstin)).toBeNull();
        expect(gstinProblem(gstin, { stateName: GST_STATES_BY_CODE[code], pan })).toBeNull();
      }),
    );
  });

  // Every character's contribution to the sum is a one-to-one map of 0-35 onto
  // 0-35 mod 36 (weight 1: v; weight 2: 2v for v < 18, 2v - 35 above), so
  // changing one character always changes the sum mod 36: no collisions.
  it('property: changing any one character of a valid GSTIN makes it invalid', () => {
    fc.assert(
      fc.property(
        validGstinArbitrary,
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(...CHARSET),
        (gstin, position, replacement) => {
          fc.pre(gstin.charAt(position) !== replacement);
          const changed = `${gstin.slice(0, position)}${replacement}${gstin.slice(position + 1)}`;
          expect(gstinOwnProblem(changed)).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: a lowercase GSTIN means the same as its uppercase', () => {
    fc.assert(
      fc.property(validGstinArbitrary, (gstin) => {
        expect(gstNumberSchema.parse(gstin.toLowerCase())).toBe(gstin);
      }),
    );
  });

  it('puts the state mismatch of a registration on the GSTIN field', () => {
    const body = {
      email: 'owner@example.in',
      user: { username: 'Owner', mobileNumber: '9876543210' },
      company: {
        companyName: 'Firm',
        companyEmail: 'firm@example.in',
        companyMobile: '9876543211',
        categoryId: 1,
        subcategoryId: 1,
        billingName: 'Firm',
        billingAddress: 'Road 1',
        stateId: REFERENCE_STATES.find((state) => state.name === 'Gujarat')?.id ?? 0,
        gstNumber: '27AAPFU0939F1ZV',
      },
      agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    };
    const result = registrationBodySchema.safeParse(body);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'company.gstNumber',
        'Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat',
      ],
    ]);
    const maharashtra = REFERENCE_STATES.find((state) => state.name === 'Maharashtra')?.id ?? 0;
    expect(
      registrationBodySchema.safeParse({
        ...body,
        company: { ...body.company, stateId: maharashtra },
      }).success,
    ).toBe(true);
    expect(
      registrationBodySchema.safeParse({ ...body, company: { ...body.company, gstNumber: '' } })
        .success,
    ).toBe(true);
  });
});
