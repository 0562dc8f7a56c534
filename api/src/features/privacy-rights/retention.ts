import { DAY_MS } from '@club/contract/india-time';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { otpCodes, sessions } from '../../db/schema/auth';
import { inquiries } from '../../db/schema/inquiries';
import { outbox } from '../../db/schema/outbox';
import { settings } from '../../db/schema/privacy-rights';
import { registrations } from '../../db/schema/registrations';
import { OTP_TTL_MS } from '../../platform/identity/otp-code';
import { removeOldExportFiles } from './data-export';

/** The retention periods and where they live in the `settings` table, with the defaults if absent. */
export const RETENTION_SETTINGS = {
  unverifiedRegistrationDays: { key: 'retention.unverified_registration_days', fallback: 30 },
  expiredCodeDays: { key: 'retention.expired_code_days', fallback: 90 },
  endedSessionDays: { key: 'retention.ended_session_days', fallback: 90 },
  inquiryDays: { key: 'retention.inquiry_days', fallback: 730 },
  dataExportHours: { key: 'retention.data_export_hours', fallback: 24 },
  accessLogDays: { key: 'retention.personal_data_access_log_days', fallback: 365 },
} as const;
export type RetentionPeriods = Record<keyof typeof RETENTION_SETTINGS, number>;

/** The periods as the settings table says now (an unreadable value keeps the default). */
export async function retentionPeriods(db: Database): Promise<RetentionPeriods> {
  const rows = await db.select().from(settings);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    Object.entries(RETENTION_SETTINGS).map(([name, { key, fallback }]) => {
      const value = Number(byKey.get(key));
      return [name, Number.isInteger(value) && value > 0 ? value : fallback];
    }),
  ) as RetentionPeriods;
}

/**
 * Deletes what is kept no longer than the settings say: registrations whose
 * code was never entered, codes long expired, sessions long ended, old
 * inquiries, data export files, and old entries of the personal-data access
 * log. Returns how many rows and files went.
 */
export async function applyRetention(db: Database, now: Date): Promise<number> {
  const periods = await retentionPeriods(db);
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let removed = 0;
  const count = (rows: unknown[]) => {
    removed += rows.length;
  };
  count(
    await db
      .delete(registrations)
      .where(lt(registrations.createdAt, before(periods.unverifiedRegistrationDays)))
      .returning({ id: registrations.id }),
  );
  count(
    await db
      .delete(otpCodes)
      .where(lt(otpCodes.expiresAt, before(periods.expiredCodeDays)))
      .returning({ id: otpCodes.id }),
  );
  const sessionCutoff = before(periods.endedSessionDays);
  count(
    await db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, sessionCutoff),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
        ),
      )
      .returning({ id: sessions.id }),
  );
  count(
    await db
      .delete(inquiries)
      .where(lt(inquiries.createdAt, before(periods.inquiryDays)))
      .returning({ id: inquiries.id }),
  );
  count(
    await db
      .delete(auditLog)
      .where(
        and(
          eq(auditLog.action, 'personal_data.read'),
          lt(auditLog.createdAt, before(periods.accessLogDays)),
        ),
      )
      .returning({ id: auditLog.id }),
  );
  // A sign-in code's SMS and e-mail wait for WhatsApp's word on its message;
  // once the code has expired they could only carry a dead code: their text goes.
  count(
    await db
      .update(outbox)
      .set({ text: null, whatsappTemplate: null })
      .where(
        and(
          eq(outbox.held, true),
          eq(outbox.kind, 'sign-in-code'),
          isNotNull(outbox.text),
          lt(outbox.createdAt, new Date(now.getTime() - OTP_TTL_MS)),
        ),
      )
      .returning({ id: outbox.id }),
  );
  removed += await removeOldExportFiles(db, now, periods.dataExportHours);
  return removed;
}
