import type { CompanyProfile } from '@club/contract/companies';
import { makeEmptyCompanyProfile, makeProfile } from '@club/test-fixtures/profile-fixture';
import {
  profileFormSchemaFor,
  stepOfField,
  toFormValues,
  toUpdateBody,
  type ProfileFormValues,
} from './profile-form';

const user = makeProfile({ membershipActive: true });
const [company] = user.companies;
if (!company) throw new Error('the fixture has a company');

const emptyProfile: CompanyProfile = makeEmptyCompanyProfile(user);

function values(changes: Partial<ProfileFormValues> = {}): ProfileFormValues {
  return { ...toFormValues(emptyProfile, user), ...changes };
}

describe('the profile form', () => {
  it('starts empty fields from registration (owner from the username, contacts from the company), never the city from the state', () => {
    expect(values()).toMatchObject({
      city: '',
      ownerName: 'Asha Patel',
      primaryEmail: 'info@pateltextiles.in',
      primaryPhone: '+91 9876500000',
      skilledEmployees: '',
      coreProducts: [],
    });
  });

  it('sends counts as integers (0 when empty), upper-cases the PAN and leaves empty fields out', () => {
    const body = toUpdateBody(
      values({
        skilledEmployees: '12',
        unskilledEmployees: '',
        pan: ' abcpa1234k ',
        website: '  ',
        brief: 'Salt.',
      }),
    );
    expect(body).toMatchObject({
      skilledEmployees: 12,
      unskilledEmployees: 0,
      pan: 'ABCPA1234K',
      brief: 'Salt.',
    });
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('establishedAt');
    expect(body).not.toHaveProperty('firmTypeId');
    expect(toUpdateBody(values({ firmTypeId: '4', establishedAt: '2004-04-01' }))).toMatchObject({
      firmTypeId: 4,
      establishedAt: '2004-04-01',
    });
  });

  it("applies the contract's rules to what it would send, naming the form's own fields", () => {
    const profileFormSchema = profileFormSchemaFor(null);
    const bad = profileFormSchema.safeParse(
      values({
        website: 'kutchsalt',
        brief: 'x'.repeat(281),
        pan: 'ABCDE12345',
        primaryEmail: 'sales@',
      }),
    );
    expect(bad.success).toBe(false);
    const fields = new Set(bad.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['website', 'brief', 'pan', 'primaryEmail']));
    expect(
      profileFormSchema.safeParse(values({ website: 'https://kutchsalt.example' })).success,
    ).toBe(true);
  });

  it("refuses a PAN that is not the one in the company's GSTIN, at the PAN field", () => {
    const schema = profileFormSchemaFor('24AAKFM4821Q1ZU');
    const other = schema.safeParse(values({ pan: 'abcde1234f' }));
    expect(other.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['pan', 'This PAN differs from the one in your GSTIN (AAKFM4821Q)'],
    ]);
    expect(schema.safeParse(values({ pan: 'aakfm4821q' })).success).toBe(true);
    // Without a GSTIN any well-formed PAN goes.
    expect(profileFormSchemaFor(null).safeParse(values({ pan: 'ABCDE1234F' })).success).toBe(true);
  });

  it('knows which step shows each field', () => {
    expect(stepOfField('pan')).toBe(0);
    expect(stepOfField('profileImageKey')).toBe(1);
    expect(stepOfField('brief')).toBe(2);
    expect(stepOfField('about')).toBe(3);
  });
});
