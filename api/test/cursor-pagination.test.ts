import { describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import {
  cursorFrom,
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
  rowsForPage,
  toPage,
} from '../src/lib/cursor-pagination';

const position = {
  createdAt: new Date('2025-03-14T09:26:53.589Z'),
  id: '7d5c3f5e-2a51-4c43-9a0e-5a1f7e0c2b11',
};

function rows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    createdAt: new Date(Date.UTC(2025, 0, 31 - index)),
    title: `Story ${index}`,
  }));
}

describe('cursors', () => {
  it('round-trip the position to the millisecond, as opaque URL-safe text', () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(cursor).not.toContain(position.id);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it('refuse text they did not make, and a tampered or truncated cursor', () => {
    const cursor = encodeCursor(position);
    const wrongShape = Buffer.from(JSON.stringify({ createdAt: 1, id: 'x' })).toString('base64url');
    const notAnId = Buffer.from(JSON.stringify(['2025-03-14T09:26:53.589Z', '42'])).toString(
      'base64url',
    );
    for (const bad of ['nonsense', cursor.slice(0, -6), `x${cursor}`, wrongShape, notAnId]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
  });

  it('answer a bad cursor in a request with a validation error on the field cursor', () => {
    expect(cursorFrom(undefined)).toBeNull();
    expect(cursorFrom(encodeCursor(position))).toEqual(position);
    let error: unknown;
    try {
      cursorFrom('nonsense');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      field: 'cursor',
      message: `cursor: ${INVALID_CURSOR_MESSAGE}`,
    });
  });
});

describe('pages', () => {
  it('hold `limit` items and a cursor at the last one when more rows follow', () => {
    const fetched = rows(rowsForPage(3));
    const page = toPage(fetched, 3, (row) => row.title);
    expect(page.items).toEqual(['Story 0', 'Story 1', 'Story 2']);
    expect(page.nextCursor && decodeCursor(page.nextCursor)).toEqual({
      createdAt: fetched[2]?.createdAt,
      id: fetched[2]?.id,
    });
  });

  it('end without a cursor when no row follows, also when the last page is full', () => {
    expect(toPage(rows(3), 3, (row) => row.title)).toEqual({
      items: ['Story 0', 'Story 1', 'Story 2'],
      nextCursor: null,
    });
    expect(toPage(rows(0), 3, (row) => row.title)).toEqual({ items: [], nextCursor: null });
  });
});
