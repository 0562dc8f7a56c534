/** What the WhatsApp webhook answers callers it refuses. */
export const WHATSAPP_MESSAGES = {
  wrongSignature: 'The request is not signed by WhatsApp.',
  wrongVerifyToken: 'The verify token is not this webhook’s.',
  unreadableBody: 'The webhook body is not a WhatsApp event.',
} as const;

/** What the opt-in answers a member it cannot opt in. */
export const WHATSAPP_OPT_IN_MESSAGES = {
  noProvedMobile:
    'Verify your mobile number in My Profile first: WhatsApp messages go only to a number you proved.',
  oldWording: 'The WhatsApp wording changed: reload the page, read it again and choose again.',
} as const;
