/** What the API says when a member's or an admin's action on a membership cannot go ahead. */
export const MEMBERSHIP_MESSAGES = {
  notFound: 'This membership was not found.',
  notYours: 'You can only change the membership of a company you registered.',
  alreadyCancelled: (until: string) =>
    `Auto-renewal is already off. Your membership stays active until ${until}.`,
  renewalAlreadyDue:
    'The renewal of this membership is already due, so there is nothing left to cancel. Without a payment it lapses at the end of the grace period.',
  notRenewing: 'This membership is not renewing, so there is nothing to cancel.',
  alreadyRenewing: 'Auto-renewal is already on for this membership.',
  cannotResume:
    'Auto-renewal can only be resumed before the end of the paid term. Renew the membership from My Account instead.',
  alreadyTerminated: 'This membership has already been terminated.',
  renewsAutomatically: (on: string) =>
    `This membership renews automatically on ${on}, so there is nothing to pay now.`,
  renewTooEarly: (from: string) =>
    `You can renew by hand from ${from}, in the last days of your term. To keep it renewing, choose Resume instead.`,
  cannotRenewTerminated: 'The club terminated this membership, so it cannot be renewed.',
  cannotRenewPending: 'This membership has not been paid for yet. Choose a plan to pay for it.',
  noRunningTerm:
    'Your company has no membership term running now, so there is nothing to upgrade. Choose a plan to buy.',
  alreadyOnPlan: (plan: string) => `Your membership is already on ${plan}.`,
  notAnUpgrade: (plan: string, until: string) =>
    `${plan} is not an upgrade of your plan now: you can switch to it at your renewal on ${until}.`,
  notASwitch: (plan: string) =>
    `${plan} costs more than your plan: upgrade to it now from the membership page.`,
  cannotChangePlan: 'The plan can only be changed while the membership is running.',
} as const;
