import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jakartaToday, toIsoDate } from '@checker/domain';
import { renderPage, selectedValue } from '../../test-utils';
import { boDeposit, button, dialogTitled, installReviewServer, listPath, mutasiDeposit, pageAnswer } from '../../test/review-server';
import ViewMutasiPage from '../view-mutasi/ViewMutasiPage';
import ViewBoPage from './ViewBoPage';

const admin = { account_name: 'admin', account_role: 'ADMIN' } as const;
const today = jakartaToday();

beforeEach(() => window.localStorage.setItem('language', 'en'));
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('the review pages in English', () => {
  it('View BO: columns, row texts and the dialogs read in English; the spec-quoted texts stay as quoted', async () => {
    installReviewServer({
      [`GET ${listPath('viewbo', today, 'pending')}`]: pageAnswer([
        boDeposit(1, today, { bo_approve: true, match_rule: 'MANUAL', match_reason: 'approved without a statement row', approved_by: 1, approved_by_name: 'admin', unbacked_reason: 'cash' }),
        boDeposit(2, today, { match_reason: null }),
      ]),
    });
    renderPage(<ViewBoPage />, admin, { path: `/view-bo?type=deposit&website=ssatu&status=pending&date=${toIsoDate(today)}` });
    await screen.findByText('DP900002');
    expect(screen.getByRole('columnheader', { name: 'Ticket No' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    const approved = screen.getByText('DP900001').closest('tr') as HTMLElement;
    expect(within(approved).getByText('Submitted by admin')).toBeInTheDocument();
    expect(within(approved).getByText('No mutasi')).toBeInTheDocument();
    expect(within(screen.getByText('DP900002').closest('tr') as HTMLElement).getByText('not checked yet')).toBeInTheDocument();
    expect(button('Candidates DP900002')).toBeEnabled();

    fireEvent.click(screen.getByLabelText('Select DP900002'));
    fireEvent.click(button('Submit 1 data'));
    const submit = await dialogTitled('Submit 1 data');
    expect(within(submit).getByText('Approve these rows?')).toBeInTheDocument();
    fireEvent.click(button('Approve', submit));
    expect(await within(submit).findByText('The description must not be empty.')).toBeInTheDocument();
    fireEvent.click(button('Cancel', submit));

    fireEvent.click(button('Update DP900002'));
    const update = await dialogTitled('Update DP900002');
    expect(button('Save', update)).toBeEnabled();
    expect(within(update).getByText('Leave empty to keep 102.000,00.')).toBeInTheDocument();
  });

  it('View Mutasi: the unmatched filter and its explanation read in English', async () => {
    installReviewServer({ [`GET ${listPath('viewmutasi', today, 'pending')}`]: pageAnswer([mutasiDeposit(12, today, { mutasi_player_bank_name: 'JOKO WIDODO', mutasi_match_reason: 'no BO row of that amount' })]) });
    renderPage(<ViewMutasiPage />, admin, { path: `/view-mutasi?website=ssatu&date=${toIsoDate(today)}` });
    await waitFor(() => expect(selectedValue('Website')).toBe('SSATU — Situs Satu'));
    fireEvent.click(button('Unmatched only'));
    const row = (await screen.findByText('JOKO WIDODO')).closest('tr') as HTMLElement;
    expect(within(row).getByText('unmatched')).toBeInTheDocument();
    expect(button('BO candidates #12')).toBeEnabled();
    expect(screen.getByText('Unmatched: money received that no BO deposit row claims, with the reason the checker gives.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sender name' })).toBeInTheDocument();
  });
});
