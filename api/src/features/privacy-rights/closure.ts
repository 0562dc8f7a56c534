import { translate } from '../../platform/messages/translate';
import { CLUB_NAME } from '@club/contract/copy/club';
import { and, eq, inArray, isNotNull, notInArray, or } from 'drizzle-orm';
import { confirmsClosure, PRIVACY_MESSAGES } from '@club/contract/privacy-rights';
import { ticketWaitlist } from '../../db/schema/event-tickets';
import type { AppContext } from '../../app-context';
import { otpCodes, sessions } from '../../db/schema/auth';
import { companies, companyProfiles } from '../../db/schema/companies';
import { firstSteps } from '../../db/schema/first-steps';
import { inquiries } from '../../db/schema/inquiries';
import {
  leadAlertFollows,
  leadAlertQueue,
  leadAlertRecipients,
  leadImages,
  leads,
  leadResponses,
  savedLeads,
} from '../../db/schema/leads';
import { memberships } from '../../db/schema/memberships';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { oneToOnes } from '../../db/schema/one-to-ones';
import { visitorInvitations } from '../../db/schema/visitors';
import {
  consents,
  notificationPreferenceHistory,
  notificationPreferences,
} from '../../db/schema/privacy';
import { correctionRequests, dataExports } from '../../db/schema/privacy-rights';
import { roles, userRoles, users } from '../../db/schema/users';
import { AppError, validationError } from '../../http/app-error';
import { forgetSessions } from '../../platform/identity/open-sessions';
import { recordAudit } from '../../platform/audit-trail/repository';
import { requestSubscriptionCancel } from '../../platform/membership-lifecycle/repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { queueFileDeletions } from '../../platform/storage-cleanup/repository';
import { ADMIN_ROLE } from '../../platform/users/admin-role';

/** What a closed account's rows read instead of the personal data erased. */
const ERASED = 'Closed account';
const erasedEmail = (userId: string) => `closed-${userId}@closed.invalid`;

/**
 * Closes the user's account in one transaction: every session ends; the
 * personal data is erased (profile, leads and their images, saved leads,
 * alerts, inquiries and newsletter of the address, codes, exports) or
 * replaced by placeholders (the account's and company's rows, which the
 * invoices and payments the law keeps still point to; an invoice keeps the
 * billing details it was issued with). The membership ends without refund
 * (Cancellation Policy) and its subscription is to be cancelled at the
 * provider. A final e-mail goes to the address before it is erased. The last
 * admin cannot close their account: the back office would have nobody.
 */
