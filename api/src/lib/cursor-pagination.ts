import { desc, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { validationError } from '../http/app-error';

/**
 * Keyset pagination, newest first: a page ends at its last row's creation time
 * and id, and the next page starts strictly after that pair. Rows inserted
 * meanwhile neither repeat nor push rows out of the following pages.
 */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

export interface Page<Item> {
  items: Item[];
  /** Null on the last page. */
  nextCursor: string | null;
}

export const INVALID_CURSOR_MESSAGE = 'This cursor is not valid; start from the first page';

/** Creation times the database holds: a cursor outside them was not made by the server. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

const positionSchema = z.tuple([
  z.iso.datetime().refine((value) => {
    const time = Date.parse(value);
    return time >= EARLIEST && time <= LATEST;
  }),
  z.uuid(),
]);

/**
 * An opaque cursor (base64url JSON). It is not signed: a client that edits one
 * only moves its own position in a list it may read anyway.
 */
export function encodeCursor(position: CursorPosition): string {
  const json = JSON.stringify([position.createdAt.toISOString(), position.id]);
  return Buffer.from(json).toString('base64url');
}

/** The position in a cursor, or null when the text was not made by `encodeCursor`. */
export function decodeCursor(value: string): CursorPosition | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(value, 'base64url').toString());
    const parsed = positionSchema.safeParse(json);
    return parsed.success ? { createdAt: new Date(parsed.data[0]), id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

/** The request's position: null for the first page, a 400 on field `cursor` for a bad one. */
export function cursorFrom(value: string | undefined): CursorPosition | null {
  if (!value) return null;
  const position = decodeCursor(value);
  if (!position) throw validationError('cursor', INVALID_CURSOR_MESSAGE);
  return position;
}

/** The columns a list is ordered by: a (millisecond) timestamp and a uuid. */
export interface KeysetColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

/** A position as a prepared statement takes it: its time (ISO text) and id as placeholders. */
export interface PositionSlots {
  createdAt: Placeholder;
  id: Placeholder;
}

/** `where` condition: the rows after the position (all rows on the first page). */
export function afterPosition(
  columns: KeysetColumns,
  position: CursorPosition | PositionSlots | null,
) {
  if (!position) return undefined;
  const createdAt =
    position.createdAt instanceof Date ? position.createdAt.toISOString() : position.createdAt;
  return sql`(${columns.createdAt}, ${columns.id}) < (${createdAt}::timestamptz, ${position.id}::uuid)`;
}

/** `orderBy` arguments: newest first, the id breaking ties. */
export function newestFirst(columns: KeysetColumns): [SQL, SQL] {
  return [desc(columns.createdAt), desc(columns.id)];
}

/** Query one row more than a page holds, to know whether another page follows. */
export function rowsForPage(limit: number): number {
  return limit + 1;
}

/** The page from the rows of `rowsForPage(limit)`. */
export function toPage<Row extends CursorPosition, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): Page<Item> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
