import { z } from 'zod';
import {
  cursorQuerySchema,
  entityIdSchema,
  pageSchema,
  timestampSchema,
} from '@club/shared/contract/common';
import {
  NEWS_MAX_TAGS,
  NEWS_TAGS,
  NEWS_TITLE_MAX,
  NEWS_TITLE_MIN,
} from '@club/shared/contract/constants';
import { MESSAGES } from '@club/shared/contract/messages';

export const newsTagSchema = z.enum(NEWS_TAGS);
export type NewsTag = z.infer<typeof newsTagSchema>;

/** A news item as the server sends it (spec 000 section 3). */
export const newsItemSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  imageKey: z.string().nullable(),
  source: z.string().nullable(),
  externalUrl: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /news: newest first. */
export const newsListQuerySchema = cursorQuerySchema;
export const newsListResponseSchema = pageSchema(newsItemSchema);
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /news (admins only). */
export const newsCreateBodySchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(NEWS_TITLE_MIN, MESSAGES.news.titleLength)
    .max(NEWS_TITLE_MAX, MESSAGES.news.titleLength),
  content: z.string().trim().min(1, MESSAGES.news.titleAndContent).max(20_000),
  tags: z
    .array(newsTagSchema)
    .max(NEWS_MAX_TAGS, `At most ${NEWS_MAX_TAGS} tags`)
    .refine((tags) => new Set(tags).size === tags.length, 'Tags must not repeat')
    .default([]),
  source: optionalText(120),
  externalUrl: z
    .union([z.url({ protocol: /^https?$/, error: 'Enter a valid URL' }), z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined)),
  imageKey: optionalText(300),
});
export type NewsCreateBody = z.input<typeof newsCreateBodySchema>;
