import { describe, expect, it } from 'vitest';
import { formatTicketCode, mapLinkFor, normalizeTicketCode } from '@club/contract/events';

describe('ticket codes', () => {
  it('reads a code as staff type it or the QR code holds it', () => {
    expect(normalizeTicketCode('K7QM-4RXD')).toBe('K7QM4RXD');
    expect(normalizeTicketCode(' k7qm 4rxd ')).toBe('K7QM4RXD');
    expect(normalizeTicketCode('BIZBRIDGE-TICKET:K7QM4RXD')).toBe('K7QM4RXD');
    expect(formatTicketCode('K7QM4RXD')).toBe('K7QM-4RXD');
  });

  it('refuses what cannot be a code: wrong length and look-alike characters', () => {
    expect(normalizeTicketCode('K7QM-4RX')).toBeNull();
    expect(normalizeTicketCode('K7QM-4RXO')).toBeNull();
    expect(normalizeTicketCode('K0QM4RXD')).toBeNull();
    expect(normalizeTicketCode('')).toBeNull();
  });
});

describe('the map link of a meeting place', () => {
  it('searches the place by its address alone', () => {
    expect(mapLinkFor('Hall 2, R.C. Dutt Road, Vadodara')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Hall%202%2C%20R.C.%20Dutt%20Road%2C%20Vadodara',
    );
  });
});
