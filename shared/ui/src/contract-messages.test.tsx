import {
  MEMBERSHIP_STATE_LABELS,
  NO_REFUND_SENTENCE,
} from '@club/contract/membership/membership-lifecycle';
import { MESSAGES } from '@club/contract/copy/messages';
import { EVENT_MESSAGES } from '@club/contract/events';
import { FIRST_STEPS_MESSAGES } from '@club/contract/first-steps';
import { NEWSLETTER_MESSAGES } from '@club/contract/newsletter';
import {
  CHANNEL_UNAVAILABLE_MESSAGES,
  fixedCell,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@club/contract/notification-preferences';
import {
  closeAccountBodySchema,
  CORRECTION_SUBCATEGORY_MISSING,
  correctionRequestBodySchema,
  PRIVACY_MESSAGES,
} from '@club/contract/privacy-rights';
import { emailSchema, mobileNumberSchema, phoneNumberSchema } from '@club/contract/common';
import { companyLogoPresignBodySchema } from '@club/contract/uploads';
import { companyProfileUpdateBodySchema } from '@club/contract/companies';
import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';
import {
  GST_VERIFIED_DESCRIPTION,
  GST_VERIFIED_LABEL,
  gstNumberOrEmptySchema,
} from '@club/contract/gstin';
import { CONSENT_LABELS, grievanceBodySchema } from '@club/contract/privacy';
import { inquiryBodySchema } from '@club/contract/inquiries';
import {
  LEAD_MESSAGES,
  LEAD_STATE_LABELS,
  leadAlertsBodySchema,
  leadCreateBodySchema,
  leadResponseBodySchema,
} from '@club/contract/leads';
import { mobileVerifyBodySchema, otpCodeSchema } from '@club/contract/auth';
import {
  ONE_TO_ONE_MESSAGES,
  oneToOneLogBodySchema,
  oneToOneProposalBodySchema,
} from '@club/contract/one-to-ones';
import {
  COMPANY_ALREADY_REGISTERED_MESSAGE,
  companyRegistrationFormSchema,
  REGISTRATION_CONFLICT_MESSAGE,
  REGISTRATION_MOBILE_TAKEN_MESSAGE,
  registrationFormSchema,
} from '@club/contract/registration';
import {
  VISITOR_MESSAGES,
  VISITOR_STAGE_LABELS,
  visitorInviteFormSchema,
  visitorRegistrationFormSchema,
} from '@club/contract/visitors';
import { Alert } from '@club/ui/alert';
import { TextField } from '@club/ui/form-field';
import { MessageDialog } from '@club/ui/message-dialog';
import { activateLocale } from '@club/ui/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import en from '@club/contract/messages/locales/en.json';
import hi from '@club/contract/messages/locales/hi.json';

/** The schemas of the forms members and visitors fill in (the back office's stay English). */
const MEMBER_FORM_SCHEMAS = {
  registrationFormSchema,
  companyRegistrationFormSchema,
  emailSchema,
  mobileNumberSchema,
  phoneNumberSchema,
  otpCodeSchema,
  mobileVerifyBodySchema,
  inquiryBodySchema,
  grievanceBodySchema,
  correctionRequestBodySchema,
  closeAccountBodySchema,
  visitorInviteFormSchema,
  visitorRegistrationFormSchema,
  leadCreateBodySchema,
  leadResponseBodySchema,
  leadAlertsBodySchema,
  oneToOneProposalBodySchema,
  oneToOneLogBodySchema,
  companyProfileUpdateBodySchema,
  companyLogoPresignBodySchema,
  gstNumberOrEmptySchema,
};

/** Every text in a group of messages (nested groups too; a message made by a function aside). */
function textsOf(group: unknown): string[] {
  if (typeof group === 'string') return [group];
  if (group && typeof group === 'object') return Object.values(group).flatMap(textsOf);
  return [];
}

/** Texts only staff meet (the back office, a meeting's check-in, creating events), kept English. */
const STAFF_TEXTS = new Set([
  // The news manager's; the public news carousel's failure is a visitor's.
  ...textsOf(MESSAGES.news).filter((text) => text !== MESSAGES.news.publicLoadFailed),
  MESSAGES.payment.description,
  EVENT_MESSAGES.ticketNotFound,
  EVENT_MESSAGES.ticketForAnotherMeeting,
  EVENT_MESSAGES.codeFormat,
  EVENT_MESSAGES.alreadyCheckedIn,
  EVENT_MESSAGES.memberNotFound,
  EVENT_MESSAGES.startTimeFormat,
  EVENT_MESSAGES.durationRange,
  EVENT_TICKET_MESSAGES.placeRequired,
  EVENT_TICKET_MESSAGES.cityRequired,
  EVENT_TICKET_MESSAGES.cutoffAfterStart,
  PRIVACY_MESSAGES.correctionNotFound,
  PRIVACY_MESSAGES.correctionDecided,
]);

/** What the product and the API say to members and visitors outside a form's rules. */
const OTHER_MESSAGES = [
  CORRECTION_SUBCATEGORY_MISSING,
  COMPANY_ALREADY_REGISTERED_MESSAGE,
  REGISTRATION_CONFLICT_MESSAGE,
  REGISTRATION_MOBILE_TAKEN_MESSAGE,
  // The registration form shows these two with its own "Please sign in." that opens sign-in.
  REGISTRATION_CONFLICT_MESSAGE.replace(/ Please sign in\.$/, ''),
  REGISTRATION_MOBILE_TAKEN_MESSAGE.replace(/ Please sign in\.$/, ''),
  ...textsOf(MESSAGES),
  ...textsOf(LEAD_MESSAGES),
  ...textsOf(ONE_TO_ONE_MESSAGES),
  ...textsOf(VISITOR_MESSAGES),
  ...textsOf(EVENT_MESSAGES),
  ...textsOf(EVENT_TICKET_MESSAGES),
  ...textsOf(FIRST_STEPS_MESSAGES),
  ...textsOf(NEWSLETTER_MESSAGES),
  ...textsOf(PRIVACY_MESSAGES),
  ...textsOf(CHANNEL_UNAVAILABLE_MESSAGES),
  ...textsOf(LEAD_STATE_LABELS),
  ...textsOf(CONSENT_LABELS),
  ...textsOf(MEMBERSHIP_STATE_LABELS),
  ...textsOf(VISITOR_STAGE_LABELS),
  ...textsOf(NOTIFICATION_KIND_LABELS),
  ...textsOf(NOTIFICATION_CHANNEL_LABELS),
  // Why a cell of the notifications table cannot be changed.
  ...NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.map((channel) => fixedCell(kind, channel)?.reason ?? ''),
  ).filter(Boolean),
  NO_REFUND_SENTENCE,
  GST_VERIFIED_LABEL,
  GST_VERIFIED_DESCRIPTION,
].filter((text) => !STAFF_TEXTS.has(text));

