import { apiErrorBodySchema } from '@club/contract/common';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import {
  adminInquiryPageSchema,
  adminInquiryReplySettingsSchema,
  adminInquirySchema,
  INQUIRY_REPLY_MAX,
  INQUIRY_REPLY_TOO_LONG,
} from '@club/contract/inquiries';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { outbox } from '../src/db/schema/outbox';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { insertInquiry } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, MINUTE } from './helpers/test-app';

const CLUB_INBOX = 'hello@club.example';

async function setUp() {
  const test = await buildTestApp({ env: { CLUB_INBOX_EMAIL: CLUB_INBOX } });
  const staff = await createMember(test.db, { email: 'staff@example.in', username: 'Meera Staff' });
  await grantRoleByEmails(test.db, 'admin', [staff.email]);
  const member = await createMember(test.db, { email: 'member@example.in' });
  const inquiryId = await insertInquiry(test.db, {
    name: 'Kavya Menon',
    email: 'kavya@example.in',
    subject: 'Spice exporters joining',
    message: 'We export spices from Kochi.',
  });
  return {
    ...test,
    inquiryId,
    staffId: staff.userId,
    staff: (await signIn(test.app, staff.email)).accessToken,
    member: (await signIn(test.app, member.email)).accessToken,
  };
}

type Test = Awaited<ReturnType<typeof setUp>>;

function postReply(test: Test, token: string | null, payload: unknown, id = test.inquiryId) {
  return test.app.inject({
    method: 'POST',
    url: `/admin/inquiries/${id}/replies`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

describe('replies to inquiries from the back office', () => {
  it('records the reply with who sent it and when, e-mails it as plain text and lists it on the inquiry', async () => {
    const test = await setUp();
    const sentAt = test.clock.now();
    const response = await postReply(test, test.staff, {
      text: '  Thank you! Our membership brochure is attached to <b>this</b> note.  ',
    });
    expect(response.statusCode).toBe(200);
    const inquiry = adminInquirySchema.parse(response.json());
    // A new inquiry is answered once somebody replied.
    expect(inquiry.status).toBe('answered');
    expect(inquiry.replies).toEqual([
      {
        id: expect.any(String),
        text: 'Thank you! Our membership brochure is attached to <b>this</b> note.',
        sentBy: 'Meera Staff',
        sentAt: sentAt.toISOString(),
      },
    ]);

    // A second reply later joins the thread, oldest first, in the list too.
    test.clock.advance(5 * MINUTE);
    expect((await postReply(test, test.staff, { text: 'One more thing.' })).statusCode).toBe(200);
    const list = await test.app.inject({
      method: 'GET',
      url: '/admin/inquiries',
      headers: bearer(test.staff),
    });
    const [listed] = adminInquiryPageSchema.parse(list.json()).items;
    expect(listed?.replies.map((reply) => reply.text)).toEqual([
      'Thank you! Our membership brochure is attached to <b>this</b> note.',
      'One more thing.',
    ]);
    expect(listed?.replies[1]?.sentAt).toBe(new Date(sentAt.getTime() + 5 * MINUTE).toISOString());

    // Delivered to the sender (the development mailbox here): plain text, answers to the club.
    await test.app.outboxWorker.runOnce();
    const mailbox = await test.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { to: 'kavya@example.in' },
    });
    const delivered = devOutboxResponseSchema
      .parse(mailbox.json())
      .filter((message) => message.subject === 'Re: Spice exporters joining');
    expect(delivered).toHaveLength(2);
    // The mailbox's order is not the test clock's: find the first reply by its words.
    const first = delivered.find((message) => message.text.includes('Thank you!'))?.text ?? '';
    expect(first).toContain('Dear Kavya Menon,');
    expect(first).toContain('attached to <b>this</b> note.');
    expect(first).toContain('Meera Staff, BizBridge Club');
    expect(first).toContain(`write to ${CLUB_INBOX}`);
    expect(first).toContain('We export spices from Kochi.');
    const rows = await test.db.select().from(outbox).where(eq(outbox.kind, 'inquiry-reply'));
    expect(rows.map((row) => [row.to, row.replyTo])).toEqual([
      ['kavya@example.in', CLUB_INBOX],
      ['kavya@example.in', CLUB_INBOX],
    ]);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);

    // The audit trail says who replied to which inquiry.
    const entries = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inquiry.reply'), eq(auditLog.subjectId, test.inquiryId)));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: test.staffId });
  });

  it('tells staff where the answers go', async () => {
    const test = await setUp();
    const response = await test.app.inject({
      method: 'GET',
      url: '/admin/inquiries/reply-settings',
      headers: bearer(test.staff),
    });
    expect(response.statusCode).toBe(200);
    expect(adminInquiryReplySettingsSchema.parse(response.json())).toEqual({
      clubInbox: CLUB_INBOX,
    });
  });

  it('lets only staff reply, and checks who asks before what they send', async () => {
    const test = await setUp();
    // A stranger, even with a broken body, is told to sign in.
    const stranger = await postReply(test, null, { text: '' });
    expect(stranger.statusCode).toBe(401);
    // A member is refused, whatever the body says.
    const member = await postReply(test, test.member, { text: 'Hello' });
    expect(member.statusCode).toBe(403);
    expect((await postReply(test, test.member, {})).statusCode).toBe(403);
    expect(apiErrorBodySchema.safeParse(member.json()).success).toBe(true);
    // Nothing was recorded or sent.
    const queued = await test.db.select().from(outbox).where(eq(outbox.kind, 'inquiry-reply'));
    expect(queued).toEqual([]);
  });

  it('refuses an empty, blank or oversized reply and an unknown inquiry with a clear message', async () => {
    const test = await setUp();
    for (const payload of [{}, { text: '' }, { text: '   \n ' }]) {
      const response = await postReply(test, test.staff, payload);
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    const oversize = await postReply(test, test.staff, { text: 'x'.repeat(INQUIRY_REPLY_MAX + 1) });
    expect(oversize.statusCode).toBe(400);
    expect(JSON.stringify(oversize.json())).toContain(INQUIRY_REPLY_TOO_LONG);
    const extra = await postReply(test, test.staff, { text: 'Hi', html: '<p>Hi</p>' });
    expect(extra.statusCode).toBe(400);

    const unknown = await postReply(
      test,
      test.staff,
      { text: 'Hello' },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const queued = await test.db.select().from(outbox).where(eq(outbox.kind, 'inquiry-reply'));
    expect(queued).toEqual([]);
  });
});
