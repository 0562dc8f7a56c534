import { CLUB_NAME } from '@club/shared/copy/club';
import type { DevOutboxMessage } from '@club/shared/contract/dev-outbox';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A plain page listing the development outbox, newest first; it reloads every 5 s. */
export function renderDevMailbox(messages: DevOutboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (message) => `
    <article>
      <header>
        <strong>${escapeHtml(message.to)}</strong>
        <span class="channel">${message.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
        <time datetime="${message.createdAt}">${escapeHtml(message.createdAt.replace('T', ' ').slice(0, 19))} UTC</time>
      </header>
      ${message.subject ? `<h2>${escapeHtml(message.subject)}</h2>` : ''}
      <pre>${escapeHtml(message.text)}</pre>
    </article>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="refresh" content="5">
  <title>Development mailbox · ${escapeHtml(CLUB_NAME)} API</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #1f2933; }
    h1 { font-size: 1.5rem; margin-bottom: 4px; }
    p.note { color: #52606d; margin-top: 0; }
    form { display: flex; gap: 8px; margin: 16px 0; }
    input { flex: 1; padding: 6px 10px; font: inherit; }
    button, a.button { padding: 6px 14px; font: inherit; }
    article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 12px 16px; margin-bottom: 12px; }
    article header { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
    .channel { background: #e3f8ff; color: #035388; border-radius: 4px; padding: 0 6px; font-size: .85rem; }
    time { color: #7b8794; font-size: .85rem; margin-left: auto; }
    h2 { font-size: 1rem; margin: 8px 0 0; }
    pre { white-space: pre-wrap; font: inherit; margin: 8px 0 0; }
  </style>
</head>
<body>
  <h1>Development mailbox</h1>
  <p class="note">Messages the API would have sent by e-mail or SMS (DEV_MAILBOX=1, this machine only); JSON at <a href="/dev/outbox">/dev/outbox</a>.</p>
  <form method="get" action="/dev/mailbox">
    <input name="to" placeholder="Filter by recipient: e-mail or +91 mobile number" value="${escapeHtml(to ?? '')}">
    <button type="submit">Filter</button>
  </form>
  ${items || '<p>No messages yet. Request a sign-in code and it shows up here.</p>'}
</body>
</html>`;
}
