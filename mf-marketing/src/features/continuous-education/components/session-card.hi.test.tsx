import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SESSIONS } from '../data/sample-sessions';
import { catalogues } from '../i18n';
import { SessionCard } from './session-card';

afterEach(() => {
  activateLocale('en');
});

describe('SessionCard in Hindi', () => {
  it('shows the live session and its meeting-link message in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    const user = userEvent.setup();
    const live = SAMPLE_SESSIONS.find((session) => session.status === 'live');
    if (!live) throw new Error('no live sample session');
    await act(async () => {
      render(<SessionCard session={live} />);
    });
    expect(screen.getByText('अभी लाइव')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'निर्यात दस्तावेज़ीकरण, आसान भाषा में' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('60 मिनट')).toHaveLength(2);
    expect(screen.getByText('86 देख रहे हैं')).toBeInTheDocument();
    expect(screen.getByText('Meera Joshi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'लाइव सत्र से जुड़ें' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      '"निर्यात दस्तावेज़ीकरण, आसान भाषा में" का मीटिंग लिंक आपको तुरंत ई-मेल से भेज दिया जाएगा',
    );
  });
});
