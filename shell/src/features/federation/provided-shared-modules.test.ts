// @vitest-environment node
import { sharedPackageModules } from '@club/build/create-app-config';
import { PROVIDED_SHARED_MODULES } from './provided-shared-modules';

describe('provided shared modules', () => {
  it('lists every module of the shared package, so the shell provides each one', () => {
    expect(Object.keys(PROVIDED_SHARED_MODULES).sort()).toEqual(sharedPackageModules().sort());
  });
});
