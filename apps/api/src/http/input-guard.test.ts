import { nulPath } from './input-guard';

describe('nulPath', () => {
  it('names the first field holding a NUL character, in keys and values, at any depth', () => {
    expect(nulPath({ a: 'ok', arr: [{ name: 'x\u0000y' }] }, '')).toBe('arr.0.name');
    expect(nulPath({ ['bad\u0000key']: 1 }, '')).toBe('bad\u0000key');
    expect(nulPath('\u0000', '')).toBe('');
    expect(nulPath({ a: 'fine', b: [1, true, null] }, '')).toBeNull();
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(nulPath(deep, '')?.split('.').length).toBe(100_000);
  });
});
