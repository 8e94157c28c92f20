import { formatMessage } from './catalogue';
import { answerText, countValue, listValue, moneyValue, said, saidFields, saidText } from './said';

describe('server messages', () => {
  it('answer the English text for API clients, with the key and values a page renders', () => {
    expect(saidFields(said('server.forbidden'))).toEqual({ message: 'Forbidden.', messageKey: 'server.forbidden' });
  });

  it('are shown in the user language from their key, else as they came', () => {
    expect(answerText('id-ID', { message: 'Forbidden.', messageKey: 'server.forbidden' })).toBe('Tidak diizinkan.');
    expect(answerText('en', { message: 'Forbidden.', messageKey: 'server.forbidden' })).toBe('Forbidden.');
    expect(answerText('id-ID', { message: 'Bad gateway' })).toBe('Bad gateway');
    expect(answerText('id-ID', { message: 'x', messageKey: 'no.such.key' })).toBe('x');
    expect(answerText('id-ID', 'text')).toBeNull();
    expect(answerText('id-ID', null)).toBeNull();
  });
});

describe('a message among the values of another', () => {
  // A parser's refusal of a cell as the reason of a conversion's: three messages deep.
  const cell = said('recon.cell.at', {
    line: 4,
    column: said('recon.table.column', { name: 'Jumlah' }),
    detail: said('recon.cell.notAmount', { cell: '"1,2,3"' }),
  });
  const converted = said('server.convert.checkFailed', { label: 'Mandiri', reason: cell });

  it('is put in in the same language as the message around it', () => {
    expect(formatMessage('en', converted.key, converted.values)).toBe(
      'The converted Mandiri file does not pass the upload check: Line 4, column "Jumlah": "1,2,3" is not an amount.',
    );
    expect(formatMessage('id-ID', converted.key, converted.values)).toBe(
      'File Mandiri hasil konversi tidak lolos cek upload: Baris 4, kolom "Jumlah": "1,2,3" bukan nominal.',
    );
  });

  it('travels in the answer as a key and values, which a page renders in the user language', () => {
    const answer = JSON.parse(JSON.stringify(saidFields(converted))) as unknown;
    expect(answer).toMatchObject({ messageKey: 'server.convert.checkFailed', messageValues: { reason: { key: 'recon.cell.at', values: { line: 4 } } } });
    expect(answerText('en', answer)).toBe(saidFields(converted).message);
    expect(answerText('id-ID', answer)).toBe('File Mandiri hasil konversi tidak lolos cek upload: Baris 4, kolom "Jumlah": "1,2,3" bukan nominal.');
  });

  it('keeps its braces when it is not a message the catalogue knows', () => {
    const answer = { message: 'x', messageKey: 'server.upload.providerInvalid', messageValues: { field: 'provider', reason: { key: 'recon.no.such', values: {} } } };
    expect(answerText('id-ID', answer)).toBe('provider: {reason}');
    expect(answerText('en', { ...answer, messageValues: { field: 'provider', reason: { values: {} } } })).toBe('provider: {reason}');
  });
});

describe('figures among the values', () => {
  const footer = said('recon.warn.footerDiffers', { line: 12, label: 'Kredit', stated: moneyValue('1150000.00'), posted: moneyValue('-51337.5') });

  it('show money as the pages show it, with two decimals and id-ID grouping in either language', () => {
    expect(saidText('en', footer)).toBe("Footer line 12: Kredit 1.150.000,00 differs from the rows' total -51.337,50.");
    expect(saidText('id-ID', footer)).toBe('Footer baris 12: Kredit 1.150.000,00 berbeda dari total baris-barisnya -51.337,50.');
  });

  it('group counts as the pages do, and keep line numbers as they are', () => {
    const dates = said('recon.warn.otherDates', { other: countValue(10002), rows: countValue(12500), date: '03-Feb-2025', line: 10004 });
    expect(saidText('en', dates)).toBe('10.002 of 12.500 rows are dated other than the Tanggal Mutasi 03-Feb-2025 (first on line 10004).');
    expect(saidText('id-ID', dates)).toBe('10.002 dari 12.500 baris bertanggal selain Tanggal Mutasi 03-Feb-2025 (yang pertama di baris 10004).');
  });

  it('put a list in part by part, each part in the same language', () => {
    const examples = listValue([said('recon.warn.repeatExample', { value: '"DP1"', first: 2, line: 3 }), said('recon.warn.repeatExample', { value: '"DP2"', first: 4, line: 9 })], '; ');
    const repeats = said('recon.warn.repeatsMore', { what: 'Ticket No', examples, more: 3 });
    expect(saidText('en', repeats)).toBe('Ticket No repeats: "DP1" on lines 2 and 3; "DP2" on lines 4 and 9 and 3 more.');
    expect(saidText('id-ID', repeats)).toBe('Ticket No berulang: "DP1" di baris 2 dan 3; "DP2" di baris 4 dan 9, dan 3 lainnya.');
  });

  it('survive the answer JSON, and keep braces when a figure is not readable', () => {
    const answer = JSON.parse(JSON.stringify(saidFields(footer))) as unknown;
    expect(answerText('id-ID', answer)).toBe(saidText('id-ID', footer));
    expect(answerText('id-ID', { message: 'x', messageKey: 'recon.table.columns', messageValues: { count: { count: 'many' } } })).toBe('{count} kolom');
    expect(answerText('id-ID', { message: 'x', messageKey: 'recon.table.columns', messageValues: { count: { money: '1,5' } } })).toBe('{count} kolom');
    expect(answerText('id-ID', { message: 'x', messageKey: 'recon.warn.columnsNotRead', messageValues: { columns: { list: ['"A"', { bad: 1 }], separator: ', ' } } })).toBe(
      'Kolom yang tidak dibaca: {columns}.',
    );
  });
});
