/** What the API says when buying a membership cannot go ahead. */
export const PAYMENT_MESSAGES = {
  noCompany: 'Register your company before choosing a membership.',
  unknownPlan: 'Choose one of the membership plans',
  alreadyActive: (plan: string, until: string) =>
    `Your company already has an active ${plan} membership until ${until}.`,
  holdsAnotherPlan: (plan: string, until: string) =>
    `Your company already has an active ${plan} membership until ${until}. Upgrade it or switch at renewal from the membership page.`,
  purchaseNotFound: 'This purchase was not found. Please choose your membership again.',
  alreadyPaid: 'This membership has already been paid for.',
  orderNotFound: 'This payment order was not found.',
  verificationFailed: 'The payment could not be verified.',
  providerUnavailable: 'The payment service is not available at the moment. Please try again.',
  webhookSignature: 'The webhook signature is not valid.',
  webhookBody: 'The webhook body is not valid JSON.',
  testOrderClosed: 'This test order is not open any more.',
} as const;
