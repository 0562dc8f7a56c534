import { ONE_TO_ONE_MESSAGES } from '@club/contract/one-to-ones';
import { checkProposal, EMPTY_PROPOSAL } from './proposal-form';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const NOW = new Date('2026-12-01T04:30:00.000Z'); // 10:00 in India

describe('the propose form', () => {
  it('sends the filled times as instants in India time, and the trimmed place', () => {
    const checked = checkProposal(
      COMPANY,
      { slots: ['2026-12-02T11:00', '', '2026-12-03T16:30'], place: ' Alkapuri ', message: '' },
      NOW,
    );
    expect(checked).toEqual({
      body: {
        companyId: COMPANY,
        slots: ['2026-12-02T11:00:00+05:30', '2026-12-03T16:30:00+05:30'],
        place: 'Alkapuri',
      },
    });
  });

  it('names each wrong time, and asks for a time and a place when there are none', () => {
    expect(checkProposal(COMPANY, EMPTY_PROPOSAL, NOW)).toEqual({
      errors: {
        slots: ONE_TO_ONE_MESSAGES.slotsRequired,
        place: ONE_TO_ONE_MESSAGES.placeRequired,
      },
    });
    const checked = checkProposal(
      COMPANY,
      {
        slots: ['2026-12-01T09:00', '2026-12-05T10:00', '2026-12-05T10:00'],
        place: 'Zoom',
        message: '',
      },
      NOW,
    );
    expect(checked).toEqual({
      errors: { slot: { 0: ONE_TO_ONE_MESSAGES.slotInPast, 2: ONE_TO_ONE_MESSAGES.slotsDistinct } },
    });
  });
});
