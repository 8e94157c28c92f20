import { formatMessage, resolveUpload, type UploadTarget } from '@checker/domain';
import type { Text } from '@checker/ui';
import {
  CHOICE_ORDER,
  choicesFromSearch,
  choose,
  firstCellUnder,
  initialChoices,
  isCsvFile,
  uploadFormData,
  uploadProblem,
  uploadResultNotice,
  checkerCountsText,
  type UploadCheck,
  type UploadChoices,
} from './upload-form';

const text: Text = (key, values) => formatMessage('id-ID', key, values);

const today = { year: 2025, month: 2, day: 4 };
const csv = new File(['a,b\n1,2\n'], 'mutasi.csv', { type: 'text/csv' });
const bcaAccount = { name: 'PT SUMBER JAYA', number: '1234567890' };

function targetOf(choices: Partial<UploadChoices>): UploadTarget {
  const resolution = resolveUpload({ ...initialChoices(today), ...choices });
  if (resolution.status !== 'ready') throw new Error(`not a complete choice: ${JSON.stringify(choices)}`);
  return resolution.target;
}

/** An upload check for `choices`, everything else in order; `change` breaks one thing. */
function check(choices: Partial<UploadChoices>, change: Partial<UploadCheck> = {}): UploadCheck {
  const full = { ...initialChoices(today), ...choices };
  return {
    file: csv,
    choices: full,
    resolution: resolveUpload(full),
    website: 'SSATU',
    accountChosen: true,
    account: bcaAccount,
    tokenAccountId: 7,
    ...change,
  };
}

const BCA: Partial<UploadChoices> = { provider: 'nexus', transactionType: 'deposit', uploadType: 'bank-settlement', category: 'bank', bank: 'bca' };

describe('choose', () => {
  it('resets every later select to its initial value, whichever select is chosen', () => {
    const filled: UploadChoices = {
      provider: 'nexus',
      transactionType: 'deposit',
      uploadType: 'bank-settlement',
      depositMode: 'deposit',
      category: 'bank',
      bank: 'bca',
      manualBank: 'ovo',
      website: 1,
      accountId: 11,
      date: { year: 2025, month: 1, day: 31 },
      autoTxType: null,
    };
    const initial = initialChoices(today);
    CHOICE_ORDER.forEach((field, index) => {
      const next = choose(filled, field, initial[field], today);
      for (const earlier of CHOICE_ORDER.slice(0, index)) expect(next[earlier]).toEqual(filled[earlier]);
      for (const later of CHOICE_ORDER.slice(index)) expect(next[later]).toEqual(initial[later]);
    });
  });

  it('keeps the new value of the chosen select', () => {
    const next = choose({ ...initialChoices(today), ...BCA, website: 1, accountId: 11 }, 'transactionType', 'withdraw', today);
    expect(next).toEqual({ ...initialChoices(today), provider: 'nexus', transactionType: 'withdraw' });
  });

  it('starts with today as Tanggal Mutasi and auto as Auto Tx Type', () => {
    expect(initialChoices(today)).toMatchObject({ date: today, autoTxType: 'auto', provider: null });
  });
});

describe('choicesFromSearch', () => {
  it('reads a preset combination from the link', () => {
    const choices = choicesFromSearch(new URLSearchParams('provider=luxe&type=deposit&upload=bank-settlement&category=manualbank&bank=ovo'), today);
    expect(choices).toMatchObject({ provider: 'luxe', transactionType: 'deposit', uploadType: 'bank-settlement', category: 'manualbank', manualBank: 'ovo', bank: null });
  });

  it('drops values outside their lists but keeps the bank so the page can call it unknown', () => {
    const choices = choicesFromSearch(new URLSearchParams('provider=lexus&type=refund&upload=bo&mode=cash&category=bank&bank=permata'), today);
    expect(choices).toMatchObject({ provider: null, transactionType: null, uploadType: 'bo', depositMode: null, category: 'bank', bank: 'permata' });
  });
});

