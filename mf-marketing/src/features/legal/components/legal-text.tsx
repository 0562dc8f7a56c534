import { Fragment, type ReactNode } from 'react';
import { CLUB_EMAIL } from '@club/contract/copy/club';
import { paths } from '@club/contract/site-pages';

/** Phrases of the policies that become links wherever they appear. */
const LINKED: readonly { text: string; href: string }[] = [
  { text: CLUB_EMAIL, href: `mailto:${CLUB_EMAIL}` },
  { text: 'grievance form', href: paths.privacyGrievance() },
];

function linked(text: string, links: typeof LINKED): ReactNode {
  const [first, ...rest] = links;
  if (!first) return text;
  const parts = text.split(first.text);
  return parts.map((part, index) => (
    // The parts of one fixed sentence never reorder, so the position is a stable key.
    <Fragment key={index}>
      {linked(part, rest)}
      {index < parts.length - 1 ? <a href={first.href}>{first.text}</a> : null}
    </Fragment>
  ));
}

/** A sentence of a policy, with the club's e-mail address and the grievance form linked. */
export function LegalText({ text }: { text: string }) {
  return <>{linked(text, LINKED)}</>;
}