export async function closeAccount(
  ctx: AppContext,
  userId: string,
  confirmation: string,
): Promise<void> {
  const now = ctx.clock.now();
  const endedSessions = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.closedAt) throw new AppError(409, 'CONFLICT', PRIVACY_MESSAGES.closed);
    const companyRows = await tx
      .select()
      .from(companies)
      .where(eq(companies.ownerUserId, userId))
      .for('update');
    if (!confirmsClosure(confirmation, companyRows[0]?.name ?? null)) {
      throw validationError('confirmation', PRIVACY_MESSAGES.closeConfirmation);
    }
    const adminIds = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(roles.name, ADMIN_ROLE))
      .for('update');
    if (adminIds.some((admin) => admin.userId === userId) && adminIds.length === 1) {
      throw new AppError(409, 'CONFLICT', PRIVACY_MESSAGES.lastAdmin);
    }
    const companyIds = companyRows.map((company) => company.id);

    // The final e-mail, to the address before it is erased.
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'account-closed',
      to: user.email,
      // In the member's language.
      subject: translate(user.language, 'accountClosed.subject', { club: CLUB_NAME }),
      text: [
        translate(user.language, 'letter.greeting', { name: user.username }),
        '',
        translate(user.language, 'accountClosed.body', { club: CLUB_NAME }),
        '',
        translate(user.language, 'accountClosed.thanks'),
      ].join('\n'),
      now,
    });

    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(leadAlertFollows).where(eq(leadAlertFollows.userId, userId));
    await tx.delete(leadAlertQueue).where(eq(leadAlertQueue.userId, userId));
    await tx.delete(leadAlertRecipients).where(eq(leadAlertRecipients.userId, userId));
    await tx.delete(firstSteps).where(eq(firstSteps.userId, userId));
    // Waitlist places go; tickets, their orders and invoices stay, as payments do.
    await tx.delete(ticketWaitlist).where(eq(ticketWaitlist.userId, userId));
    // The choices end with the account; their history stays as the record of what was consented to.
    await tx.delete(consents).where(eq(consents.userId, userId));
    // Channel preferences are no consent, only how to reach someone who is gone: all of it goes.
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx
      .delete(notificationPreferenceHistory)
      .where(eq(notificationPreferenceHistory.userId, userId));
    // The guests the member invited (their details were the member's to give), and the
    // member's own visits as a guest before they joined.
    await tx.delete(visitorInvitations).where(eq(visitorInvitations.invitedByUserId, userId));
    await tx
      .delete(visitorInvitations)
      .where(eq(visitorInvitations.email, user.email.toLowerCase()));
    await tx.delete(inquiries).where(eq(inquiries.email, user.email.toLowerCase()));
    await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, user.email.toLowerCase()));
    const exportFiles = await tx
      .delete(dataExports)
      .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.objectKey)))
      .returning({ objectKey: dataExports.objectKey });
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    const fileKeys = exportFiles.flatMap((row) => (row.objectKey ? [row.objectKey] : []));

    if (companyIds.length > 0) {
      const leadRows = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(inArray(leads.companyId, companyIds));
      if (leadRows.length > 0) {
        const images = await tx
          .select({ objectKey: leadImages.objectKey })
          .from(leadImages)
          .where(
            inArray(
              leadImages.leadId,
              leadRows.map((lead) => lead.id),
            ),
          );
        fileKeys.push(...images.map((image) => image.objectKey));
      }
      await tx.delete(leads).where(inArray(leads.companyId, companyIds));
      await tx.delete(savedLeads).where(inArray(savedLeads.companyId, companyIds));
      // What the company wrote on other members' leads (its contact and message) goes too.
      await tx.delete(leadResponses).where(inArray(leadResponses.companyId, companyIds));
      // Its 1-to-1s go with it: the other member's note of a meeting with an erased company.
      await tx
        .delete(oneToOnes)
        .where(
          or(
            inArray(oneToOnes.proposerCompanyId, companyIds),
            inArray(oneToOnes.inviteeCompanyId, companyIds),
          ),
        );
      const profiles = await tx
        .delete(companyProfiles)
        .where(inArray(companyProfiles.companyId, companyIds))
        .returning({ imageKey: companyProfiles.profileImageKey });
      fileKeys.push(...profiles.flatMap((profile) => (profile.imageKey ? [profile.imageKey] : [])));
      await tx.delete(correctionRequests).where(inArray(correctionRequests.companyId, companyIds));

      const open = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            inArray(memberships.companyId, companyIds),
            notInArray(memberships.status, ['ended', 'lapsed', 'terminated']),
          ),
        );
      for (const membership of open) {
        await requestSubscriptionCancel(tx, membership.id, now);
      }
      if (open.length > 0) {
        await tx
          .update(memberships)
          .set({
            status: 'terminated',
            terminatedAt: now,
            cancelledAt: now,
            terminationReason:
              'Account closed by its owner (no refund, per the Cancellation Policy)',
          })
          .where(
            inArray(
              memberships.id,
              open.map((membership) => membership.id),
            ),
          );
      }
      await tx
        .update(companies)
        .set({
          name: ERASED,
          companyEmail: erasedEmail(userId),
          companyMobile: '',
          billingName: ERASED,
          billingAddress: '',
          gstNumber: null,
          city: null,
          subcategoryId: null,
          closedAt: now,
        })
        .where(inArray(companies.id, companyIds));
      for (const company of companyRows) {
        // Only that a closure happened, and when: nothing of what was erased.
        await recordAudit(tx, {
          action: 'account.close',
          actor: { source: 'the account owner' },
          subjectId: company.id,
          subjectTitle: ERASED,
          at: now,
        });
      }
    }
    if (companyIds.length === 0) {
      await recordAudit(tx, {
        action: 'account.close',
        actor: { source: 'the account owner' },
        subjectId: userId,
        subjectTitle: ERASED,
        at: now,
      });
    }
    await queueFileDeletions(tx, fileKeys, now);
    await tx
      .update(users)
      .set({
        username: ERASED,
        email: erasedEmail(userId),
        countryCode: null,
        mobileNumber: null,
        mobileVerifiedAt: null,
        // Only verified owners' companies are listed: the company leaves both directories.
        emailVerifiedAt: null,
        closedAt: now,
      })
      .where(eq(users.id, userId));
    return ended.map((session) => session.id);
  });
  // This instance stops trusting the sessions at once (others within their recheck interval).
  forgetSessions(ctx, endedSessions);
}
