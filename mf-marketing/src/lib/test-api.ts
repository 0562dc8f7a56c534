import { fakeApi as fakeSharedApi } from '@club/test-fixtures/fake-api';

/**
 * The API at the edge for the marketing forms' tests: every request is
 * recorded and answered with `status` (an error body when it is 400 or more).
 */
export function fakeApi(status = 200, data: unknown = { received: true }) {
  return fakeSharedApi({ status, data });
}
