import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CandidateCredit } from '@checker/api';
import { EDIT_WINDOW_MESSAGE, formatMonDate, jakartaToday, toIsoDate, type CalendarDate } from '@checker/domain';
import { renderPage } from '../../test-utils';
import { boDeposit, boWithdraw, button, dialogTitled, installReviewServer, jakartaDay, listPath, pageAnswer } from '../../test/review-server';
import ViewBoPage from './ViewBoPage';

const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;
const today = jakartaToday();

afterEach(() => {
  jest.restoreAllMocks();
});

function linkTo(date: CalendarDate, type = 'deposit'): string {
  return `/view-bo?type=${type}&website=ssatu&status=all&date=${toIsoDate(date)}`;
}

function credit(id: number, date: CalendarDate, overrides: Partial<CandidateCredit> = {}): CandidateCredit {
  return {
    mutasi_id: id,
    date: toIsoDate(date),
    source: 'BCA',
    label: `BCA ${formatMonDate(date)} #${id}`,
    amount: '102000.00',
    sender_name: 'FITRI HIDAYA',
    description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 102000.00 FITRI HIDAYA',
    claimed_by: null,
    why: 'mutasi: "FITRI HIDAYA" · BO: "PLAYER 2"; 2 candidates',
    ...overrides,
  };
}

const cellsOf = (row: HTMLElement): Array<string | null> => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);

