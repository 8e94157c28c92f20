import { formatMessage } from './catalogue';
import { answerText, said, saidFields } from './said';

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
