import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SESSIONS } from '../data/sample-sessions';
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

  it('only shows a placeholder alert when the button is pressed', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const upcoming = SAMPLE_SESSIONS.find((session) => session.status === 'upcoming');
    if (!upcoming) throw new Error('no upcoming sample session');
    render(<SessionCard session={upcoming} />);
    expect(screen.queryByText('LIVE NOW')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join When Live' }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('meeting link'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has one live and two upcoming samples', () => {
    expect(SAMPLE_SESSIONS.map((session) => session.status)).toEqual([
      'live',
      'upcoming',
      'upcoming',
    ]);
  });
});
