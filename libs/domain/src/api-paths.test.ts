import { API_PATHS, apiUrl } from './api-paths';

describe('API_PATHS and apiUrl', () => {
  it('fills each parameter, URL-encoded, and drops the /api prefix libs/api adds', () => {
    expect(apiUrl(API_PATHS.searchDataPlayer, { username: 'a/b %c', website: 'ABC', start: '01-Feb-2025', end: '02-Feb-2025', rows: 10, page: 2 })).toBe(
      '/searchdataplayer/a%2Fb%20%25c/ABC/01-Feb-2025/02-Feb-2025/10/2',
    );
    expect(apiUrl(API_PATHS.login)).toBe('/login');
  });

  it('holds every path once', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\/[a-z]+(\/:[A-Za-z]+)*$/);
  });
});
