import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  entityIdSchema,
  idParamsSchema,
  okResponseSchema,
  validCharacters,
  visibleCharacters,
  pageSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';

export const NEWS_TITLE_MIN = 3;
export const NEWS_TITLE_MAX = 180;
export const NEWS_MAX_TAGS = 20;
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The fixed list an admin picks a news item's tags from. */
export const NEWS_TAGS = [
  'Manufacturing',
  'Technology',
  'Trade',
  'Sustainability',
  'Finance',
  'Healthcare',
  'Agriculture',
  'Education',
  'Business',
  'Innovation',
  'Policy',
  'Market',
  'Export',
  'Import',
  'Make in India',
  'Investment',
  'Foreign Investment',
  'Economy',
  'IT',
  'GCC',
] as const;

export const NEWS_VALIDATION_MESSAGES = {
  titleLength: 'Title must be between 3 and 180 characters',
  titleAndContent: 'Please fill in title and content',
  imageTooLarge: 'Image size should be less than 5MB',
  editingNotSupported:
    'Editing is not supported. Please delete and create a new news item instead.',
  imageNotIssued: 'This image was not uploaded through an upload link given to you',
  imageMissing: 'The image has not been uploaded yet',
} as const;

export const newsTagSchema = z.enum(NEWS_TAGS);
export type NewsTag = z.infer<typeof newsTagSchema>;

/** A news item as the server sends it (spec 000 section 3). */
export const newsItemSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  content: z.string(),
  imageUrl: z.nullable(z.string()),
  imageKey: z.nullable(z.string()),
  source: z.nullable(z.string()),
  externalUrl: z.nullable(z.string()),
  tags: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /news: newest first. */
export const newsListQuerySchema = cursorQuerySchema;
export const newsListResponseSchema = pageSchema(newsItemSchema);
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

/** Empty text means "not given". */
const emptyAsAbsent = z.transform((value: string) => (value ? value : undefined));

const optionalText = (max: number) => z.optional(z.pipe(text({ max }), emptyAsAbsent));

/** POST /news (admins only). */
export const newsCreateBodySchema = z.strictObject({
  // A blank title reads as "not filled in"; a short one as the length rule.
  title: z
    .string()
    .check(
      validCharacters,
      z.trim(),
      visibleCharacters,
      z.minLength(1, { error: NEWS_VALIDATION_MESSAGES.titleAndContent, abort: true }),
      z.minLength(NEWS_TITLE_MIN, NEWS_VALIDATION_MESSAGES.titleLength),
      z.maxLength(NEWS_TITLE_MAX, NEWS_VALIDATION_MESSAGES.titleLength),
    ),
  content: text({ min: 1, max: 20_000, minMessage: NEWS_VALIDATION_MESSAGES.titleAndContent }),
  tags: z._default(
    z.array(newsTagSchema).check(
      z.maxLength(NEWS_MAX_TAGS, `At most ${NEWS_MAX_TAGS} tags`),
      z.refine((tags) => new Set(tags).size === tags.length, 'Tags must not repeat'),
    ),
    [],
  ),
  source: optionalText(120),
  externalUrl: z.optional(
    z.pipe(
      z.union([z.url({ protocol: /^https?$/, error: 'Enter a valid URL' }), z.literal('')]),
      emptyAsAbsent,
    ),
  ),
  imageKey: optionalText(300),
});
export type NewsCreateBody = z.input<typeof newsCreateBodySchema>;

/** GET /admin/news (admins): the manager's list, with who added each item and the live total. */
export const adminNewsQuerySchema = cursorQuerySchema;
export const adminNewsItemSchema = z.extend(newsItemSchema, {
  /** The admin's e-mail; null for items that came with the site or whose admin was removed. */
  addedBy: z.nullable(z.string()),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;
export const adminNewsPageSchema = z.extend(pageSchema(adminNewsItemSchema), {
  total: z.number().check(z.int(), z.nonnegative()),
});
export type AdminNewsPage = z.infer<typeof adminNewsPageSchema>;

/** News: the public list and items, and the admins' news manager. */
export const newsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/news',
    access: 'public',
    tag: 'News',
    summary: 'News, newest first, a page at a time',
    query: newsListQuerySchema,
    response: newsListResponseSchema,
  },
  one: {
    method: 'GET',
    path: '/news/:id',
    access: 'public',
    tag: 'News',
    summary: 'One news item',
    params: idParamsSchema,
    response: newsItemSchema,
    errors: [404],
  },
  manage: {
    method: 'GET',
    path: '/admin/news',
    access: 'admin',
    tag: 'News',
    summary: "The news manager's list: who added each item, and the total (admins only)",
    query: adminNewsQuerySchema,
    response: adminNewsPageSchema,
  },
  create: {
    method: 'POST',
    path: '/news',
    access: 'admin',
    tag: 'News',
    summary: 'Publish a news item (admins only)',
    body: newsCreateBodySchema,
    status: 201,
    response: newsItemSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/news/:id',
    access: 'admin',
    tag: 'News',
    summary: 'Delete a news item (admins only)',
    params: idParamsSchema,
    response: okResponseSchema,
    errors: [404],
  },
  // News is never edited: a correction is a new item. The answer is the same for every caller.
  patch: {
    method: 'PATCH',
    path: '/news/:id',
    access: 'public',
    tag: 'News',
    summary: 'Not supported: news is deleted and created again instead',
    response: null,
    errors: [405],
  },
  put: {
    method: 'PUT',
    path: '/news/:id',
    access: 'public',
    tag: 'News',
    summary: 'Not supported: news is deleted and created again instead',
    response: null,
    errors: [405],
  },
});

/**
 * The audit trail's contract lives in `@club/contract/audit`; these names stay
 * here so apps built against an earlier 1.x keep finding them.
 */
export {
  AUDIT_ACTIONS,
  auditActionSchema,
  auditEndpoints,
  auditEntrySchema,
  auditListQuerySchema,
  auditListResponseSchema,
  type AuditEntry,
  type AuditListResponse,
} from '@club/contract/audit';
