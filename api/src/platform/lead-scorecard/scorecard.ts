import { QUICK_RESPONSE_HOURS, type Scorecard } from '@club/contract/leads';
import { sql } from 'drizzle-orm';
import type { Locale } from '@club/contract/locales';
import type { Database } from '../../db/database';
import { translate, type MessageId, type MessageValues } from '../messages/translate';
import { companies } from '../../db/schema/companies';
import { meetingAttendance } from '../../db/schema/events';
import { leadResponses, leads } from '../../db/schema/leads';
import { memberships } from '../../db/schema/memberships';

interface FiguresRow extends Record<string, unknown> {
  term_starts_at: string | Date | null;
  term_ends_at: string | Date | null;
  leads_posted: number | string;
  responses_given: number | string;
  responses_given_quick: number | string;
  responses_received: number | string;
  given_confirmed: number | string;
  given_pending: number | string;
  received_confirmed: number | string;
  received_pending: number | string;
  meetings_attended: number | string;
}

function timestamp(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * A company's figures for its current membership term: the term of its latest
 * membership that has started (from `startsAt` to now; without one, all time).
 * Leads and responses count by when they were made, business by when the lead
 * was closed as won, meetings by the owner's check-in; disputed business counts nowhere. One statement, whatever
 * the number of leads.
 */
/** The scorecard's figures from leads and memberships (1-to-1s are counted apart). */
export type LeadFigures = Omit<Scorecard, 'oneToOnesByMonth'>;

export async function scorecardOf(
  db: Database,
  companyId: string,
  now: Date,
): Promise<LeadFigures> {
  const at = now.toISOString();
  const result = await db.execute<FiguresRow>(sql`
    with term as (
      select ${memberships.startsAt} as starts_at, ${memberships.endsAt} as ends_at
      from ${memberships}
      where ${memberships.companyId} = ${companyId}
        and ${memberships.startsAt} is not null
        and ${memberships.startsAt} <= ${at}::timestamptz
      order by ${memberships.startsAt} desc
      limit 1
    ),
    since as (
      select coalesce((select starts_at from term), '-infinity'::timestamptz) as t
    ),
    given as (
      select r.created_at, l.created_at as lead_created_at
      from ${leadResponses} r join ${leads} l on l.id = r.lead_id
      where r.company_id = ${companyId} and r.created_at >= (select t from since)
    ),
    business as (
      select l.company_id, l.winner_company_id, l.order_value, l.business_confirmation
      from ${leads} l
      where l.status = 'won' and l.closed_at >= (select t from since)
        and (l.company_id = ${companyId} or l.winner_company_id = ${companyId})
    )
    select
      (select starts_at from term) as term_starts_at,
      (select ends_at from term) as term_ends_at,
      (select count(*) from ${leads} l
        where l.company_id = ${companyId} and l.created_at >= (select t from since))::int as leads_posted,
      (select count(*) from given)::int as responses_given,
      (select count(*) from given
        where created_at <= lead_created_at + make_interval(hours => ${QUICK_RESPONSE_HOURS}))::int as responses_given_quick,
      (select count(*) from ${leadResponses} r join ${leads} l on l.id = r.lead_id
        where l.company_id = ${companyId} and r.created_at >= (select t from since))::int as responses_received,
      (select coalesce(sum(order_value), 0) from business
        where company_id = ${companyId} and business_confirmation = 'confirmed')::bigint as given_confirmed,
      (select coalesce(sum(order_value), 0) from business
        where company_id = ${companyId} and business_confirmation = 'pending')::bigint as given_pending,
      (select coalesce(sum(order_value), 0) from business
        where winner_company_id = ${companyId} and business_confirmation = 'confirmed')::bigint as received_confirmed,
      (select coalesce(sum(order_value), 0) from business
        where winner_company_id = ${companyId} and business_confirmation = 'pending')::bigint as received_pending,
      (select count(*) from ${meetingAttendance} a join ${companies} c on c.owner_user_id = a.user_id
        where c.id = ${companyId} and a.checked_in_at >= (select t from since))::int as meetings_attended
  `);
  const { rows } = result as unknown as { rows: FiguresRow[] };
  const row = rows[0];
  if (!row) throw new Error('The scorecard statement answered no row');
  return {
    termStartsAt: timestamp(row.term_starts_at),
    termEndsAt: timestamp(row.term_ends_at),
    leadsPosted: Number(row.leads_posted),
    responsesGiven: Number(row.responses_given),
    responsesGivenWithin24h: Number(row.responses_given_quick),
    responsesReceived: Number(row.responses_received),
    businessGiven: {
      confirmed: Number(row.given_confirmed),
      pending: Number(row.given_pending),
    },
    businessReceived: {
      confirmed: Number(row.received_confirmed),
      pending: Number(row.received_pending),
    },
    meetingsAttended: Number(row.meetings_attended),
  };
}

/** The scorecard as lines of an e-mail in `language` (the renewal reminder carries them). */
export function scorecardLines(
  scorecard: LeadFigures,
  formatRupees: (amount: number) => string,
  language: Locale = 'en',
) {
  const line = (id: MessageId, values: MessageValues = {}) => translate(language, id, values);
  const quick =
    scorecard.responsesGiven === 0
      ? line('scorecard.quickNone')
      : line('scorecard.quick', {
          percent: String(
            Math.round((100 * scorecard.responsesGivenWithin24h) / scorecard.responsesGiven),
          ),
          hours: String(QUICK_RESPONSE_HOURS),
        });
  const business = (figures: { confirmed: number; pending: number }) => ({
    confirmed: formatRupees(figures.confirmed),
    pending: formatRupees(figures.pending),
  });
  return [
    line('scorecard.heading'),
    line('scorecard.leadsPosted', { count: String(scorecard.leadsPosted) }),
    line('scorecard.responsesGiven', { count: String(scorecard.responsesGiven), quick }),
    line('scorecard.responsesReceived', { count: String(scorecard.responsesReceived) }),
    line('scorecard.businessGiven', business(scorecard.businessGiven)),
    line('scorecard.businessReceived', business(scorecard.businessReceived)),
  ].join('\n');
}
