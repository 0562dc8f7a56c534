/** A component file of the shell, the remotes or shared/ui stays within 250 lines. */
import { describe, expect, it } from 'vitest';
import { isComponentFile, lineCount, longComponents } from './component-size.mjs';

const lines = (count) => 'x\n'.repeat(count);

describe('the component size rule', () => {
  it('covers components of the shell, the remotes and shared/ui, not tests or other packages', () => {
    expect(isComponentFile('mf-member-area/src/features/my-leads/my-leads-page.tsx')).toBe(true);
    expect(isComponentFile('shell/src/app.tsx')).toBe(true);
    expect(isComponentFile('shared/ui/src/modal.tsx')).toBe(true);
    expect(isComponentFile('mf-member-area/src/features/my-leads/my-leads-page.test.tsx')).toBe(
      false,
    );
    expect(isComponentFile('mf-onboarding/test/helpers/render.tsx')).toBe(false);
    expect(isComponentFile('shared/platform/src/auth/provider.tsx')).toBe(false);
    expect(isComponentFile('mf-member-area/src/features/my-leads/queries.ts')).toBe(false);
  });

  it('counts lines as wc -l does, with or without a last newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('names a component of 251 lines and accepts one of 250', () => {
    const files = {
      'mf-onboarding/src/features/connect/long-page.tsx': lines(251),
      'mf-onboarding/src/features/connect/short-page.tsx': lines(250),
      'mf-onboarding/src/features/connect/long-page.test.tsx': lines(900),
    };
    expect(longComponents(Object.keys(files), (path) => files[path])).toEqual([
      'mf-onboarding/src/features/connect/long-page.tsx: 251 lines',
    ]);
  });
});
