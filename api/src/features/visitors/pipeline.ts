import type { ChapterPipeline, ConversionRow, VisitorPipeline } from '@club/contract/visitors';
import type { AppContext } from '../../app-context';
import { indianDay } from '@club/contract/india-time/format';
import { allInvitations, type InvitationRow } from './repository';
import { toInvitation } from './service';

type Counts = Pick<ConversionRow, 'invited' | 'registered' | 'attended' | 'followedUp' | 'joined'>;

const none = (): Counts => ({ invited: 0, registered: 0, attended: 0, followedUp: 0, joined: 0 });

/** A visitor counts in every step they reached, so each column is "how many got this far". */
function count(counts: Counts, row: InvitationRow): void {
  counts.invited += 1;
  if (row.registeredAt) counts.registered += 1;
  if (row.checkedInAt) counts.attended += 1;
  if (row.followUpSentAt) counts.followedUp += 1;
  if (row.joinedAt) counts.joined += 1;
}

/**
 * Every chapter's visitors with their stage, and the conversion per chapter
 * and India's month of the meeting: of the guests invited to that month's
 * meetings, how many came this far and how many became members. Invitations
 * the members withdrew are listed but counted apart, in no step (decision 0038).
 */
export async function visitorPipeline(ctx: AppContext): Promise<VisitorPipeline> {
  const rows = await allInvitations(ctx.db);
  const chapters = new Map<string, ChapterPipeline>();
  const months = new Map<string, ConversionRow>();
  for (const row of rows) {
    let chapter = chapters.get(row.chapterId);
    if (!chapter) {
      chapter = {
        chapter: { id: row.chapterId, name: row.chapterName, city: row.city },
        reached: none(),
        withdrawn: 0,
        visitors: [],
      };
      chapters.set(row.chapterId, chapter);
    }
    // A withdrawn invitation is listed but counts apart, in no step (decision 0038).
    if (row.withdrawnAt) chapter.withdrawn += 1;
    else count(chapter.reached, row);
    chapter.visitors.push({
      ...toInvitation(row),
      invitedBy: { userId: row.invitedByUserId, name: row.inviterName },
    });
    const month = indianDay(row.meetingStartsAt).slice(0, 7);
    const key = `${row.chapterId}|${month}`;
    let conversion = months.get(key);
    if (!conversion) {
      conversion = {
        chapterId: row.chapterId,
        chapter: row.chapterName,
        month,
        ...none(),
        withdrawn: 0,
        conversionPercent: 0,
      };
      months.set(key, conversion);
    }
    if (row.withdrawnAt) conversion.withdrawn += 1;
    else count(conversion, row);
  }
  const conversion = [...months.values()]
    .map((row) => ({
      ...row,
      conversionPercent: row.invited === 0 ? 0 : Math.round((row.joined / row.invited) * 100),
    }))
    .sort((a, b) => b.month.localeCompare(a.month) || a.chapter.localeCompare(b.chapter));
  return {
    chapters: [...chapters.values()].sort((a, b) => a.chapter.name.localeCompare(b.chapter.name)),
    conversion,
  };
}