/** Wrong values of every kind a field may be given. */
const WRONG_VALUES: unknown[] = [
  '',
  ' ',
  'x',
  'x'.repeat(20_000),
  'bad value',
  '12',
  'a@b',
  '27ABCDE1234F1Z4',
  '2026-13-45',
  'http//x',
  0,
  -1,
  1.5,
  99_999_999_999,
  null,
  true,
  [],
  Array.from({ length: 100 }, (_, index) => index + 1),
  {},
];

interface SchemaLike {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaLike>;
      innerType?: SchemaLike;
      in?: SchemaLike;
    };
  };
}

/** A schema and every field in it, nested objects too. */
function withFields(schema: SchemaLike): SchemaLike[] {
  const { def } = schema._zod;
  if (def.type === 'object' && def.shape)
    return [schema, ...Object.values(def.shape).flatMap(withFields)];
  const inner = def.innerType ?? def.in;
  return inner ? [schema, ...withFields(inner).slice(1)] : [schema];
}

/** The messages of our own rules a schema answers wrong values with (zod's own ones aside). */
function ruleMessages(schema: SchemaLike): Set<string> {
  const found = new Set<string>();
  for (const part of withFields(schema)) {
    for (const value of WRONG_VALUES) {
      const result = part.safeParse(value);
      for (const issue of result.error?.issues ?? [])
        if (!/^(Invalid|Too |Unrecognized|Expected)/.test(issue.message)) found.add(issue.message);
    }
  }
  return found;
}

describe('the contract’s texts in the page’s language', () => {
  afterEach(() => {
    cleanup();
    return activateLocale('en');
  });

  it('lists every text of the contract members and visitors can be shown, and nothing else', () => {
    const shown = new Set<string>(OTHER_MESSAGES);
    for (const schema of Object.values(MEMBER_FORM_SCHEMAS))
      for (const message of ruleMessages(schema as unknown as SchemaLike)) shown.add(message);
    expect(shown.size).toBeGreaterThan(150);
    expect(Object.keys(en).sort()).toEqual([...shown].sort());
    // The English is the message itself: the coverage check holds Hindi and Gujarati to it.
    for (const [id, message] of Object.entries(en)) expect(message).toBe(id);
  });

  it('shows a field’s error in English on an English page, as the contract words it', async () => {
    await act(async () => {
      render(<TextField label="Name" error="Please enter your name" />);
    });
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
  });

  it('shows it in Hindi and in Gujarati on pages in those languages', async () => {
    await activateLocale('hi');
    await act(async () => {
      render(<TextField label="नाम" error="Please enter your name" />);
    });
    expect(await screen.findByText(hi['Please enter your name'])).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('कृपया अपना नाम दर्ज करें');
    cleanup();

    await activateLocale('gu');
    await act(async () => {
      render(<TextField label="નામ" error="Please shorten your name to 80 characters at most" />);
    });
    expect(
      await screen.findByText('કૃપા કરીને તમારું નામ વધુમાં વધુ 80 અક્ષરો સુધી ટૂંકું કરો'),
    ).toBeInTheDocument();
  });

  it('shows the product’s and the API’s texts in an alert or a message dialog in the page’s language', async () => {
    await activateLocale('hi');
    await act(async () => {
      render(
        <>
          <Alert tone="error" title={MESSAGES.members.errorHeading}>
            {MESSAGES.members.loadFailed}
          </Alert>
          <MessageDialog open message={LEAD_MESSAGES.notOpen} onClose={() => undefined} />
        </>,
      );
    });
    expect(await screen.findByText('सदस्य लोड नहीं हो सके')).toBeInTheDocument();
    expect(screen.getByText('सदस्यों को लोड करने में त्रुटि')).toBeInTheDocument();
    expect(
      screen.getByText(
        'यह लीड बंद है या इसकी अवधि समाप्त हो गई है, इसलिए अब इस पर जवाब नहीं दिए जा सकते।',
      ),
    ).toBeInTheDocument();
    cleanup();
    await activateLocale('en');
    await act(async () => {
      render(<Alert tone="error">{MESSAGES.members.loadFailed}</Alert>);
    });
    expect(screen.getByText('Failed to load members')).toBeInTheDocument();
  });

  it('leaves a message it has no translation of (one with a value in it) in English', async () => {
    await activateLocale('hi');
    await act(async () => {
      render(
        <TextField
          label="GSTIN"
          error="Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat"
        />,
      );
    });
    expect(
      screen.getByText(
        'Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat',
      ),
    ).toBeInTheDocument();
  });
});
