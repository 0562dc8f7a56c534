import nodemailer from 'nodemailer';
import type { MessageSender } from '../message-sender';

/** E-mail through SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailSender(smtpUrl: string, from: string): MessageSender {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? undefined,
        text: message.text,
        attachments: message.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
