import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  emailSchema,
  entityIdSchema,
  idParamsSchema,
  integer,
  integerFromText,
  phoneNumberSchema,
  referenceIdFromTextSchema,
  referenceIdSchema,
  text,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';
import { gstinPanCheck, PAN_PATTERN } from '@club/contract/gstin';
import { membershipTypeNameSchema } from '@club/contract/reference';
import { userCompanySchema } from '@club/contract/user';

export const PROFILE_BRIEF_MAX = 280;
export const PROFILE_ABOUT_MAX = 5_000;
export const PAN_MAX = 10;

export const memberKindSchema = z.enum(['producer', 'provider']);
export type MemberKind = z.infer<typeof memberKindSchema>;

const PROVIDER_WORDS = [
  'legal',
  'chartered',
  'hr',
  'manpower',
  'real estate',
  'architect',
  'facility',
  'pr',
  'it',
  'travel',
  'medical',
  'catering',
  'insurance',
  'printing',
  'security',
  'consulting',
  'financial',
  'accounting',
  'marketing',
  'advertising',
  'software',
  'training',
  'education',
  'logistics',
  'transportation',
  'banking',
  'hospitality',
];

/** Whether a word of a category name stands for a keyword: short ones (hr, it, pr) exactly, longer ones also as a stem ("architect" in "Architects"). */
function wordMatches(word: string, keyword: string): boolean {
  return word === keyword || (keyword.length > 3 && word.startsWith(keyword));
}

/**
 * Company type classification: a category naming 'provider' or 'producer'
 * decides; otherwise a category with a service word (legal, chartered, hr, IT,
 * travel, ...) is a provider; anything else, or no category, is a producer.
 * The API and every app classify with this one function.
 */
export function classifyMemberKind(categoryName: string | null | undefined): MemberKind {
  const name = (categoryName ?? '').toLowerCase();
  if (name.includes('provider')) return 'provider';
  if (name.includes('producer')) return 'producer';
  const words = name.split(/[^a-z]+/).filter(Boolean);
  const isProvider = PROVIDER_WORDS.some((keyword) =>
    keyword.includes(' ')
      ? name.includes(keyword)
      : words.some((word) => wordMatches(word, keyword)),
  );
  return isProvider ? 'provider' : 'producer';
}

const count = z.number().check(z.int(), z.nonnegative());
const nullableText = z.nullable(z.string());

export const memberCountsSchema = z.object({
  total: count,
  producers: count,
  providers: count,
});
export type MemberCounts = z.infer<typeof memberCountsSchema>;

/** A member company in the signed-in directory (GET /companies/list). */
export const memberCompanySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  ownerName: nullableText,
  category: nullableText,
  subcategory: nullableText,
  email: nullableText,
  contactNumber: nullableText,
  primaryEmail: nullableText,
  primaryPhone: nullableText,
  state: nullableText,
  address: nullableText,
  city: nullableText,
  website: nullableText,
  brief: nullableText,
  clients: z.array(z.string()),
  coreProducts: z.array(z.string()),
  about: nullableText,
  revenueBandLabel: nullableText,
  skilledEmployees: z.nullable(count),
  unskilledEmployees: z.nullable(count),
  isoCertified: z.nullable(z.boolean()),
  profileImageUrl: nullableText,
  membership: z.nullable(z.object({ name: membershipTypeNameSchema })),
  type: memberKindSchema,
  /** Its GSTIN passes every rule (shape, check character, state, PAN): the "GST verified" badge. */
  gstVerified: z.boolean(),
});
export type MemberCompany = z.infer<typeof memberCompanySchema>;

const searchText = z.optional(text({ max: 100 }));

/** Meet the Members shows 5 members at first and 5 more per Load more. */
export const MEMBER_DIRECTORY_PAGE_SIZE = 5;
/** Our Members shows 12 members at first and 12 more per Load More. */
export const PUBLIC_DIRECTORY_PAGE_SIZE = 12;

const directoryPageQuery = (pageSize: number) =>
  z.object({
    cursor: cursorQuerySchema.shape.cursor,
    limit: z._default(integerFromText(1, 50), pageSize),
  });

export const memberDirectoryQuerySchema = z.extend(directoryPageQuery(MEMBER_DIRECTORY_PAGE_SIZE), {
  q: searchText,
  type: z.optional(memberKindSchema),
});
export type MemberDirectoryQuery = z.input<typeof memberDirectoryQuerySchema>;

