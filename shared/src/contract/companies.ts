import { z } from 'zod';
import {
  cursorQuerySchema,
  emailSchema,
  entityIdSchema,
  referenceIdSchema,
} from '@club/shared/contract/common';
import { PAN_MAX, PROFILE_ABOUT_MAX, PROFILE_BRIEF_MAX } from '@club/shared/contract/constants';
import { membershipTypeNameSchema } from '@club/shared/contract/reference';
import { userCompanySchema } from '@club/shared/contract/user';

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

/**
 * Company type classification (spec 001 section 5): a category naming
 * 'provider' or 'producer' decides; otherwise service words mean provider;
 * anything else, or no category, is producer.
 */
export function classifyMemberKind(categoryName: string | null | undefined): MemberKind {
  const name = (categoryName ?? '').toLowerCase();
  if (name.includes('provider')) return 'provider';
  if (name.includes('producer')) return 'producer';
  const words = name.split(/[^a-z]+/).filter(Boolean);
  const isProvider = PROVIDER_WORDS.some((word) =>
    word.includes(' ') ? name.includes(word) : words.includes(word),
  );
  return isProvider ? 'provider' : 'producer';
}

export const memberCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  producers: z.number().int().nonnegative(),
  providers: z.number().int().nonnegative(),
});
export type MemberCounts = z.infer<typeof memberCountsSchema>;

/** A member company in the signed-in directory (GET /companies/list). */
export const memberCompanySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  ownerName: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  email: z.string().nullable(),
  contactNumber: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  state: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  brief: z.string().nullable(),
  clients: z.array(z.string()),
  coreProducts: z.array(z.string()),
  about: z.string().nullable(),
  revenueBandLabel: z.string().nullable(),
  skilledEmployees: z.number().int().nonnegative().nullable(),
  unskilledEmployees: z.number().int().nonnegative().nullable(),
  isoCertified: z.boolean().nullable(),
  profileImageUrl: z.string().nullable(),
  membership: z.object({ name: membershipTypeNameSchema }).nullable(),
  type: memberKindSchema,
});
export type MemberCompany = z.infer<typeof memberCompanySchema>;

export const memberDirectoryQuerySchema = cursorQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  type: memberKindSchema.optional(),
});
export type MemberDirectoryQuery = z.input<typeof memberDirectoryQuerySchema>;

export const memberDirectoryResponseSchema = z.object({
  items: z.array(memberCompanySchema),
  nextCursor: z.string().nullable(),
  counts: memberCountsSchema,
});

/** A member in the public directory (GET /companies/public). */
export const publicMemberSchema = z.object({
  id: entityIdSchema,
  name: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  membershipType: membershipTypeNameSchema.nullable(),
  isActive: z.boolean(),
  type: memberKindSchema,
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const publicDirectoryQuerySchema = cursorQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  type: memberKindSchema.optional(),
  country: z.string().trim().max(60).optional(),
  stateId: referenceIdSchema.optional(),
  city: z.string().trim().max(80).optional(),
});
export type PublicDirectoryQuery = z.input<typeof publicDirectoryQuerySchema>;

export const publicDirectoryResponseSchema = z.object({
  items: z.array(publicMemberSchema),
  nextCursor: z.string().nullable(),
  /** Counts over the whole directory, whatever the filters. */
  counts: memberCountsSchema,
  /** Members matching the filters. */
  matching: z.number().int().nonnegative(),
});

/** Editable profile fields (spec 001 section 3). */
export const companyProfileFieldsSchema = z.object({
  establishedAt: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  brief: z.string().nullable(),
  ownerName: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  firmTypeId: referenceIdSchema.nullable(),
  skilledEmployees: z.number().int().nonnegative().nullable(),
  unskilledEmployees: z.number().int().nonnegative().nullable(),
  revenueBandId: referenceIdSchema.nullable(),
  isoCertified: z.boolean().nullable(),
  pan: z.string().nullable(),
  msme: z.string().nullable(),
  coreProducts: z.array(z.string()),
  about: z.string().nullable(),
  clients: z.array(z.string()),
  profileImageKey: z.string().nullable(),
});

/** GET /companies/profile and GET /companies/{id}/profile */
export const companyProfileSchema = companyProfileFieldsSchema.extend({
  company: userCompanySchema,
  profileImageUrl: z.string().nullable(),
  firmType: z.object({ id: referenceIdSchema, name: z.string() }).nullable(),
  revenueBand: z.object({ id: referenceIdSchema, label: z.string() }).nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const listEntrySchema = z.string().trim().min(1).max(120);

/** PATCH /companies/profile: only the fields present are changed. */
export const companyProfileUpdateBodySchema = z.strictObject({
  establishedAt: z.iso.date('Enter a valid date').nullable().optional(),
  website: z
    .url({ protocol: /^https?$/, error: 'Enter a valid URL' })
    .max(200)
    .optional(),
  city: z.string().trim().min(1).max(80).optional(),
  brief: z.string().trim().max(PROFILE_BRIEF_MAX).optional(),
  ownerName: z.string().trim().min(1).max(120).optional(),
  primaryEmail: emailSchema.optional(),
  primaryPhone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{7,20}$/, 'Enter a valid phone number')
    .optional(),
  firmTypeId: referenceIdSchema.optional(),
  skilledEmployees: z.number().int().min(0).max(10_000_000).optional(),
  unskilledEmployees: z.number().int().min(0).max(10_000_000).optional(),
  revenueBandId: referenceIdSchema.optional(),
  isoCertified: z.boolean().optional(),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .max(PAN_MAX)
    .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'Enter a valid PAN such as ABCDE1234F')
    .optional(),
  msme: z.string().trim().max(30).optional(),
  coreProducts: z.array(listEntrySchema).max(50).optional(),
  about: z.string().trim().max(PROFILE_ABOUT_MAX).optional(),
  clients: z.array(listEntrySchema).max(50).optional(),
  profileImageKey: z.string().min(1).max(300).optional(),
});
export type CompanyProfileUpdateBody = z.infer<typeof companyProfileUpdateBodySchema>;
