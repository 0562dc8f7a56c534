import * as z from 'zod/mini';
import { LOCALES } from '@club/contract/locales';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, type CountryCode } from '@club/contract/format/phone';
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE } from '@club/contract/hidden-characters';

/**
 * The contract is written with zod's tree-shakable "mini" API: the browser
 * downloads only the validators the site uses. Types and parsing work as with
 * classic zod (`schema.safeParse`, `z.infer`).
 */

/**
 * NUL (which PostgreSQL cannot store) and unpaired UTF-16 surrogates (which
 * are not text): no string a client sends may hold them.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const INVALID_CHARACTERS_MESSAGE = 'Remove the invalid characters from this field';

export function hasInvalidCharacters(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

/** The check every client string passes: `z.string().check(validCharacters, ...)`. */
export const validCharacters = z.refine<string>(
  (value) => !hasInvalidCharacters(value),
  INVALID_CHARACTERS_MESSAGE,
);

/**
 * The check of every name and free text a person types: no bidi control or
 * invisible character that could disguise what is shown (see hidden-characters).
 */
export const visibleCharacters = z.refine<string>(
  (value) => !hasHiddenCharacters(value),
  HIDDEN_CHARACTERS_MESSAGE,
);

/** A string a client sends, with the checks given after the character check. */
export function inputString(...checks: z.core.$ZodCheck<string>[]) {
  return z.string().check(validCharacters, ...checks);
}

/** Ids of users, companies, news, leads and other records the server creates. */
export const entityIdSchema = z.uuid();

/** PostgreSQL's `integer`: ids beyond it cannot exist (and must not reach a query). */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/**
 * Ids of reference data seeded by migrations (states, categories, ...), as
 * JSON numbers: in a body `true` or `"1"` is not an id.
 */
export const referenceIdSchema = z
  .number()
  .check(z.int(), z.positive(), z.lte(MAX_DATABASE_INTEGER));

/**
 * The same ids read from text, where every value is a string: a query string,
 * a path parameter, a form's select. Never in a JSON body.
 */
export const referenceIdFromTextSchema = z.coerce
  .number()
  .check(z.int(), z.positive(), z.lte(MAX_DATABASE_INTEGER));

/** Timestamps travel as ISO 8601 strings. */
export const timestampSchema = z.iso.datetime({ offset: true });

export const errorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every error the API sends has this shape. `field` names the offending input. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    field: z.optional(z.string()),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/**
 * A name or free text a person types: trimmed, without hidden characters,
 * with length limits and the messages to show.
 */
export function text(options: {
  min?: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
}) {
  const { min, max } = options;
  return z
    .string()
    .check(
      validCharacters,
      z.trim(),
      visibleCharacters,
      ...(min !== undefined ? [z.minLength(min, options.minMessage)] : []),
      ...(max !== undefined ? [z.maxLength(max, options.maxMessage)] : []),
    );
}

/** A whole number within bounds, as a JSON number (in a body `"12"` is not a number). */
export function integer(min: number, max: number) {
  return z.number().check(z.int(), z.gte(min), z.lte(max));
}

/** A whole number within bounds read from text: a query-string value or a path parameter. */
export function integerFromText(min: number, max: number) {
  return z.coerce.number().check(z.int(), z.gte(min), z.lte(max));
}

export const cursorQuerySchema = z.object({
  cursor: z.optional(inputString(z.maxLength(200))),
  limit: z._default(integerFromText(1, 50), 20),
});
export type CursorQuery = z.infer<typeof cursorQuerySchema>;

/** A page of a cursor-paginated list. `nextCursor` is null on the last page. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });
}

/** A whole (short) list, such as reference data. */
export function listSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item) });
}

export const idParamsSchema = z.object({ id: entityIdSchema });

export { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, type CountryCode };
export const countryCodeSchema = z.enum(COUNTRY_CODES);

/** One of the site's languages: `en`, `hi`, `gu` (@club/contract/locales). */
export const localeSchema = z.enum(LOCALES);

/** Ten digits for both India (+91) and North America (+1). */
export const mobileNumberSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{10}$/, 'Please enter your 10-digit mobile number'));

/**
 * An e-mail address: required, well formed, at most 254 characters (RFC 5321),
 * compared and stored in lower case.
 */
export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail address'),
      z.maxLength(254, 'Please enter a valid e-mail address'),
      z.regex(z.regexes.email, 'Please enter a valid e-mail address'),
    ),
  z.transform((value: string) => value.toLowerCase()),
);

/** A phone number as people write it: digits, spaces, brackets and dashes, optional +. */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s()-]{7,20}$/;
export const PHONE_NUMBER_MESSAGE = 'Please enter a valid phone number';
export const phoneNumberSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your phone number'),
    z.regex(PHONE_NUMBER_PATTERN, PHONE_NUMBER_MESSAGE),
  );

/** Images the site accepts for logos, leads and news: JPEG, PNG and WebP. */
export const imageContentTypeSchema = z.enum(
  ['image/jpeg', 'image/png', 'image/webp'],
  'Please select an image file',
);
export type ImageContentType = z.infer<typeof imageContentTypeSchema>;
