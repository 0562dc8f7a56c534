import type { CountryCode } from '@club/contract/common';
import type { otpRequestBodySchema } from '@club/contract/auth';
import type { output } from 'zod/mini';

export type SignInIdentifier =
  | { channel: 'email'; identifier: string; email: string }
  | { channel: 'sms'; identifier: string; countryCode: CountryCode; mobile: string };

/** The body after the contract's schema: e-mail lower-cased, mobile number trimmed. */
type ParsedOtpRequest = output<typeof otpRequestBodySchema>;

/**
 * Who asks for a code: a lower-case e-mail address, or a mobile number in
 * E.164 form (+919876543210), which is also where the code is sent.
 */
export function toSignInIdentifier(body: ParsedOtpRequest): SignInIdentifier {
  if ('email' in body) return { channel: 'email', identifier: body.email, email: body.email };
  return {
    channel: 'sms',
    identifier: `${body.countryCode}${body.mobile}`,
    countryCode: body.countryCode,
    mobile: body.mobile,
  };
}
