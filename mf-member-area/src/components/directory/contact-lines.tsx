import { formatPhoneDisplay } from '@club/contract/format/phone';
import { Globe, Mail, Phone } from 'lucide-react';
import { EmailLink } from './email-link';

/** The fields a member company is reached by (Meet the Members and the company page). */
export interface ContactFields {
  primaryPhone: string | null;
  contactNumber: string | null;
  primaryEmail: string | null;
  email: string | null;
  website: string | null;
}

/** Non-empty values, trimmed, each once. */
export function uniqueValues(values: (string | null)[]): string[] {
  return [...new Set(values.map((value) => value?.trim() ?? '').filter(Boolean))];
}

/** List items for each phone, e-mail and the website, as links; the list is the caller's. */
export function ContactLines({ contacts }: { contacts: ContactFields }) {
  const phones = uniqueValues([contacts.primaryPhone, contacts.contactNumber]).map(
    formatPhoneDisplay,
  );
  const emails = uniqueValues([contacts.primaryEmail, contacts.email]);
  return (
    <>
      {phones.map((phone) => (
        <li key={phone}>
          <Phone aria-hidden="true" />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </li>
      ))}
      {emails.map((email) => (
        <li key={email}>
          <Mail aria-hidden="true" />
          <EmailLink email={email} />
        </li>
      ))}
      {contacts.website ? (
        <li>
          <Globe aria-hidden="true" />
          <a href={contacts.website} target="_blank" rel="noopener noreferrer">
            {contacts.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
          </a>
        </li>
      ) : null}
    </>
  );
}
