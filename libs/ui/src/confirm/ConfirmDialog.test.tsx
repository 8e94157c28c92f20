import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with Cancel and the confirm label, and reports each choice', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog open title="Confirm Action" confirmLabel="Yes, Remove" onConfirm={onConfirm} onCancel={onCancel}>
        Remove bank account Budi (BCA - 123)?
      </ConfirmDialog>,
    );
    expect(screen.getByText('Confirm Action')).toBeInTheDocument();
    expect(screen.getByText('Remove bank account Budi (BCA - 123)?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the busy label on a disabled confirm button while busy', () => {
    render(<ConfirmDialog open busy title="Are you sure?" confirmLabel="Yes, Confirm" busyLabel="Updating..." onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Yes, Confirm' })).not.toBeInTheDocument();
  });

  it("words the cancel button as asked, for a dialog the spec does not word ('Batal')", async () => {
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Setujui baris ini?" confirmLabel="Setujui" cancelLabel="Batal" onConfirm={jest.fn()} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
