import type { OneToOne } from '@club/contract/one-to-ones';
import { groupOneToOnes } from './one-to-one-groups';

const NOW = new Date('2026-12-01T06:00:00.000Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000).toISOString();

let next = 0;
function oneToOne(fields: Partial<OneToOne>): OneToOne {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    status: 'proposed',
    role: 'invitee',
    other: { companyId: '00000000-0000-4000-8000-000000000999', name: 'Narmada Valves' },
    slots: [hours(24)],
    acceptedSlot: null,
    place: 'Video call',
    message: null,
    myLog: null,
    otherLogged: false,
    createdAt: hours(-1),
    ...fields,
  };
}

describe('My 1-to-1s sections', () => {
  it('puts what needs the member first and keeps history apart', () => {
    const toAnswer = oneToOne({ role: 'invitee' });
    const waiting = oneToOne({ role: 'proposer' });
    const later = oneToOne({ status: 'accepted', acceptedSlot: hours(48) });
    const sooner = oneToOne({ status: 'accepted', acceptedSlot: hours(2) });
    const toLog = oneToOne({ status: 'accepted', acceptedSlot: hours(-3) });
    const logged = oneToOne({
      status: 'accepted',
      acceptedSlot: hours(-30),
      myLog: { note: 'Met', loggedAt: hours(-20) },
    });
    const lapsed = oneToOne({ slots: [hours(-5)] });
    const declined = oneToOne({ status: 'declined' });

    const groups = groupOneToOnes(
      [toAnswer, waiting, later, sooner, toLog, logged, lapsed, declined],
      NOW,
    );
    expect(groups.toAnswer).toEqual([toAnswer]);
    expect(groups.waiting).toEqual([waiting]);
    expect(groups.upcoming).toEqual([sooner, later]);
    expect(groups.toLog).toEqual([toLog]);
    expect(groups.past).toEqual([logged, lapsed, declined]);
  });
});
