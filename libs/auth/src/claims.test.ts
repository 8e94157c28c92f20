import { decodeClaims, readCookie } from './claims';
import { isAllowed, sidebarFor, canReachWebsite, PAGES } from './permissions';
import { ALL_ROLES, type Role } from './roles';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
const checker = { account_name: 'budi', account_id: 7, account_role: 'CHECKER', account_website: 3 };

describe('token claims', () => {
  it('decodes the claims the product reads', () => {
    expect(decodeClaims(tokenOf(checker))).toEqual(checker);
    expect(decodeClaims(tokenOf({ ...checker, account_role: 'ADMIN', account_website: null }))?.account_website).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not a JWT', 'abc'],
    ['payload not JSON', `${encode({})}.bm90IGpzb24.x`],
    ['unknown role', tokenOf({ ...checker, account_role: 'ROOT' })],
    ['id not a number', tokenOf({ ...checker, account_id: '7' })],
    ['no name', tokenOf({ ...checker, account_name: '' })],
    ['website not a number', tokenOf({ ...checker, account_website: 'ABC' })],
  ])('gives null for a malformed token (%s), so access is denied', (_label, token) => {
    const claims = decodeClaims(token);
    expect(claims).toBeNull();
    expect(isAllowed(claims, ['ADMIN', 'CHECKER', 'CS'])).toBe(false);
  });

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('theme=dark; token=a.b.c; other=1', 'token')).toBe('a.b.c');
    expect(readCookie('tokenx=1', 'token')).toBeNull();
  });
});

describe('permission table', () => {
  it('shows every sidebar entry to ADMIN and CHECKER, only Data Player to CS, nothing otherwise', () => {
    expect(sidebarFor('ADMIN').map((p) => p.path)).toContain('/whitelist');
    expect(sidebarFor('CHECKER')).toHaveLength(sidebarFor('ADMIN').length);
    expect(sidebarFor('CS').map((p) => p.label)).toEqual(['Data Player']);
    expect(sidebarFor(null)).toEqual([]);
  });

  it('reads the sidebar from PAGES: ADMIN sees every page, and no role sees a page its guard would refuse', () => {
    expect(sidebarFor('ADMIN')).toEqual([...PAGES]);
    for (const role of ALL_ROLES) for (const page of sidebarFor(role)) expect([role, page.path, page.roles.includes(role)]).toEqual([role, page.path, true]);
    expect(sidebarFor('GUEST' as Role)).toEqual([]);
  });

  it('checks role and the optional website', () => {
    const claims = decodeClaims(tokenOf(checker));
    expect(isAllowed(claims, ['ADMIN', 'CHECKER'])).toBe(true);
    expect(isAllowed(claims, ['ADMIN'])).toBe(false);
    expect(isAllowed(claims, ['CHECKER'], 3)).toBe(true);
    expect(isAllowed(claims, ['CHECKER'], 4)).toBe(false);
    expect(canReachWebsite({ account_role: 'CHECKER', account_website: 3 }, 4)).toBe(false);
    expect(canReachWebsite({ account_role: 'ADMIN', account_website: null }, 4)).toBe(true);
  });
});
