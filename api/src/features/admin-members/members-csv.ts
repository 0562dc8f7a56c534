import { indianDay, membershipLastDay } from '@club/contract/india-time';
import type { AdminMember, AdminMemberState } from '@club/contract/admin-members';
import { csvField } from '../../lib/csv';

const HEADER = [
  'Company',
  'Owner',
  'Owner e-mail',
  'City',
  'State',
  'Plan',
  'Tier',
  'Membership state',
  'Term starts',
  'Term ends',
  'Auto-renewal',
  'Last payment date',
  'Last payment (INR)',
  'Registered',
] as const;

/**
 * The members list as CSV: a header row, then a row per company. Dates are
 * days in India written YYYY-MM-DD (a spreadsheet reads them as dates); the
 * term's end is its last day of access, the day every page shows.
 */
export function membersCsv(
  members: readonly AdminMember[],
  stateLabels: Readonly<Record<AdminMemberState, string>>,
): string {
  const day = (value: string | null) => (value ? indianDay(value) : null);
  const lines = [HEADER.join(',')];
  for (const member of members) {
    lines.push(
      [
        member.companyName,
        member.owner.name,
        member.owner.email,
        member.city,
        member.stateName,
        member.plan?.name ?? null,
        member.plan?.tier ?? null,
        stateLabels[member.state],
        day(member.termStartsAt),
        member.termEndsAt ? membershipLastDay(member.termEndsAt) : null,
        member.autoRenewal ? 'Yes' : 'No',
        day(member.lastPayment?.paidAt ?? null),
        member.lastPayment?.total ?? null,
        day(member.registeredAt),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