describe('uploadProblem', () => {
  it('walks the BCA messages of spec 02 §5 in order as each one is fixed', () => {
    const steps: Array<[Partial<UploadCheck>, Partial<UploadChoices>, string | null]> = [
      [{ file: null, website: null, accountChosen: false, account: null, tokenAccountId: null }, { provider: null, date: null }, '❌ Harap pilih file terlebih dahulu.'],
      [{ website: null, accountChosen: false, account: null, tokenAccountId: null }, { provider: null, date: null }, '❌ Harap pilih Provider terlebih dahulu.'],
      [{ website: null, accountChosen: false, account: null, tokenAccountId: null }, { date: null }, '❌ Harap pilih website terlebih dahulu.'],
      [{ accountChosen: false, account: null, tokenAccountId: null }, { date: null }, '❌ Harap pilih Akun terlebih dahulu.'],
      [{ account: null, tokenAccountId: null }, { date: null }, 'Harap pilih akun BCA terlebih dahulu.'],
      [{ tokenAccountId: null }, { date: null }, 'Tanggal wajib diisi untuk mutasi BCA.'],
      [{ tokenAccountId: null }, {}, 'Gagal membaca account_id dari token.'],
      [{}, {}, null],
    ];
    for (const [change, choices, message] of steps) expect(uploadProblem(check({ ...BCA, ...choices }, change), text)).toBe(message);
  });

  it('asks for the account of every looked-up bank and manual bank, not for manual QRIS', () => {
    for (const bank of ['mandiri', 'bni-mobile', 'bni-internet', 'cimb']) {
      expect(uploadProblem(check({ ...BCA, bank }, { accountChosen: false, account: null }), text)).toBe('❌ Harap pilih Akun terlebih dahulu.');
      expect(uploadProblem(check({ ...BCA, bank }, { account: null }), text)).toBe('❌ Harap pilih Akun terlebih dahulu.');
    }
    const manual = { provider: 'nexus', transactionType: 'withdraw', uploadType: 'bank-settlement', category: 'manualbank' } as const;
    for (const manualBank of ['bri', 'mandiri-excel', 'ovo', 'dana', 'linkaja', 'gopay']) {
      expect(uploadProblem(check({ ...manual, manualBank }, { accountChosen: false, account: null }), text)).toBe('❌ Harap pilih Akun terlebih dahulu.');
    }
    expect(uploadProblem(check({ ...manual, manualBank: 'qris' }, { accountChosen: false, account: { name: 'QRIS', number: 'QRIS' } }), text)).toBeNull();
  });

  it('asks for the website of QRIS Luxe, then the Luxe deposit mode, then the website of Luxe QRIS BO', () => {
    const qrisLuxe = { provider: 'luxe', transactionType: 'deposit', uploadType: 'bank-settlement', category: 'qris_luxe' } as const;
    expect(uploadProblem(check(qrisLuxe, { website: null, account: null, accountChosen: false }), text)).toBe('Website wajib dipilih untuk QRIS Luxe.');
    const luxeBo = { provider: 'luxe', transactionType: 'deposit', uploadType: 'bo' } as const;
    expect(uploadProblem(check(luxeBo, { website: null }), text)).toBe('Pilih mode deposit (Deposit / Deposit (QRIS))');
    expect(uploadProblem(check({ ...luxeBo, depositMode: 'deposit-qris' }, { website: null }), text)).toBe('Website wajib dipilih untuk QRIS Luxe');
    expect(uploadProblem(check({ ...luxeBo, depositMode: 'deposit-qris' }, { account: null, accountChosen: false }), text)).toBeNull();
  });

  it('asks for the website of the other uploads that need one, and not for BO withdraw', () => {
    const ewallet = { provider: 'nexus', transactionType: 'deposit', uploadType: 'bank-settlement', category: 'ewallet' } as const;
    expect(uploadProblem(check(ewallet, { website: null }), text)).toBe('❌ Harap pilih website terlebih dahulu.');
    const boWithdraw = { provider: 'nexus', transactionType: 'withdraw', uploadType: 'bo' } as const;
    expect(uploadProblem(check(boWithdraw, { website: null, account: null, accountChosen: false }), text)).toBeNull();
    expect(uploadProblem(check(boWithdraw, { website: null, tokenAccountId: null }), text)).toBe('Gagal membaca account_id dari token.');
  });

  it('names the step still open, and repeats the matrix message for an unknown combination', () => {
    expect(uploadProblem(check({ provider: 'nexus' }), text)).toBe('❌ Harap pilih Transaction Type terlebih dahulu.');
    expect(uploadProblem(check({ provider: 'nexus', transactionType: 'deposit' }), text)).toBe('❌ Harap pilih Upload Type terlebih dahulu.');
    expect(uploadProblem(check({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bank-settlement' }), text)).toBe('❌ Harap pilih Upload Category terlebih dahulu.');
    expect(uploadProblem(check({ ...BCA, bank: null }), text)).toBe('❌ Harap pilih Bank terlebih dahulu.');
    expect(uploadProblem(check({ ...BCA, category: 'manualbank', bank: null }), text)).toBe('❌ Harap pilih Bank Manual terlebih dahulu.');
    expect(uploadProblem(check({ ...BCA, bank: 'permata' }), text)).toBe('Bank tidak dikenali.');
    expect(uploadProblem(check({ ...BCA, category: 'manualbank', bank: null, manualBank: 'jenius' }), text)).toBe('Bank manual tidak dikenali.');
    expect(uploadProblem(check({ ...BCA, category: 'qris_luxe', bank: null }), text)).toBe('Kombinasi BO tidak dikenali.');
  });
});

describe('uploadFormData', () => {
  it('sends a BCA statement with the website, the DD-Mon-YYYY date, the account, the type and the uploader', () => {
    const form = uploadFormData({ file: csv, target: targetOf(BCA), transactionType: 'deposit', website: 'SSATU', account: bcaAccount, date: today, tokenAccountId: 7 });
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    expect(fields).toEqual({
      groups: 'SSATU',
      dates: '04-Feb-2025',
      corporate_bank_name: 'PT SUMBER JAYA',
      corporate_bank_no: '1234567890',
      transaction_type: 'deposit',
      depo_created_by: '7',
      depo_edited_by: '7',
    });
    expect(form.get('myfile')).toBeInstanceOf(File);
    expect((form.get('myfile') as File).name).toBe('mutasi.csv');
  });

  it('sends the manual provider, the e-wallet auto tx type, and no website or date where none is needed', () => {
    const manual = targetOf({ provider: 'luxe', transactionType: 'withdraw', uploadType: 'bank-settlement', category: 'manualbank', manualBank: 'mandiri-excel' });
    const manualForm = uploadFormData({ file: csv, target: manual, transactionType: 'withdraw', website: 'LSATU', account: { name: 'PT LUXE', number: '777' }, date: today, tokenAccountId: 3 });
    expect(manualForm.get('provider')).toBe('MANDIRI');
    expect(manualForm.get('dates')).toBeNull();
    expect(manualForm.get('transaction_type')).toBe('withdraw');

    const ewallet = targetOf({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bank-settlement', category: 'ewallet' });
    const ewalletForm = uploadFormData({ file: csv, target: ewallet, transactionType: 'deposit', website: 'SSATU', account: null, date: today, tokenAccountId: 3 });
    expect(ewalletForm.get('auto_tx_type')).toBe('auto');
    expect(ewalletForm.get('corporate_bank_no')).toBeNull();

    const boWithdraw = targetOf({ provider: 'nexus', transactionType: 'withdraw', uploadType: 'bo' });
    const boForm = uploadFormData({ file: csv, target: boWithdraw, transactionType: 'withdraw', website: null, account: null, date: today, tokenAccountId: 3 });
    expect([...boForm.keys()]).toEqual(['transaction_type', 'depo_created_by', 'depo_edited_by', 'myfile']);
  });
});

describe('uploadResultNotice', () => {
  const bca = targetOf(BCA);

  it('says the data already exists for the dates the server names, or -', () => {
    expect(uploadResultNotice({ httpStatus: 200, body: { status: true, data: [{ message: '04-Feb-2025' }] } }, bca, text)).toEqual({ type: 'info', text: 'ℹ️ Data sudah ada untuk tanggal 04-Feb-2025.' });
    expect(uploadResultNotice({ httpStatus: 200, body: { status: true, data: [] } }, bca, text)).toEqual({ type: 'info', text: 'ℹ️ Data sudah ada untuk tanggal -.' });
  });

  it("shows the server's single message, or counts the entries", () => {
    expect(uploadResultNotice({ httpStatus: 200, body: { status: false, data: [{ message: '12 data berhasil ditambahkan.' }] } }, bca, text)).toEqual({ type: 'success', text: '✅ 12 data berhasil ditambahkan.' });
    expect(uploadResultNotice({ httpStatus: 200, body: { status: false, data: [{ message: 'a' }, { message: 'b' }, { message: 'c' }] } }, bca, text)).toEqual({ type: 'success', text: '✅ 3 data berhasil ditambahkan.' });
    expect(uploadResultNotice({ httpStatus: 200, body: { status: false, data: [{}] } }, bca, text)).toEqual({ type: 'success', text: '✅ 1 data berhasil ditambahkan.' });
  });

  it("follows the message with what the checker did: proved in this run, then the dates' pending BO rows and unclaimed statement rows", () => {
    const counts = { auto_approved: 24, bo_pending: 6, mutasi_unclaimed: 3 };
    expect(uploadResultNotice({ httpStatus: 200, body: { status: false, data: [{ message: '30 data berhasil ditambahkan.' }], website: 'SDUA', ...counts } }, bca, text)).toEqual({
      type: 'success',
      text: '✅ 30 data berhasil ditambahkan. Terbukti otomatis 24 · di tanggal terkait: pending 6 · mutasi belum terklaim 3',
      detail: 'Website SDUA',
    });
    const withheld = { status: false, data: [{ message: '0 data berhasil ditambahkan. 2 data dihapus sebelumnya, tidak ditambahkan lagi.' }], auto_approved: 0, bo_pending: 0, mutasi_unclaimed: 5 };
    expect(uploadResultNotice({ httpStatus: 200, body: withheld }, bca, text).text).toBe(
      '✅ 0 data berhasil ditambahkan. 2 data dihapus sebelumnya, tidak ditambahkan lagi. Terbukti otomatis 0 · di tanggal terkait: pending 0 · mutasi belum terklaim 5',
    );
    expect(uploadResultNotice({ httpStatus: 200, body: { status: true, data: [{ message: '04-Feb-2025' }], ...counts } }, bca, text).text).toBe('ℹ️ Data sudah ada untuk tanggal 04-Feb-2025.');
    expect(checkerCountsText({ auto_approved: 1, bo_pending: 2 }, text)).toBeNull();
  });

  it('names the website the server stored the rows under on a second line', () => {
    expect(uploadResultNotice({ httpStatus: 200, body: { status: false, data: [{ message: '2 data berhasil ditambahkan.' }], website: 'SDUA' } }, bca, text)).toEqual({
      type: 'success',
      text: '✅ 2 data berhasil ditambahkan.',
      detail: 'Website SDUA',
    });
    expect(uploadResultNotice({ httpStatus: 200, body: { status: true, data: [{ message: '04-Feb-2025' }], website: 'SDUA' } }, bca, text)).toEqual({
      type: 'info',
      text: 'ℹ️ Data sudah ada untuk tanggal 04-Feb-2025.',
      detail: 'Website SDUA',
    });
  });

  it("lists the file reader's warnings under the result and shows the result as a warning; the English texts when no keys came", () => {
    const body = { status: false, data: [{ message: '2 data berhasil ditambahkan.' }], website: 'SDUA', warnings: ['Columns not read: "Extra".'] };
    expect(uploadResultNotice({ httpStatus: 200, body }, bca, text)).toEqual({
      type: 'warning',
      text: '✅ 2 data berhasil ditambahkan.',
      detail: 'Website SDUA\nPeringatan dari file (1):\n• Columns not read: "Extra".',
    });
    const keyed = { ...body, warning_messages: [{ message: 'Columns not read: "Extra".', messageKey: 'recon.warn.columnsNotRead', messageValues: { columns: { list: ['"Extra"'], separator: ', ' } } }] };
    expect(uploadResultNotice({ httpStatus: 200, body: keyed }, bca, text).detail).toBe('Website SDUA\nPeringatan dari file (1):\n• Kolom yang tidak dibaca: "Extra".');
    expect(uploadResultNotice({ httpStatus: 200, body: { status: true, data: [{ message: '04-Feb-2025' }], warnings: ['x'] } }, bca, text).type).toBe('warning');
  });

  it('falls back to the per-type success text when the answer has no status', () => {
    expect(uploadResultNotice({ httpStatus: 200, body: {} }, bca, text)).toEqual({ type: 'success', text: 'BCA CSV uploaded successfully' });
    const nexusBo = targetOf({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bo' });
    expect(uploadResultNotice({ httpStatus: 201, body: { data: [] } }, nexusBo, text).text).toBe('Nexus CSV uploaded successfully');
  });

  it("reports a refusal with the server's message, or Unknown error", () => {
    expect(uploadResultNotice({ httpStatus: 400, body: { message: 'Line 3, column Amount: "abc" is not an amount.' } }, bca, text)).toEqual({
      type: 'error',
      text: '❌ Upload failed: Line 3, column Amount: "abc" is not an amount.',
    });
    expect(uploadResultNotice({ httpStatus: 413, body: { message: 'The file is larger than 20 MB; upload a shorter period.' } }, bca, text).text).toBe(
      '❌ Upload failed: The file is larger than 20 MB; upload a shorter period.',
    );
    expect(uploadResultNotice({ httpStatus: 0, body: null }, bca, text).text).toBe('❌ Upload failed: Unknown error');
    expect(uploadResultNotice({ httpStatus: 500, body: null }, bca, text).text).toBe('❌ Upload failed: Unknown error');
  });
});

describe('the texts in English', () => {
  const en: Text = (key, values) => formatMessage('en', key, values);

  it('asks for what is missing and names an unknown combination in English', () => {
    expect(uploadProblem(check(BCA, { file: null }), en)).toBe('❌ Please choose a file first.');
    expect(uploadProblem(check({ provider: 'nexus', transactionType: 'deposit' }), en)).toBe('❌ Please choose the Upload Type first.');
    expect(uploadProblem(check({ ...BCA, bank: 'permata' }), en)).toBe('Unknown bank.');
  });

  it("keeps the spec's English result texts and says the rest in English", () => {
    const bca = targetOf(BCA);
    expect(uploadResultNotice({ httpStatus: 200, body: { status: true, data: [{ message: '04-Feb-2025' }], website: 'SDUA' } }, bca, en)).toEqual({
      type: 'info',
      text: 'ℹ️ Data already exists for 04-Feb-2025.',
      detail: 'Website SDUA',
    });
    expect(uploadResultNotice({ httpStatus: 200, body: { status: false, data: [{}, {}], auto_approved: 1, bo_pending: 0, mutasi_unclaimed: 2 } }, bca, en).text).toBe(
      '✅ 2 rows added. Proved automatically 1 · on the dates concerned: pending 0 · mutasi unclaimed 2',
    );
    expect(uploadResultNotice({ httpStatus: 200, body: {} }, bca, en).text).toBe('BCA CSV uploaded successfully');
    expect(uploadResultNotice({ httpStatus: 500, body: null }, bca, en).text).toBe('❌ Upload failed: Unknown error');
  });
});

describe('firstCellUnder', () => {
  const HEADER = 'Ticket No,Approve Date,Brand,Username';

  it("reads the first row's cell under the column, as the server's parser reads the file", () => {
    expect(firstCellUnder(`${HEADER}\r\nWD1,03/02/2025 09:05:00, sdua ,budi\r\nWD2,03/02/2025 09:06:00,SSATU,ani\r\n`, 'Brand')).toBe('sdua');
    expect(firstCellUnder(`\uFEFFLaporan Withdraw\n\n"Ticket No";"Approve Date";" BRAND ";Username\n\nWD1;03/02/2025;"A;B";budi\n`, 'Brand')).toBe('A;B');
    expect(firstCellUnder(`${HEADER.replaceAll(',', '\t')}\nWD1\t03/02/2025\t"SD""UA"\tbudi\n`, 'Brand')).toBe('SD"UA');
    expect(firstCellUnder(`"Ticket No","Amount",Brand\nWD1,"1,000.00",SDUA\n`, 'Brand')).toBe('SDUA');
    expect(firstCellUnder(`${HEADER}\nWD1,03/02/2025\n`, 'Brand')).toBe('');
  });

  it('reads nothing from a file without the column or without rows', () => {
    expect(firstCellUnder('Ticket No,Approve Date,Username\nWD1,03/02/2025,budi\n', 'Brand')).toBeNull();
    expect(firstCellUnder(`${HEADER}\r\n\r\n`, 'Brand')).toBeNull();
    expect(firstCellUnder('x'.repeat(2048), 'Site')).toBeNull();
  });
});

describe('isCsvFile', () => {
  it('takes text/csv or a .csv name, nothing else', () => {
    expect(isCsvFile(new File([''], 'MUTASI.CSV'))).toBe(true);
    expect(isCsvFile(new File([''], 'export', { type: 'text/csv' }))).toBe(true);
    expect(isCsvFile(new File([''], 'mutasi.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).toBe(false);
    expect(isCsvFile(new File([''], 'mutasi.csv.txt', { type: 'text/plain' }))).toBe(false);
  });
});
