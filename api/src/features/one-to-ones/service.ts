import {
  ONE_TO_ONE_MAX_DAYS_AHEAD,
  ONE_TO_ONE_MESSAGES as M,
  ONE_TO_ONE_PROPOSALS_PER_DAY,
  type OneToOne,
  type OneToOneProposalBody,
  type OneToOneStage,
} from '@club/contract/one-to-ones';
import type { AppContext } from '../../app-context';
import {
  AppError,
  forbidden,
  notFound,
  tooManyRequests,
  validationError,
} from '../../http/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Member } from '../../platform/access/require-member';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { companyHasActiveMembership } from '../../platform/membership-lifecycle/repository';
import { companyNameOf } from './company-name';
import { acceptedMails, endedMail, proposalMail } from './messages';
import {
  answerIfStatus,
  findOneToOne,
  insertOneToOne,
  oneToOnesOf,
  proposalsSince,
  writeLog,
  type OneToOneRow,
} from './repository';

const DAY_MS = 24 * 60 * 60_000;
const LIST_LIMIT = 100;

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

type Side = 'proposer' | 'invitee';

/** The 1-to-1 and the caller's side of it; a company that is neither side does not see it (404). */
function partOf(row: OneToOneRow | null, member: Member): { row: OneToOneRow; side: Side } {
  if (row?.proposerCompanyId === member.companyId) return { row, side: 'proposer' };
  if (row?.inviteeCompanyId === member.companyId) return { row, side: 'invitee' };
  throw notFound(M.notFound);
}

async function mine(ctx: AppContext, member: Member, id: string) {
  return partOf(await findOneToOne(ctx.db, id), member);
}

/** Where the 1-to-1 stands for one side at a time: what the page shows it under. */
function stageOf(row: OneToOneRow, side: Side, now: Date): OneToOneStage {
  const at = now.getTime();
  if (row.status === 'proposed' && row.slots.some((slot) => slot.getTime() > at)) {
    return side === 'invitee' ? 'to-answer' : 'waiting';
  }
  if (row.status === 'accepted' && row.acceptedSlot) {
    if (row.acceptedSlot.getTime() > at) return 'upcoming';
    const logged = side === 'proposer' ? row.proposerLoggedAt : row.inviteeLoggedAt;
    if (!logged) return 'to-log';
  }
  return 'done';
}

function toOneToOne({ row, side }: { row: OneToOneRow; side: Side }, now: Date): OneToOne {
  const mine = side === 'proposer';
  const note = mine ? row.proposerNote : row.inviteeNote;
  const loggedAt = mine ? row.proposerLoggedAt : row.inviteeLoggedAt;
  return {
    id: row.id,
    status: row.status,
    stage: stageOf(row, side, now),
    role: side,
    other: mine
      ? { companyId: row.inviteeCompanyId, name: row.inviteeName }
      : { companyId: row.proposerCompanyId, name: row.proposerName },
    slots: row.slots.map((slot) => slot.toISOString()),
    acceptedSlot: row.acceptedSlot?.toISOString() ?? null,
    place: row.place,
    message: row.message,
    myLog: note !== null && loggedAt ? { note, loggedAt: loggedAt.toISOString() } : null,
    otherLogged: (mine ? row.inviteeLoggedAt : row.proposerLoggedAt) !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function reread(ctx: AppContext, id: string, member: Member): Promise<OneToOne> {
  return toOneToOne(await mine(ctx, member, id), ctx.clock.now());
}

export async function listOneToOnes(ctx: AppContext, member: Member) {
  const rows = await oneToOnesOf(ctx.db, member.companyId, LIST_LIMIT);
  const now = ctx.clock.now();
  return { items: rows.map((row) => toOneToOne(partOf(row, member), now)) };
}

/** Each time offered lies ahead, within the window members may plan for. */
function checkSlots(slots: readonly string[], now: Date): Date[] {
  return slots.map((slot) => {
    const at = new Date(slot);
    if (at.getTime() <= now.getTime()) throw validationError('slots', M.slotInPast);
    if (at.getTime() > now.getTime() + ONE_TO_ONE_MAX_DAYS_AHEAD * DAY_MS) {
      throw validationError('slots', M.slotTooFar);
    }
    return at;
  });
}

/**
 * A member proposes a 1-to-1 to another active member company: one open
 * proposal per pair (the unique index decides between two at once), at most
 * ONE_TO_ONE_PROPOSALS_PER_DAY a day; the member asked is told by e-mail in
 * the same transaction.
 */
export async function proposeOneToOne(
  ctx: AppContext,
  member: Member,
  body: OneToOneProposalBody,
): Promise<OneToOne> {
  const now = ctx.clock.now();
  const slots = checkSlots(body.slots, now);
  if (body.companyId === member.companyId) throw forbidden(M.ownCompany);
  const other = await companyNameOf(ctx.db, body.companyId);
  if (other === null) throw notFound(M.companyNotFound);
  if (
    !(await companyHasActiveMembership(ctx.db, body.companyId, now, lifecycleSettings(ctx.config)))
  ) {
    throw conflict(M.otherNotAMember);
  }
  if (
    (await proposalsSince(ctx.db, member.companyId, new Date(now.getTime() - DAY_MS))) >=
    ONE_TO_ONE_PROPOSALS_PER_DAY
  ) {
    throw tooManyRequests(M.tooMany);
  }
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const stored = await insertOneToOne(tx, {
        proposerCompanyId: member.companyId,
        proposerUserId: member.userId,
        inviteeCompanyId: body.companyId,
        slots: [...slots].sort((a, b) => a.getTime() - b.getTime()),
        place: body.place,
        message: body.message || null,
        createdAt: now,
      });
      const row = await findOneToOne(tx, stored);
      if (row) await proposalMail(ctx, tx, row, now);
      return stored;
    });
    return await reread(ctx, id, member);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyProposed);
    throw error;
  }
}

