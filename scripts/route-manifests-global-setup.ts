/**
 * Vitest's global setup for the shell's tests: writes the shell's generated
 * copies of the remotes' route manifests first (scripts/route-manifests.ts),
 * so the tests run on a fresh clone and see a remote's latest manifest.
 */
import { writeCopies } from './route-manifests';

export default async function setup(): Promise<void> {
  await writeCopies();
}
