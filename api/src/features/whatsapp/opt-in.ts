import {
  WHATSAPP_OPT_IN_WORDING,
  type WhatsAppOptIn,
  type WhatsAppOptInBody,
} from '@club/contract/whatsapp';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { changeOptIn, optInOf } from '../../platform/consents/whatsapp-opt-ins';
import { accountMobileOf } from '../../platform/users/repository';
import { WHATSAPP_OPT_IN_MESSAGES } from './messages';

/** The account's mobile number when it was proved with an SMS code, else null. */
async function provedMobile(db: Database, userId: string): Promise<string | null> {
  const mobile = await accountMobileOf(db, userId);
  return mobile?.proved ? mobile.identifier : null;
}

/** The user's opt-in as the account page shows it: on only while it is for the proved number. */
export async function whatsAppOptInOf(db: Database, userId: string): Promise<WhatsAppOptIn> {
  const phone = await provedMobile(db, userId);
  const row = await optInOf(db, userId);
  return {
    optedIn: row !== null && row.optedIn && row.phone === phone,
    phone,
    mobileVerified: phone !== null,
    wordingVersion: row?.wordingVersion ?? null,
    changedAt: row ? row.changedAt.toISOString() : null,
  };
}

/**
 * Opts the signed-in user in to WhatsApp for the account's own proved number
 * (never a number from the request), under the current wording; or out. A
 * user without a proved number, or shown an older wording, cannot opt in (409).
 */
export async function changeWhatsAppOptIn(
  ctx: AppContext,
  userId: string,
  body: WhatsAppOptInBody,
): Promise<WhatsAppOptIn> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const phone = await provedMobile(tx, userId);
    if (body.optedIn) {
      if (!phone) throw new AppError(409, 'CONFLICT', WHATSAPP_OPT_IN_MESSAGES.noProvedMobile);
      if (body.wordingVersion !== WHATSAPP_OPT_IN_WORDING.version) {
        throw new AppError(409, 'CONFLICT', WHATSAPP_OPT_IN_MESSAGES.oldWording, 'wordingVersion');
      }
    }
    const current = await optInOf(tx, userId);
    const number = phone ?? current?.phone;
    // Opting out of what was never given changes nothing.
    if (!number) return;
    await changeOptIn(tx, {
      userId,
      phone: number,
      optedIn: body.optedIn,
      wordingVersion: body.optedIn
        ? body.wordingVersion
        : (current?.wordingVersion ?? body.wordingVersion),
      source: 'account',
      now,
    });
  });
  return whatsAppOptInOf(ctx.db, userId);
}
