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
    stage: 'to-answer',
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
  it('groups by the stage the server gave, the upcoming ones soonest first', () => {
    const toAnswer = oneToOne({});
    const waiting = oneToOne({ role: 'proposer', stage: 'waiting' });
    const later = oneToOne({ status: 'accepted', stage: 'upcoming', acceptedSlot: hours(48) });
    const sooner = oneToOne({ status: 'accepted', stage: 'upcoming', acceptedSlot: hours(2) });
    const toLog = oneToOne({ status: 'accepted', stage: 'to-log', acceptedSlot: hours(-3) });
    const declined = oneToOne({ status: 'declined', stage: 'done' });

    const groups = groupOneToOnes([toAnswer, waiting, later, sooner, toLog, declined]);
    expect(groups['to-answer']).toEqual([toAnswer]);
    expect(groups.waiting).toEqual([waiting]);
    expect(groups.upcoming).toEqual([sooner, later]);
    expect(groups['to-log']).toEqual([toLog]);
    expect(groups.done).toEqual([declined]);
  });
});
