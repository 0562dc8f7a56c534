import * as z from 'zod/mini';
import {
  countryCodeSchema,
  entityIdSchema,
  referenceIdSchema,
  timestampSchema,
  localeSchema,
} from '@club/contract/common';
import { membershipStateSchema } from '@club/contract/membership';
import { membershipTypeNameSchema } from '@club/contract/reference';
import { defineEndpoints } from '@club/contract/endpoint';
import { DEFAULT_LOCALE } from '@club/contract/locales';
import { PROFILE_PATH } from '@club/contract/user-rules';

const namedRefSchema = z.object({ id: referenceIdSchema, name: z.string() });

export const membershipSchema = z.object({
  id: entityIdSchema,
  isActive: z.boolean(),
  status: membershipStateSchema,
  membershipType: z.object({ id: referenceIdSchema, name: membershipTypeNameSchema }),
  startsAt: z.nullable(timestampSchema),
  endsAt: z.nullable(timestampSchema),
});
export type Membership = z.infer<typeof membershipSchema>;

/** A company as it appears inside the current user's profile. */
export const userCompanySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  companyEmail: z.string(),
  companyMobile: z.string(),
  countryCode: countryCodeSchema,
  categoryId: referenceIdSchema,
  subcategoryId: z.nullable(referenceIdSchema),
  category: z.nullable(namedRefSchema),
  subcategory: z.nullable(namedRefSchema),
  state: z.nullable(namedRefSchema),
  billingName: z.string(),
  billingAddress: z.string(),
  country: z.string(),
  gstNumber: z.nullable(z.string()),
  memberships: z.array(membershipSchema),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/** GET /me */
export const userProfileSchema = z.object({
  id: entityIdSchema,
  username: z.string(),
  email: z.string(),
  /** The mobile number given at registration; null when the account has none. */
  countryCode: z.nullable(countryCodeSchema),
  mobileNumber: z.nullable(z.string()),
  /**
   * Whether the owner proved the number with an SMS code: only then does it
   * sign in. An API from before proved numbers does not send it (not proved).
   */
  mobileVerified: z._default(z.boolean(), false),
  /**
   * The language the member's messages come in (and the site opens in). An API from before
   * languages does not send it: English.
   */
  language: z._default(localeSchema, DEFAULT_LOCALE),
  roles: z.array(z.object({ role: z.object({ name: z.string() }) })),
  companies: z.array(userCompanySchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PUT /me/language: the member's language, answered back as stored. */
export const languageBodySchema = z.strictObject({ language: localeSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export const languageResponseSchema = z.object({ language: localeSchema });

// The rules read from a profile, kept apart so the session store can use them without this schema.
export { hasActiveMembership, roleNames } from '@club/contract/user-rules';

/** The signed-in user. */
export const meEndpoints = defineEndpoints({
  profile: {
    method: 'GET',
    path: PROFILE_PATH,
    access: 'user',
    tag: 'Members',
    summary: 'The signed-in user with roles, companies and memberships',
    response: userProfileSchema,
  },
  language: {
    method: 'PUT',
    path: '/me/language',
    access: 'user',
    tag: 'Members',
    summary: 'Choose the language of my messages (English, Hindi or Gujarati)',
    body: languageBodySchema,
    response: languageResponseSchema,
  },
});