/** The member asked takes one of the offered times that has not passed; both get the calendar file. */
export async function acceptOneToOne(
  ctx: AppContext,
  member: Member,
  id: string,
  slot: string,
): Promise<OneToOne> {
  const { row, side } = await mine(ctx, member, id);
  if (side !== 'invitee') throw forbidden(M.notInvitee);
  if (row.status !== 'proposed') throw conflict(M.notProposed);
  const now = ctx.clock.now();
  const chosen = row.slots.find((offered) => offered.getTime() === Date.parse(slot));
  if (!chosen) throw validationError('slot', M.notOffered);
  if (chosen.getTime() <= now.getTime()) throw conflict(M.timePassed);
  await ctx.db.transaction(async (tx) => {
    const moved = await answerIfStatus(tx, id, ['proposed'], {
      status: 'accepted',
      acceptedSlot: chosen,
      answeredAt: now,
      answeredByCompanyId: member.companyId,
    });
    if (!moved) throw conflict(M.notProposed);
    await acceptedMails(ctx, tx, { ...row, status: 'accepted', acceptedSlot: chosen }, now);
  });
  return reread(ctx, id, member);
}

export async function declineOneToOne(ctx: AppContext, member: Member, id: string) {
  const { row, side } = await mine(ctx, member, id);
  if (side !== 'invitee') throw forbidden(M.notInvitee);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const moved = await answerIfStatus(tx, id, ['proposed'], {
      status: 'declined',
      answeredAt: now,
      answeredByCompanyId: member.companyId,
    });
    if (!moved) throw conflict(M.notProposed);
    await endedMail(ctx, tx, row, 'invitee', 'declined', now);
  });
  return reread(ctx, id, member);
}

/** Either member calls off a proposal or an agreed 1-to-1 whose time has not come. */
export async function cancelOneToOne(ctx: AppContext, member: Member, id: string) {
  const { row, side } = await mine(ctx, member, id);
  const now = ctx.clock.now();
  if (row.acceptedSlot && row.acceptedSlot.getTime() <= now.getTime()) {
    throw conflict(M.notCancellable);
  }
  await ctx.db.transaction(async (tx) => {
    const moved = await answerIfStatus(tx, id, ['proposed', 'accepted'], {
      status: 'cancelled',
      answeredAt: now,
      answeredByCompanyId: member.companyId,
    });
    if (!moved) throw conflict(M.notCancellable);
    await endedMail(ctx, tx, { ...row, status: 'cancelled' }, side, 'cancelled', now);
  });
  return reread(ctx, id, member);
}

/** After an agreed 1-to-1's time, each member logs it with a note of their own (again: replaced). */
export async function logOneToOne(ctx: AppContext, member: Member, id: string, note: string) {
  const { row, side } = await mine(ctx, member, id);
  const now = ctx.clock.now();
  if (row.status !== 'accepted' || !row.acceptedSlot) throw conflict(M.notYetHappened);
  if (row.acceptedSlot.getTime() > now.getTime()) throw conflict(M.notYetHappened);
  await writeLog(ctx.db, id, side, note, now);
  return reread(ctx, id, member);
}

/** An agreed (or cancelled after agreeing) 1-to-1, for either member's calendar. */
export async function oneToOneForCalendar(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<OneToOneRow> {
  const { row } = await mine(ctx, member, id);
  if (!row.acceptedSlot) throw conflict(M.notAccepted);
  return row;
}
