import { refundedPaymentText } from '@club/contract/payments/refund-notice';

const REFUND_SENTENCE =
  'This payment of ₹\u00a059,000 has been refunded; it reaches your card in 5–7 working days.';

describe('what a member is told about a refunded payment', () => {
  it('names the plan they hold and until when, then the amount given back', () => {
    const refund = { amount: 59_000, planName: 'Producers', endsAt: '2027-11-12T06:30:00.000Z' };
    expect(refundedPaymentText({ ...refund, reason: 'already-active' })).toBe(
      `You already hold an active Producers membership until 12 Nov 2027. ${REFUND_SENTENCE}`,
    );
    expect(refundedPaymentText({ ...refund, reason: 'already-paid' })).toBe(
      `This purchase was already paid: your Producers membership is active until 12 Nov 2027. ${REFUND_SENTENCE}`,
    );
    expect(refundedPaymentText({ ...refund, reason: 'renewal-not-due' })).toBe(
      `This term of your Producers membership is already paid: it runs until 12 Nov 2027. ${REFUND_SENTENCE}`,
    );
    expect(refundedPaymentText({ ...refund, reason: 'charge-not-due' })).toBe(
      `No renewal of your Producers membership was due: it is paid until 12 Nov 2027. ${REFUND_SENTENCE}`,
    );
  });

  it('says so when the plan is not held any more (a renewal of a terminated membership)', () => {
    expect(
      refundedPaymentText({
        reason: 'renewal-not-due',
        amount: 1_18_000,
        planName: 'Promoters',
        endsAt: null,
      }),
    ).toBe(
      'Your Promoters membership can no longer be renewed. This payment of ₹\u00a01,18,000 has ' +
        'been refunded; it reaches your card in 5–7 working days.',
    );
  });
});
