import { z } from 'zod';

/** Ids of users, companies, news, leads and other records the server creates. */
export const entityIdSchema = z.uuid();

/** Ids of reference data seeded by migrations (states, categories, ...). */
export const referenceIdSchema = z.coerce.number().int().positive();

/** Timestamps travel as ISO 8601 strings. */
export const timestampSchema = z.iso.datetime({ offset: true });

export const errorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
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
    field: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const cursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CursorQuery = z.infer<typeof cursorQuerySchema>;

/** A page of a cursor-paginated list. `nextCursor` is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** A whole (short) list, such as reference data. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export const idParamsSchema = z.object({ id: entityIdSchema });

export const countryCodeSchema = z.enum(['+91', '+1']);
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** Ten digits for both India (+91) and North America (+1). */
export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, 'Enter a 10-digit mobile number');

export const emailSchema = z
  .email('Enter a valid e-mail address')
  .max(254)
  .transform((value) => value.trim().toLowerCase());

export const imageContentTypeSchema = z.enum(
  ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  { error: 'Please select an image file' },
);
export type ImageContentType = z.infer<typeof imageContentTypeSchema>;
