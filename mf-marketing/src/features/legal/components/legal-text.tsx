import { Fragment } from 'react';
import { CLUB_EMAIL } from '@club/contract/copy/club';

/** A sentence of a policy, with the club's e-mail address turned into a mailto link. */
export function LegalText({ text }: { text: string }) {
  const parts = text.split(CLUB_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one fixed sentence never reorder, so the position is a stable key.
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <a href={`mailto:${CLUB_EMAIL}`}>{CLUB_EMAIL}</a> : null}
        </Fragment>
      ))}
    </>
  );
}
