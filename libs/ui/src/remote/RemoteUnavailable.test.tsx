import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteUnavailable } from './RemoteUnavailable';

describe('RemoteUnavailable', () => {
  it('says the section is unavailable and offers Retry', async () => {
    const onRetry = jest.fn();
    render(<RemoteUnavailable section="User" onRetry={onRetry} />);
    expect(screen.getByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/User could not be loaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