export const memberDirectoryResponseSchema = z.object({
  items: z.array(memberCompanySchema),
  nextCursor: nullableText,
  /** Members matching the search, in all and by type. */
  counts: memberCountsSchema,
  /** Every listed member of the club, whatever the search (the counters). */
  totals: memberCountsSchema,
});

/** A member in the public directory (GET /companies/public). */
export const publicMemberSchema = z.object({
  id: entityIdSchema,
  name: nullableText,
  category: nullableText,
  subcategory: nullableText,
  state: nullableText,
  country: nullableText,
  city: nullableText,
  profileImageUrl: nullableText,
  membershipType: z.nullable(membershipTypeNameSchema),
  isActive: z.boolean(),
  type: memberKindSchema,
  /** Its GSTIN passes every rule (shape, check character, state, PAN): the "GST verified" badge. */
  gstVerified: z.boolean(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const publicDirectoryQuerySchema = z.extend(directoryPageQuery(PUBLIC_DIRECTORY_PAGE_SIZE), {
  q: searchText,
  type: z.optional(memberKindSchema),
  country: z.optional(text({ max: 60 })),
  stateId: z.optional(referenceIdFromTextSchema),
  city: z.optional(text({ max: 80 })),
});
export type PublicDirectoryQuery = z.input<typeof publicDirectoryQuerySchema>;

/** A state with members, and the cities they are in (the State and City filters). */
export const memberLocationSchema = z.object({
  stateId: referenceIdSchema,
  state: z.string(),
  cities: z.array(z.string()),
});
export type MemberLocation = z.infer<typeof memberLocationSchema>;

export const publicDirectoryResponseSchema = z.object({
  items: z.array(publicMemberSchema),
  nextCursor: nullableText,
  /** Members matching the search and place filters, in all and by type. */
  counts: memberCountsSchema,
  /** Every listed member of the club, whatever the filters (the counters). */
  totals: memberCountsSchema,
  /** Members matching every filter, the type included ('showing X of Y'). */
  matching: count,
  /** Every state and city that has members, whatever the filters. */
  locations: z.array(memberLocationSchema),
});

/** How to reach a member company: what Meet the Members shows, for active members only. */
export const memberCompanyContactsSchema = z.object({
  ownerName: nullableText,
  email: nullableText,
  contactNumber: nullableText,
  primaryEmail: nullableText,
  primaryPhone: nullableText,
  website: nullableText,
});
export type MemberCompanyContacts = z.infer<typeof memberCompanyContactsSchema>;

/**
 * GET /companies/{id}/profile: a member company's page. Everyone gets what the
 * public directory card shows plus the brief, products and clients; active
 * members also get the contacts. Never the PAN.
 */
export const memberCompanyPageSchema = z.extend(publicMemberSchema, {
  brief: nullableText,
  coreProducts: z.array(z.string()),
  clients: z.array(z.string()),
  contacts: z.optional(memberCompanyContactsSchema),
});
export type MemberCompanyPage = z.infer<typeof memberCompanyPageSchema>;

/** Editable profile fields (spec 001 section 3). */
export const companyProfileFieldsSchema = z.object({
  establishedAt: nullableText,
  website: nullableText,
  city: nullableText,
  brief: nullableText,
  ownerName: nullableText,
  primaryEmail: nullableText,
  primaryPhone: nullableText,
  firmTypeId: z.nullable(referenceIdSchema),
  skilledEmployees: z.nullable(count),
  unskilledEmployees: z.nullable(count),
  revenueBandId: z.nullable(referenceIdSchema),
  isoCertified: z.nullable(z.boolean()),
  pan: nullableText,
  msme: nullableText,
  coreProducts: z.array(z.string()),
  about: nullableText,
  clients: z.array(z.string()),
  profileImageKey: nullableText,
});

/** GET /companies/profile */
export const companyProfileSchema = z.extend(companyProfileFieldsSchema, {
  company: userCompanySchema,
  profileImageUrl: nullableText,
  firmType: z.nullable(z.object({ id: referenceIdSchema, name: z.string() })),
  revenueBand: z.nullable(z.object({ id: referenceIdSchema, label: z.string() })),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const listEntrySchema = text({ min: 1, max: 120 });

/**
 * Registration details (given at registration, shown read-only): a profile
 * update that names one of them is refused, naming the field.
 */
export const REGISTRATION_FIELDS = [
  'name',
  'companyName',
  'companyEmail',
  'companyMobile',
  'email',
  'countryCode',
  'mobileNumber',
  'categoryId',
  'subcategoryId',
  'stateId',
  'country',
  'billingName',
  'billingAddress',
  'gstNumber',
  'memberships',
] as const;
export const REGISTRATION_FIELD_MESSAGE =
  'Registration details cannot be changed (they were given at registration)';

const readOnlyField = z.optional(
  z.unknown().check(z.refine((value) => value === undefined, REGISTRATION_FIELD_MESSAGE)),
);
const registrationFieldGuards = Object.fromEntries(
  REGISTRATION_FIELDS.map((field) => [field, readOnlyField]),
) as Record<(typeof REGISTRATION_FIELDS)[number], typeof readOnlyField>;

/** PATCH /companies/profile: only the fields present are changed. */
export const companyProfileUpdateBodySchema = z.strictObject({
  establishedAt: z.optional(z.nullable(z.iso.date('Enter a valid date'))),
  website: z.optional(
    z.url({ protocol: /^https?$/, error: 'Enter a valid URL' }).check(z.maxLength(200)),
  ),
  city: z.optional(text({ min: 1, max: 80 })),
  brief: z.optional(text({ max: PROFILE_BRIEF_MAX })),
  ownerName: z.optional(text({ min: 1, max: 120 })),
  primaryEmail: z.optional(emailSchema),
  primaryPhone: z.optional(phoneNumberSchema),
  firmTypeId: z.optional(referenceIdSchema),
  skilledEmployees: z.optional(integer(0, 10_000_000)),
  unskilledEmployees: z.optional(integer(0, 10_000_000)),
  revenueBandId: z.optional(referenceIdSchema),
  isoCertified: z.optional(z.boolean()),
  pan: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.maxLength(PAN_MAX),
        z.regex(PAN_PATTERN, 'Enter a valid PAN such as ABCDE1234F'),
      ),
  ),
  msme: z.optional(text({ max: 30 })),
  coreProducts: z.optional(z.array(listEntrySchema).check(z.maxLength(50))),
  about: z.optional(text({ max: PROFILE_ABOUT_MAX })),
  clients: z.optional(z.array(listEntrySchema).check(z.maxLength(50))),
  profileImageKey: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  ...registrationFieldGuards,
});
/**
 * The profile update of a company that registered `gstNumber`: a PAN given
 * must be the one inside its GSTIN (the form and the server both check it).
 */
export function companyProfileUpdateSchemaFor(gstNumber: string | null | undefined) {
  return companyProfileUpdateBodySchema.check(gstinPanCheck(gstNumber));
}

export type CompanyProfileUpdateBody = Omit<
  z.infer<typeof companyProfileUpdateBodySchema>,
  (typeof REGISTRATION_FIELDS)[number]
>;

/** The 403 message of Meet the Members to a signed-in user without an active membership. */
export const MEET_THE_MEMBERS_ONLY_MESSAGE =
  'Meet the Members is open to members with an active membership.';

/** Member companies: the directories, a company's page, and the caller's own profile. */
export const companyEndpoints = defineEndpoints({
  publicDirectory: {
    method: 'GET',
    path: '/companies/public',
    access: 'public',
    tag: 'Companies',
    summary: 'Our Members: listed member companies, newest first, 12 a page',
    query: publicDirectoryQuerySchema,
    response: publicDirectoryResponseSchema,
  },
  memberDirectory: {
    method: 'GET',
    path: '/companies/list',
    access: 'member',
    notAMemberMessage: MEET_THE_MEMBERS_ONLY_MESSAGE,
    tag: 'Companies',
    summary: 'Meet the Members: member companies with contacts, 5 a page (active members)',
    query: memberDirectoryQuerySchema,
    response: memberDirectoryResponseSchema,
  },
  ownProfile: {
    method: 'GET',
    path: '/companies/profile',
    access: 'user',
    tag: 'Companies',
    summary: "The profile of the caller's first company",
    response: companyProfileSchema,
    errors: [404],
  },
  updateOwnProfile: {
    method: 'PATCH',
    path: '/companies/profile',
    access: 'user',
    tag: 'Companies',
    summary: "Change profile fields of the caller's first company",
    body: companyProfileUpdateBodySchema,
    response: companyProfileSchema,
    errors: [404],
  },
  page: {
    method: 'GET',
    path: '/companies/:id/profile',
    access: 'public',
    tag: 'Companies',
    summary: "A listed member company's page (contacts for active members; never the PAN)",
    params: idParamsSchema,
    response: memberCompanyPageSchema,
    errors: [401, 404],
  },
});
