import { CLUB_NAME } from '@club/contract/copy/club';
import type { DevOutboxMessage } from '@club/contract/dev-outbox';
import { devMailboxEndpoints } from '@club/contract/dev-outbox';
import { endpointUrl } from '@club/contract/endpoint';
import { testSubscriptionEndpoints } from '@club/contract/dev-tools';
import { formatRupees } from '@club/contract/format/currency';
import type { TestSubscriptionView } from '../../adapters/payments/payments';

/** A test subscription with the company and plan it renews. */
export type TestSubscriptionRow = TestSubscriptionView & { label: string };

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * The local test provider's subscriptions: when each charges next and whether
 * that charge succeeds, with buttons to choose (forms posted to the API).
 */
function renderTestSubscriptions(rows: TestSubscriptionRow[]): string {
  if (rows.length === 0)
    return '<p>No test subscriptions yet: they start with a paid membership.</p>';
  const body = rows
    .map((row) => {
      const choice = (outcome: 'succeed' | 'fail', label: string) =>
        `<button type="submit" name="outcome" value="${outcome}" aria-pressed="${String(row.nextOutcome === outcome)}">${label}</button>`;
      return `
      <tr>
        <td>${escapeHtml(row.label)}<br><small>${escapeHtml(row.id)}</small></td>
        <td>${escapeHtml(row.status)}</td>
        <td><time datetime="${row.chargeAt.toISOString()}">${escapeHtml(utc(row.chargeAt))}</time></td>
        <td class="amount">${escapeHtml(formatRupees(row.amountPaise / 100))}</td>
        <td>
          <form method="post" action="${escapeHtml(endpointUrl(testSubscriptionEndpoints.nextCharge, { id: row.id }))}" aria-label="Next charge of ${escapeHtml(row.label)}">
            ${choice('succeed', 'Succeeds')} ${choice('fail', 'Fails')}
          </form>
        </td>
      </tr>`;
    })
    .join('');
  return `<table>
    <thead><tr><th>Membership</th><th>Status</th><th>Next charge</th><th>Amount</th><th>Next charge</th></tr></thead>
    <tbody>${body}</tbody>
  </table>`;
}

/** A plain page listing the development outbox, newest first; it reloads every 5 s. */
export function renderDevMailbox(
  messages: DevOutboxMessage[],
  to: string | undefined,
  extras: { clock: Date; testSubscriptions: TestSubscriptionRow[] | null } = {
    clock: new Date(),
    testSubscriptions: null,
  },
): string {
  const items = messages
    .map(
      (message) => `
    <article>
      <header>
        <strong>${escapeHtml(message.to)}</strong>
        <span class="channel">${CHANNEL_LABELS[message.channel]}</span>
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
    details { margin: 16px 0 24px; }
    summary { font-weight: 600; cursor: pointer; }
    table { border-collapse: collapse; width: 100%; font-size: .9rem; margin-top: 8px; }
    th, td { text-align: left; border-bottom: 1px solid #d9e2ec; padding: 6px 4px; vertical-align: top; }
    small { color: #7b8794; }
    td.amount { white-space: nowrap; }
    button[aria-pressed="true"] { font-weight: 700; background: #e3f8ff; }
  </style>
</head>
<body>
  <h1>Development mailbox</h1>
  <p class="note">Messages the API would have sent by e-mail, SMS or WhatsApp (DEV_MAILBOX=1, this machine only); JSON at <a href="${devMailboxEndpoints.messages.path}">${devMailboxEndpoints.messages.path}</a>.</p>
  <p class="note">API clock: <time datetime="${extras.clock.toISOString()}">${escapeHtml(utc(extras.clock))}</time></p>
  ${
    extras.testSubscriptions
      ? `<details${extras.testSubscriptions.length > 0 ? ' open' : ''}>
    <summary>Test subscriptions (local test provider): the next renewal charge</summary>
    ${renderTestSubscriptions(extras.testSubscriptions)}
  </details>`
      : ''
  }
  <form method="get" action="${devMailboxEndpoints.page.path}">
    <input name="to" placeholder="Filter by recipient: e-mail or +91 mobile number" value="${escapeHtml(to ?? '')}">
    <button type="submit">Filter</button>
  </form>
  ${items || '<p>No messages yet. Request a sign-in code and it shows up here.</p>'}
</body>
</html>`;
}
