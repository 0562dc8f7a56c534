import { PRIVACY_NOTICE_ITEMS } from '@club/contract/privacy';
import { usePrivacyNotice } from '@club/platform/privacy/privacy-notice';
import { activateLocale } from '@club/ui/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

function Notice() {
  return (
    <dl>
      {usePrivacyNotice().map((item) => (
        <div key={item.id}>
          <dt>{item.heading}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

async function showNotice() {
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Notice />
      </Suspense>,
    );
  });
}

describe('the privacy notice', () => {
  afterEach(() => activateLocale('en'));

  it('lists every item, in order, in English', async () => {
    await showNotice();
    const headings = screen.getAllByRole('term').map((term) => term.textContent);
    expect(headings).toEqual([
      'What we collect',
      'Why',
      'How long',
      'Your rights',
      'Grievance Officer',
    ]);
    expect(headings).toHaveLength(PRIVACY_NOTICE_ITEMS.length);
    expect(screen.getByText(/kept for 72 months as GST law requires/)).toBeInTheDocument();
  });

  it('is in Hindi on a page in Hindi, and in Gujarati on one in Gujarati', async () => {
    await activateLocale('hi');
    await showNotice();
    expect(await screen.findByText('हम क्या एकत्र करते हैं')).toBeInTheDocument();
    expect(screen.getByText(/GST कानून के अनुसार 72 महीनों तक/)).toBeInTheDocument();
    expect(screen.queryByText('What we collect')).not.toBeInTheDocument();
    cleanup();

    await activateLocale('gu');
    await showNotice();
    expect(await screen.findByText('અમે શું એકત્ર કરીએ છીએ')).toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(PRIVACY_NOTICE_ITEMS.length);
  });
});
