import type { companyProfileUpdateBodySchema } from '@club/contract/companies';
import {
  companyProfileUpdateSchemaFor,
  type CompanyProfile,
  type CompanyProfileUpdateBody,
} from '@club/contract/companies';
import type { UserProfile } from '@club/contract/user';
import * as z from 'zod/mini';
import type { MessageId } from '../i18n';

/** The wizard's fields as the inputs hold them (text, checkbox, lists). */
export interface ProfileFormValues {
  establishedAt: string;
  website: string;
  city: string;
  pan: string;
  msme: string;
  profileImageKey: string;
  ownerName: string;
  primaryEmail: string;
  primaryPhone: string;
  firmTypeId: string;
  revenueBandId: string;
  skilledEmployees: string;
  unskilledEmployees: string;
  isoCertified: boolean;
  brief: string;
  coreProducts: string[];
  clients: string[];
  about: string;
}

/**
 * The form's values for a profile. Empty fields start from what registration
 * knows of the same kind: the owner from the username, the e-mail and phone
 * from the company. The city starts empty: a state's name is not a city.
 */
export function toFormValues(profile: CompanyProfile, user: UserProfile | null): ProfileFormValues {
  const { company } = profile;
  return {
    establishedAt: profile.establishedAt ?? '',
    website: profile.website ?? '',
    city: profile.city ?? '',
    pan: profile.pan ?? '',
    msme: profile.msme ?? '',
    profileImageKey: profile.profileImageKey ?? '',
    ownerName: profile.ownerName ?? user?.username ?? '',
    primaryEmail: profile.primaryEmail ?? company.companyEmail ?? user?.email ?? '',
    primaryPhone:
      profile.primaryPhone ??
      (company.companyMobile ? `${company.countryCode} ${company.companyMobile}` : ''),
    firmTypeId: profile.firmTypeId ? String(profile.firmTypeId) : '',
    revenueBandId: profile.revenueBandId ? String(profile.revenueBandId) : '',
    skilledEmployees: profile.skilledEmployees !== null ? String(profile.skilledEmployees) : '',
    unskilledEmployees:
      profile.unskilledEmployees !== null ? String(profile.unskilledEmployees) : '',
    isoCertified: profile.isoCertified ?? false,
    brief: profile.brief ?? '',
    coreProducts: profile.coreProducts,
    clients: profile.clients,
    about: profile.about ?? '',
  };
}

/** A whole number from an input, 0 when empty or not a number. */
function countOf(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/**
 * The update the wizard sends: employee counts as integers (0 by default),
 * the founding date as a date or nothing, and every empty field left out so
 * it does not overwrite what is stored.
 */
export function toUpdateBody(values: ProfileFormValues): ProfileUpdateInput {
  const body: Record<string, unknown> = {
    skilledEmployees: countOf(values.skilledEmployees),
    unskilledEmployees: countOf(values.unskilledEmployees),
    isoCertified: values.isoCertified,
    coreProducts: values.coreProducts,
    clients: values.clients,
    firmTypeId: values.firmTypeId ? Number(values.firmTypeId) : undefined,
    revenueBandId: values.revenueBandId ? Number(values.revenueBandId) : undefined,
  };
  const texts = [
    'establishedAt',
    'website',
    'city',
    'pan',
    'msme',
    'profileImageKey',
    'ownerName',
    'primaryEmail',
    'primaryPhone',
    'brief',
    'about',
  ] as const;
  for (const name of texts) {
    const value = values[name].trim();
    if (value !== '') body[name] = name === 'pan' ? value.toUpperCase() : value;
  }
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== null),
  ) as ProfileUpdateInput;
}

type ProfileUpdateInput = z.input<typeof companyProfileUpdateBodySchema>;

/**
 * The contract's rules, applied to what the form would send (errors name the
 * same fields), for a company that registered `gstNumber`: a PAN given must
 * be the one inside the GSTIN.
 */
export function profileFormSchemaFor(gstNumber: string | null) {
  return z.pipe(
    z.transform((values: ProfileFormValues) => toUpdateBody(values)),
    companyProfileUpdateSchemaFor(gstNumber),
  );
}
/** What a valid form sends: PATCH /companies/profile's body. */
export type ProfileUpdate = z.output<ReturnType<typeof profileFormSchemaFor>> &
  CompanyProfileUpdateBody;

export interface WizardStep {
  id: string;
  title: MessageId;
  fields: readonly (keyof ProfileFormValues)[];
}

/** The four steps, and the fields each shows (to open the step of the first error). */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'registration',
    title: 'member.profile.step.registration',
    fields: ['establishedAt', 'website', 'city', 'pan', 'msme'],
  },
  {
    id: 'image',
    title: 'member.profile.step.image',
    fields: ['profileImageKey', 'ownerName', 'primaryEmail', 'primaryPhone'],
  },
  {
    id: 'business',
    title: 'member.profile.step.business',
    fields: [
      'firmTypeId',
      'revenueBandId',
      'skilledEmployees',
      'unskilledEmployees',
      'isoCertified',
      'brief',
    ],
  },
  {
    id: 'products',
    title: 'member.profile.step.products',
    fields: ['coreProducts', 'clients', 'about'],
  },
];

export function stepOfField(field: string): number {
  const index = WIZARD_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(field),
  );
  return Math.max(index, 0);
}
