import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CandidateBoRow } from '@checker/api';
import { EDIT_WINDOW_MESSAGE, formatMonDate, jakartaToday, toIsoDate } from '@checker/domain';
import { renderPage } from '../../test-utils';
import { button, dialogTitled, installReviewServer, jakartaDay, listPath, mutasiDeposit, pageAnswer } from '../../test/review-server';
import ViewMutasiPage from './ViewMutasiPage';

const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;
const today = jakartaToday();
const yesterday = jakartaDay(today, -1);

afterEach(() => {
  jest.restoreAllMocks();
});

function bo(id: number, date: string, why: string): CandidateBoRow {
  return { id, ticket: `DP90000${id}`, date, user_name: `player${id}`, full_name: `PLAYER ${id}`, amount: '200000.00', why };
}

const CLAIMED = mutasiDeposit(11, today, { mutasi_app: true, mutasi_ticket: 'DP900001', mutasi_matched_bo_id: 1, mutasi_match_reason: null });
const FREE = mutasiDeposit(12, today, { mutasi_player_bank_name: 'JOKO WIDODO', mutasi_amount: '200000.00', mutasi_match_reason: 'amount found but name differs' });
const cellsOf = (row: HTMLElement): Array<string | null> => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);

describe('ViewMutasiPage candidates', () => {
  it('lists the pending BO rows an unclaimed credit could prove, with why; proving one sends the BO row and the credit, and the table reloads', async () => {
    let listed = 0;
    const old = toIsoDate(jakartaDay(today, -4));
    const { calls } = installReviewServer({
      [`GET ${listPath('viewmutasi', today, 'all')}`]: async () => {
        listed += 1;
        return pageAnswer([CLAIMED, FREE])();
      },
      'GET /api/candidatemutasi/12': {
        status: 200,
        body: [bo(2, toIsoDate(today), 'mutasi: "JOKO WIDODO" · BO: "PLAYER 2"'), bo(3, toIsoDate(yesterday), 'mutasi: "JOKO WIDODO" · BO: "PLAYER 3"; a day later'), bo(4, old, 'mutasi: "JOKO WIDODO" · BO: "PLAYER 4"; 4 days later')],
      },
      'PUT /api/proveboid': { status: 200, body: { message: 'DP900003 dibuktikan dengan mutasi BCA #12.', id: 3, mutasi_id: 12, note: '' } },
    });
    renderPage(<ViewMutasiPage />, checker, { path: `/view-mutasi?type=deposit&website=SSATU&status=all&date=${toIsoDate(today)}` });
    await screen.findByText('JOKO WIDODO');
    expect(button('Kandidat BO #11')).toBeDisabled();
    fireEvent.click(button('Kandidat BO #12'));
    const dialog = await dialogTitled('Kandidat BO mutasi #12');
    expect(dialog).toHaveTextContent('Mutasi Deposit #12 · JOKO WIDODO · 200.000,00 · nominal ada, tetapi namanya berbeda');
    const rows = await waitFor(() => {
      const found = Array.from(dialog.querySelectorAll<HTMLElement>('tr.ant-table-row'));
      expect(found).toHaveLength(3);
      return found;
    });
    expect(rows.map(cellsOf)).toEqual([
      [`DP900002${formatMonDate(today)}`, 'player2PLAYER 2', '200.000,00', 'mutasi: "JOKO WIDODO" · BO: "PLAYER 2"', 'Buktikan dengan baris ini'],
      [`DP900003${formatMonDate(yesterday)}`, 'player3PLAYER 3', '200.000,00', 'mutasi: "JOKO WIDODO" · BO: "PLAYER 3"; sehari kemudian', 'Buktikan dengan baris ini'],
      [`DP900004${formatMonDate(jakartaDay(today, -4))}`, 'player4PLAYER 4', '200.000,00', 'mutasi: "JOKO WIDODO" · BO: "PLAYER 4"; 4 hari kemudian', 'Buktikan dengan baris ini'],
    ]);
    // A BO row of a day outside the edit window cannot be approved any more.
    const outside = button('Buktikan dengan baris ini: DP900004', dialog);
    expect(outside).toBeDisabled();
    fireEvent.mouseEnter(outside.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EDIT_WINDOW_MESSAGE);
    fireEvent.click(button('Buktikan dengan baris ini: DP900003', dialog));
    fireEvent.click(button('Buktikan', await dialogTitled('Buktikan DP900003 dengan mutasi #12?')));
    expect(await screen.findByText('✅ DP900003 dibuktikan dengan mutasi BCA #12.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/proveboid', body: { bo_id: 3, mutasi_id: 12 } });
    await waitFor(() => expect(listed).toBe(2));
  });
});
