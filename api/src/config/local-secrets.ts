import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PRIVATE_FOLDER } from '../lib/private-folder';

const localSecretsSchema = z.object({
  jwtSecret: z.string().min(32),
  otpSecret: z.string().min(32),
});
export type LocalSecrets = z.infer<typeof localSecretsSchema>;

function newSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * Secrets for the embedded development set-up: generated once and kept in
 * `<dataDir>/secrets.json` (readable by the owner only), so sessions and codes
 * survive restarts. Production passes JWT_SECRET and OTP_SECRET instead.
 */
export function readOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = localSecretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  mkdirSync(dataDir, PRIVATE_FOLDER);
  const secrets: LocalSecrets = { jwtSecret: newSecret(), otpSecret: newSecret() };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
