import { blockedMessage } from './login-limit';

describe('blockedMessage', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    expect(blockedMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(blockedMessage(61)).toBe('Too many failed sign-in attempts. Try again in 2 minutes.');
    expect(blockedMessage(60)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(blockedMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });
});
