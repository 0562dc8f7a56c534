import { fireEvent, render, screen } from '@testing-library/react';
import { VerifiedBadge } from '@club/ui/verified-badge';

const DESCRIPTION = 'GSTIN format and check character verified; state matches.';

describe('VerifiedBadge', () => {
  it('is a button described by its tooltip, which focus, hover and a tap open', () => {
    render(<VerifiedBadge label="GST verified" description={DESCRIPTION} />);
    const badge = screen.getByRole('button', { name: 'GST verified' });
    expect(badge).toHaveAccessibleDescription(DESCRIPTION);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveAttribute('data-open', 'false');

    fireEvent.focus(badge);
    expect(tooltip).toHaveAttribute('data-open', 'true');
    fireEvent.keyDown(badge, { key: 'Escape' });
    expect(tooltip).toHaveAttribute('data-open', 'false');
    fireEvent.blur(badge);

    fireEvent.mouseEnter(badge);
    expect(tooltip).toHaveAttribute('data-open', 'true');
    fireEvent.mouseLeave(badge);
    expect(tooltip).toHaveAttribute('data-open', 'false');

    // A tap on a touch screen: a click without hover; a second tap closes it.
    fireEvent.click(badge);
    expect(tooltip).toHaveAttribute('data-open', 'true');
    fireEvent.click(badge);
    expect(tooltip).toHaveAttribute('data-open', 'false');
  });
});
