import { randomUUID } from 'node:crypto';
import type { MessageSender } from '../message-sender';
import {
  checkWhatsAppMessage,
  type WhatsAppMessage,
  type WhatsAppSender,
  type WhatsAppTemplateNames,
} from './whatsapp-sender';

/** What the member would read: the template's name and its parameters. */
function shownText(message: WhatsAppMessage, templates: WhatsAppTemplateNames): string {
  const lines = message.parameters.map((parameter, index) => `{{${index + 1}}} ${parameter}`);
  return [
    `WhatsApp template ${templates[message.template]} (${templates.language})`,
    ...lines,
  ].join('\n');
}

/**
 * The local stand-in for the Cloud API: the same checks, then the message
 * goes to the development mailbox (`mailbox`, its WhatsApp channel) instead of
 * leaving this machine, with a message id of the same kind.
 */
export function localWhatsAppSender(
  mailbox: MessageSender,
  templates: WhatsAppTemplateNames,
): WhatsAppSender {
  return {
    name: 'whatsapp-local',
    async send(message) {
      checkWhatsAppMessage(message);
      await mailbox.send({ to: message.to, subject: null, text: shownText(message, templates) });
      return { messageId: `wamid.local.${randomUUID()}` };
    },
  };
}
