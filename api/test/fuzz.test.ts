/**
 * Fuzzing every route with generated bad requests: wrong types, huge and
 * broken Unicode strings (NUL, lone surrogates), nested and invalid JSON,
 * wrong content types and charsets, oversize bodies, boundary numbers, junk
 * in paths, query strings, cookies and tokens. Whatever comes in, the API
 * answers below 500 and every error has the contract's shape.
 */
import { apiErrorBodySchema } from '@club/contract/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertChapter } from './helpers/events';
import { addMembership, createCompany, createUser } from './helpers/fixtures';
import { signIn } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

const RUNS = 1500;

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Strings that have broken servers: NUL, lone surrogates, huge, encoded, SQL-ish, numeric edges. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '%00',
    '%E0%A4%A',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '2147483648',
    '-1',
    '0',
    '1e308',
    'NaN',
    'Infinity',
    '9007199254740993',
    '0000-01-01T00:00:00Z',
    '',
    ' ',
    '\u202e',
    '🧨'.repeat(50),
  ),
  fc.nat({ max: 300_000 }).map((length) => 'x'.repeat(length)),
);

const boundaryNumber = fc.constantFrom(
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  1e-320,
);

/** Any JSON value, leaning towards the wrong-but-plausible. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    boundaryNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        nastyString,
        fc.constantFrom(
          'email',
          'nonce',
          'code',
          'mobile',
          'countryCode',
          '__proto__',
          'constructor',
        ),
      ),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** A body as bytes on the wire: JSON of wrong shapes, broken JSON, deep nesting, huge, not JSON. */
const rawBody = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .record(
      {
        email: fc.oneof(nastyString, boundaryNumber, fc.constant(null)),
        mobile: fc.oneof(nastyString, boundaryNumber),
        countryCode: fc.oneof(nastyString, fc.constantFrom('+91', '+1')),
        nonce: fc.oneof(nastyString, boundaryNumber),
        code: fc.oneof(nastyString, boundaryNumber),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.nat({ max: 5000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  fc.nat({ max: 2000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom(
    '{',
    '{"email":',
    'null',
    '[]',
    '"text"',
    '{"email":"a@b.in",}',
    '\u0000',
    '{"a":1}{"b":2}',
  ),
  fc.constant(JSON.stringify({ email: 'a@example.in', padding: 'p'.repeat(1_100_000) })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'garbage',
  '',
);

const queryPart = fc
  .array(
    fc.tuple(
      fc.oneof(nastyString, fc.constantFrom('limit', 'cursor', 'categoryId', 'to', 'id')),
      fc.oneof(nastyString, boundaryNumber.map(String)),
    ),
    { maxLength: 3 },
  )
  .map((pairs) =>
    pairs
      .map(([key, value]) => `${encode(key.slice(0, 200))}=${encode(String(value).slice(0, 2000))}`)
      .join('&'),
  );

/** Path parameters: encoded junk, over-long values, or raw broken escapes. */
const pathValue = fc.oneof(
  nastyString.map((value) => encode(value.slice(0, 400))),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '..%2F..%2F',
    'a'.repeat(500),
    '7f3c8f0e-2d4b-4b7e-9a51-1c2d3e4f5a6b',
  ),
);

describe('fuzzing every route', () => {
  it(
    `answers ${RUNS} generated bad requests below 500, every error in the contract's shape`,
    { timeout: 240_000 },
    async () => {
      const { app, db } = await buildTestApp();
      const userId = await createUser(db, { email: 'fuzz.member@example.in' });
      await addMembership(db, await createCompany(db, userId), { status: 'active' });
      // A chapter, so the meeting routes generate and read real meetings.
      await insertChapter(db);
      const { accessToken, refreshToken } = await signIn(app, 'fuzz.member@example.in');
      await app.ready();
      const routes = app.routeTable.filter((route) => route.url !== '*');
      expect(routes.length).toBeGreaterThan(40);

      const request = fc.record({
        // Routes that take a body or a path parameter more often: that is where input is read.
        route: fc.oneof(
          ...routes.map((route) => ({
            arbitrary: fc.constant(route),
            weight: route.method === 'POST' ? 8 : /[:*]/.test(route.url) ? 3 : 1,
          })),
        ),
        params: pathValue,
        query: fc.option(queryPart, { nil: undefined }),
        body: fc.option(rawBody, { nil: undefined }),
        contentType,
        authorization: fc.constantFrom(
          undefined,
          `Bearer ${accessToken}`,
          'Bearer ',
          'Bearer x.y.z',
          'Basic YTpi',
          `Bearer ${accessToken}tampered`,
          'eyJhbGciOiJub25lIn0.e30.',
        ),
        cookie: fc.constantFrom(
          undefined,
          `club_refresh=${refreshToken}`,
          'club_refresh=\u0000',
          'club_refresh=' + 'x'.repeat(5000),
          '=;;;=',
          'club_refresh',
        ),
      });

      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(request, async (generated) => {
          const path = generated.route.url.replace(/:[^/]+|\*/g, generated.params);
          const url = generated.query ? `${path}?${generated.query}` : path;
          const headers: Record<string, string> = {};
          if (generated.contentType !== undefined) headers['content-type'] = generated.contentType;
          if (generated.authorization) headers.authorization = generated.authorization;
          if (generated.cookie) headers.cookie = generated.cookie;
          const sendsBody = !['GET', 'HEAD'].includes(generated.route.method);
          const response = await app.inject({
            method: generated.route.method as 'GET',
            url,
            headers,
            ...(sendsBody && generated.body !== undefined ? { payload: generated.body } : {}),
          });
          seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
          const context = `${generated.route.method} ${url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          const hasBody = generated.route.method !== 'HEAD' && response.body !== '';
          if (response.statusCode >= 400 && hasBody) {
            expect(apiErrorBodySchema.safeParse(response.json()).success, context).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
      // The generator reached past the gates: validation errors, refusals and successes all occurred.
      expect([...seen.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
    },
  );
});
