import { formatMessage, saidFields } from '@checker/domain';
import { blockedMessage } from './login-limit';

const text = (seconds: number): string => saidFields(blockedMessage(seconds)).message;

describe('blockedMessage', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    expect(text(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(text(61)).toBe('Too many failed sign-in attempts. Try again in 2 minutes.');
    expect(text(60)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(text(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });

  it('is a catalogue message with the minutes as its value, in Indonesian too', () => {
    expect(blockedMessage(900)).toEqual({ key: 'server.signIn.blocked', values: { minutes: 15 } });
    expect(formatMessage('id-ID', 'server.signIn.blocked', { minutes: 15 })).toBe('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.');
  });
});
