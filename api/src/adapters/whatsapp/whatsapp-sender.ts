/** The templates the club sends over WhatsApp (each approved by Meta under a name set in the configuration). */
export const WHATSAPP_TEMPLATES = ['signInCode', 'leadAlert'] as const;
export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[number];

/** A template message to one WhatsApp number. */
export interface WhatsAppMessage {
  /** +<country><number>, as the account holds it. */
  to: string;
  template: WhatsAppTemplate;
  /** The body's parameters, in order; a sign-in code template takes the code alone. */
  parameters: readonly string[];
}

/** The template names and language configured for the club's WhatsApp Business account. */
export interface WhatsAppTemplateNames {
  signInCode: string;
  leadAlert: string;
  language: string;
}

/** Delivers WhatsApp template messages; returns the message id the status webhooks name. */
export interface WhatsAppSender {
  readonly name: string;
  send(message: WhatsAppMessage): Promise<{ messageId: string }>;
  close?(): Promise<void>;
}

/** Whether a number has an active WhatsApp opt-in. */
export type WhatsAppOptInCheck = (to: string) => Promise<boolean>;

/** A WhatsApp send that failed; `permanent` ones are not worth retrying on WhatsApp. */
export class WhatsAppSendError extends Error {
  override readonly name = 'WhatsAppSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;
/** WhatsApp refuses a text parameter longer than this, or one with a new line or a tab. */
const MAX_PARAMETER_LENGTH = 1024;

/**
 * The checks every WhatsApp sender makes before anything leaves: an E.164
 * number, the parameters its template takes. The error never quotes a
 * parameter (it may be a sign-in code).
 */
export function checkWhatsAppMessage(message: WhatsAppMessage): void {
  if (!E164.test(message.to)) {
    throw new WhatsAppSendError(
      'WhatsApp needs a number in international form (+<country><number>)',
      true,
    );
  }
  const expected = message.template === 'signInCode' ? 1 : undefined;
  if (message.parameters.length === 0 || (expected && message.parameters.length !== expected)) {
    throw new WhatsAppSendError(
      `WhatsApp template ${message.template}: wrong number of parameters`,
      true,
    );
  }
  for (const parameter of message.parameters) {
    if (
      parameter.trim() === '' ||
      parameter.length > MAX_PARAMETER_LENGTH ||
      /[\n\t]/.test(parameter)
    ) {
      throw new WhatsAppSendError(
        `WhatsApp template ${message.template}: a parameter is empty, too long or has a new line or tab`,
        true,
      );
    }
  }
  if (message.template === 'signInCode' && !/^\d{4,8}$/.test(message.parameters[0] ?? '')) {
    throw new WhatsAppSendError(
      'WhatsApp template signInCode: the code must be 4 to 8 digits',
      true,
    );
  }
}

/**
 * A sender that sends only to numbers with an active opt-in, whichever
 * sender it wraps (the real one and the local one fail alike).
 */
export function sendingOnlyToOptedIn(
  sender: WhatsAppSender,
  isOptedIn: WhatsAppOptInCheck,
): WhatsAppSender {
  return {
    name: sender.name,
    async send(message) {
      checkWhatsAppMessage(message);
      if (!(await isOptedIn(message.to))) {
        throw new WhatsAppSendError('The number has not opted in to WhatsApp messages', true);
      }
      return sender.send(message);
    },
  };
}

/** No WhatsApp account configured: every send fails, so the message falls back to SMS. */
export function unconfiguredWhatsApp(): WhatsAppSender {
  return {
    name: 'none',
    send() {
      return Promise.reject(
        new WhatsAppSendError('No WhatsApp account configured: set WHATSAPP_TOKEN', true),
      );
    },
  };
}
