import {
  checkWhatsAppMessage,
  WhatsAppSendError,
  type WhatsAppMessage,
  type WhatsAppSender,
  type WhatsAppTemplateNames,
} from './whatsapp-sender';

export interface CloudApiSettings {
  /** `https://graph.facebook.com` (a local server in tests). */
  apiUrl: string;
  /** The Graph API version, e.g. `v21.0`. */
  apiVersion: string;
  phoneNumberId: string;
  token: string;
  templates: WhatsAppTemplateNames;
}

const textParameters = (values: readonly string[]) =>
  values.map((text) => ({ type: 'text' as const, text }));

/**
 * The request body of a template message. An authentication template (the
 * sign-in code) carries the code twice: in its body, and in its copy-code
 * button (a `url` button at index 0), as Meta requires for that category.
 */
export function templateMessageBody(message: WhatsAppMessage, templates: WhatsAppTemplateNames) {
  const components: Record<string, unknown>[] = [
    { type: 'body', parameters: textParameters(message.parameters) },
  ];
  if (message.template === 'signInCode') {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: textParameters(message.parameters.slice(0, 1)),
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: templates[message.template],
      language: { code: templates.language },
      components,
    },
  };
}

/** Meta's error codes that say the number cannot get the message however often it is tried. */
const PERMANENT_ERROR_CODES = new Set([131026, 131047, 131051, 132000, 132001, 132012, 133010]);

interface CloudApiAnswer {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string };
}

/**
 * The WhatsApp Business Cloud API: `POST <api>/<version>/<phone number id>/messages`
 * with the access token. The error it throws names Meta's code, never the
 * message's parameters.
 */
export function cloudApiWhatsAppSender(settings: CloudApiSettings): WhatsAppSender {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud-api',
    async send(message) {
      checkWhatsAppMessage(message);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${settings.token}`,
        },
        body: JSON.stringify(templateMessageBody(message, settings.templates)),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as CloudApiAnswer;
      if (!response.ok) {
        const code = answer.error?.code;
        throw new WhatsAppSendError(
          `WhatsApp Cloud API answered HTTP ${response.status}${code ? ` (error ${code})` : ''}`,
          // 4xx other than rate limits will not pass on a retry either.
          (code !== undefined && PERMANENT_ERROR_CODES.has(code)) ||
            (response.status >= 400 && response.status < 500 && response.status !== 429),
        );
      }
      const messageId = answer.messages?.[0]?.id;
      if (!messageId) throw new WhatsAppSendError('WhatsApp Cloud API gave no message id', false);
      return { messageId };
    },
  };
}
