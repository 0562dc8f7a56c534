import {
  closeAccountBodySchema,
  CORRECTION_SUBCATEGORY_MISSING,
  correctionRequestBodySchema,
} from '@club/contract/privacy-rights';
import { emailSchema, mobileNumberSchema, phoneNumberSchema } from '@club/contract/common';
import { companyLogoPresignBodySchema } from '@club/contract/uploads';
import { companyProfileUpdateBodySchema } from '@club/contract/companies';
import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';
import { gstNumberOrEmptySchema } from '@club/contract/gstin';
import { grievanceBodySchema } from '@club/contract/privacy';
import { inquiryBodySchema } from '@club/contract/inquiries';
import {
  leadAlertsBodySchema,
  leadCreateBodySchema,
  leadResponseBodySchema,
} from '@club/contract/leads';
import { mobileVerifyBodySchema, otpCodeSchema } from '@club/contract/auth';
import { oneToOneLogBodySchema, oneToOneProposalBodySchema } from '@club/contract/one-to-ones';
import { companyRegistrationFormSchema, registrationFormSchema } from '@club/contract/registration';
import { visitorInviteFormSchema, visitorRegistrationFormSchema } from '@club/contract/visitors';
import { TextField } from '@club/ui/form-field';
import { activateLocale } from '@club/ui/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import en from './field-messages/locales/en.json';
import hi from './field-messages/locales/hi.json';

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

/** Messages the forms show from outside a schema. */
const OTHER_FORM_MESSAGES = [EVENT_TICKET_MESSAGES.stateRequired, CORRECTION_SUBCATEGORY_MISSING];

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

describe('form errors in the page’s language', () => {
  afterEach(() => {
    cleanup();
    return activateLocale('en');
  });

  it('lists every message the members’ and visitors’ forms can show, and nothing else', () => {
    const shown = new Set<string>(OTHER_FORM_MESSAGES);
    for (const schema of Object.values(MEMBER_FORM_SCHEMAS))
      for (const message of ruleMessages(schema as unknown as SchemaLike)) shown.add(message);
    expect(shown.size).toBeGreaterThan(40);
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
