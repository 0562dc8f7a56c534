import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SESSIONS } from '../data/sample-sessions';
import { meetingLinkMessage } from '../lib/session-labels';
import { SessionCard } from './session-card';

describe('SessionCard', () => {
  it('shows the LIVE NOW badge and Join Live Session on the live session', () => {
    const live = SAMPLE_SESSIONS.find((session) => session.status === 'live');
    if (!live) throw new Error('no live sample session');
    render(<SessionCard session={live} />);
    expect(screen.getByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: live.title })).toBeInTheDocument();
    expect(screen.getByText(`${live.durationMinutes} minutes`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Live Session' })).toBeInTheDocument();
  });

  it('tells a visitor joining the live session that the link comes now, not before the session', async () => {
    const user = userEvent.setup();
    const live = SAMPLE_SESSIONS.find((session) => session.status === 'live');
    if (!live) throw new Error('no live sample session');
    render(<SessionCard session={live} />);
    await user.click(screen.getByRole('button', { name: 'Join Live Session' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the session is live now, so you can join while it runs');
    expect(dialog).not.toHaveTextContent('before the session');
  });

  it("only says, in the site's dialog (not the browser's), that a link will come when the button is pressed", async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const upcoming = SAMPLE_SESSIONS.find((session) => session.status === 'upcoming');
    if (!upcoming) throw new Error('no upcoming sample session');
    render(<SessionCard session={upcoming} />);
    expect(screen.queryByText('LIVE NOW')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join When Live' }));
    const dialog = await screen.findByRole('dialog', { name: meetingLinkMessage(upcoming) });
    expect(dialog).toHaveTextContent('meeting link');
    expect(alert).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has one live and two upcoming samples', () => {
    expect(SAMPLE_SESSIONS.map((session) => session.status)).toEqual([
      'live',
      'upcoming',
      'upcoming',
    ]);
  });
});
