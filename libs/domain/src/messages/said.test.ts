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
