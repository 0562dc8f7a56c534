import nodemailer from 'nodemailer';
import type { MessageSender } from '../message-sender';

/** E-mail through SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailSender(smtpUrl: string, from: string): MessageSender {
  // Bounded waits: a send never takes longer than the delivery job's expiry
  // (platform/jobs/queues.ts), after which a lost job is handed to another worker.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
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