describe('ViewBoPage candidates', () => {
  it("lists a pending row's candidate credits with why; a CHECKER proves it with a free one after a confirmation and the table reloads", async () => {
    let listed = 0;
    const tomorrow = jakartaDay(today, 1);
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', today, 'all')}`]: async () => {
        listed += 1;
        return pageAnswer([boDeposit(1, today, { bo_approve: true, match_rule: 'EXACT_NAME' }), boDeposit(2, today, { match_reason: 'ambiguous: 2 candidates' })])();
      },
      'GET /api/candidatebo/2': {
        status: 200,
        body: [credit(12, today), credit(14, tomorrow, { sender_name: null, description: 'SETORAN TUNAI', why: 'mutasi: "SETORAN TUNAI" · BO: "PLAYER 2"; 2 candidates; a day later' }), credit(13, today, { claimed_by: 'DP900001', why: 'claimed by DP900001' })],
      },
      'PUT /api/proveboid': { status: 200, body: { message: `DP900002 dibuktikan dengan mutasi BCA ${formatMonDate(today)} #12.`, id: 2, mutasi_id: 12, note: '' } },
    });
    renderPage(<ViewBoPage />, checker, { path: linkTo(today) });
    await screen.findByText('DP900002');
    expect(button('Kandidat DP900001')).toBeDisabled();
    fireEvent.click(button('Kandidat DP900002'));
    const dialog = await dialogTitled('Kandidat mutasi DP900002');
    expect(within(dialog).getByText('BO Deposit · DP900002 · player2 · 102.000,00 · PLAYER 2 · ambigu: 2 kandidat')).toBeInTheDocument();
    const rows = await waitFor(() => {
      const found = Array.from(dialog.querySelectorAll<HTMLElement>('tr.ant-table-row'));
      expect(found).toHaveLength(3);
      return found;
    });
    expect(rows.map(cellsOf)).toEqual([
      [`BCA ${formatMonDate(today)} #12`, 'FITRI HIDAYATRSF E-BANKING CR 0302/FTSCY/WS95031 102000.00 FITRI HIDAYA', '102.000,00', 'belum diklaim', 'mutasi: "FITRI HIDAYA" · BO: "PLAYER 2"; 2 kandidat', 'Buktikan dengan baris ini'],
      [`BCA ${formatMonDate(tomorrow)} #14`, '-SETORAN TUNAI', '102.000,00', 'belum diklaim', 'mutasi: "SETORAN TUNAI" · BO: "PLAYER 2"; 2 kandidat; sehari kemudian', 'Buktikan dengan baris ini'],
      [`BCA ${formatMonDate(today)} #13`, 'FITRI HIDAYATRSF E-BANKING CR 0302/FTSCY/WS95031 102000.00 FITRI HIDAYA', '102.000,00', 'diklaim DP900001', 'sudah diklaim DP900001', 'Buktikan dengan baris ini'],
    ]);
    expect(button(`Buktikan dengan baris ini: BCA ${formatMonDate(today)} #13`, dialog)).toBeDisabled();
    fireEvent.click(button(`Buktikan dengan baris ini: BCA ${formatMonDate(today)} #12`, dialog));
    const confirm = await dialogTitled(`Buktikan DP900002 dengan BCA ${formatMonDate(today)} #12?`);
    fireEvent.click(button('Buktikan', confirm));
    expect(await screen.findByText(`✅ DP900002 dibuktikan dengan mutasi BCA ${formatMonDate(today)} #12.`)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/proveboid', body: { bo_id: 2, mutasi_id: 12 } });
    await waitFor(() => expect(listed).toBe(2));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
  });

  it("shows the server's refusal when the credit was claimed meanwhile", async () => {
    installReviewServer({
      [`GET ${listPath('viewbowd', today, 'all')}`]: pageAnswer([boWithdraw(3, today)]),
      'GET /api/candidatebowd/3': { status: 200, body: [credit(21, today)] },
      'PUT /api/proveboidwd': { status: 409, body: { message: 'mutasi #21 already proves WD800009; pick another statement row or none.' } },
    });
    renderPage(<ViewBoPage />, checker, { path: linkTo(today, 'withdraw') });
    await screen.findByText('WD800003');
    fireEvent.click(button('Kandidat WD800003'));
    const dialog = await dialogTitled('Kandidat mutasi WD800003');
    fireEvent.click(await waitFor(() => button(`Buktikan dengan baris ini: BCA ${formatMonDate(today)} #21`, dialog)));
    fireEvent.click(button('Buktikan', await dialogTitled(`Buktikan WD800003 dengan BCA ${formatMonDate(today)} #21?`)));
    expect(await screen.findByText('❌ mutasi #21 already proves WD800009; pick another statement row or none.')).toBeInTheDocument();
  });

  it('shows the candidates of a row outside the edit window, without proving', async () => {
    const old = jakartaDay(today, -3);
    const { calls } = installReviewServer({
      [`GET ${listPath('viewbo', old, 'all')}`]: pageAnswer([boDeposit(4, old)]),
      'GET /api/candidatebo/4': { status: 200, body: [credit(31, old)] },
    });
    renderPage(<ViewBoPage />, checker, { path: linkTo(old) });
    await screen.findByText('DP900004');
    fireEvent.click(button('Kandidat DP900004'));
    const dialog = await dialogTitled('Kandidat mutasi DP900004');
    const prove = await waitFor(() => button(`Buktikan dengan baris ini: BCA ${formatMonDate(old)} #31`, dialog));
    expect(prove).toBeDisabled();
    fireEvent.mouseEnter(prove.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EDIT_WINDOW_MESSAGE);
    fireEvent.click(button('Tutup', dialog));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says when a row has no candidate, when the list cannot be read, and when proving fails without a message', async () => {
    installReviewServer({
      [`GET ${listPath('viewbo', today, 'all')}`]: pageAnswer([boDeposit(5, today), boDeposit(6, today), boDeposit(7, today)]),
      'GET /api/candidatebo/5': { status: 200, body: [] },
      'GET /api/candidatebo/6': { status: 500, body: { message: 'boom' } },
      'GET /api/candidatebo/7': { status: 200, body: [credit(41, today)] },
      'PUT /api/proveboid': { status: 502, body: {} },
    });
    renderPage(<ViewBoPage />, checker, { path: linkTo(today) });
    await screen.findByText('DP900007');
    for (const [ticket, text] of [['DP900005', 'Tidak ada kandidat.'], ['DP900006', 'Gagal memuat kandidat.']]) {
      fireEvent.click(button(`Kandidat ${ticket}`));
      const dialog = await dialogTitled(`Kandidat mutasi ${ticket}`);
      expect(await within(dialog).findByText(text as string)).toBeInTheDocument();
      fireEvent.click(button('Tutup', dialog.querySelector('.ant-modal-footer') as HTMLElement));
      await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')).toBeNull());
    }
    fireEvent.click(button('Kandidat DP900007'));
    const dialog = await dialogTitled('Kandidat mutasi DP900007');
    fireEvent.click(await waitFor(() => button(`Buktikan dengan baris ini: BCA ${formatMonDate(today)} #41`, dialog)));
    fireEvent.click(button('Buktikan', await dialogTitled(`Buktikan DP900007 dengan BCA ${formatMonDate(today)} #41?`)));
    expect(await screen.findByText('❌ Gagal membuktikan data.')).toBeInTheDocument();
  });
});
