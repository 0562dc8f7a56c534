import { z } from 'zod';

/** Position after the last item of a page: its creation time and id (newest first). */
export interface NewsCursor {
  createdAt: Date;
  id: string;
}

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

export function encodeNewsCursor(cursor: NewsCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    'base64url',
  );
}

/** The decoded cursor, or null when it was not made by `encodeNewsCursor`. */
export function decodeNewsCursor(value: string): NewsCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    return parsed.success ? { createdAt: new Date(parsed.data[0]), id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}
