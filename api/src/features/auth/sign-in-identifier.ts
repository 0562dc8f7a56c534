import type { OtpRequestBody } from '@club/shared/contract/auth';

export type SignInIdentifier =
  | { channel: 'email'; identifier: string; email: string }
  | { channel: 'sms'; identifier: string; countryCode: '+91' | '+1'; mobile: string };

type ParsedOtpRequest = { email: string } | { mobile: string; countryCode: '+91' | '+1' };

/**
 * Who asks for a code: a lower-case e-mail address, or a mobile number in
 * E.164 form (+919876543210), which is also where the code is sent.
 */
export function toSignInIdentifier(body: ParsedOtpRequest | OtpRequestBody): SignInIdentifier {
  if ('email' in body) {
    const email = body.email.trim().toLowerCase();
    return { channel: 'email', identifier: email, email };
  }
  const mobile = body.mobile.trim();
  return {
    channel: 'sms',
    identifier: `${body.countryCode}${mobile}`,
    countryCode: body.countryCode,
    mobile,
  };
}
