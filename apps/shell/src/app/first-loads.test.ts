import { createAppStore } from '@checker/api';
import { clearCookies, installFakeServer, tokenFor } from '@checker/test-kit/fake-api';
import { startFirstLoads } from './first-loads';

const checker = { account_name: 'rina', account_id: 4, account_role: 'CHECKER', account_website: 2 };
const routes = {
  'GET /api/whitelist': { status: 200, body: { message: 'Success' } },
  'GET /config/remotes.json': { status: 200, body: {} },
  'GET /api/websitelist': { status: 200, body: [] },
};

afterEach(clearCookies);

describe('startFirstLoads', () => {
  it("starts the IP check, the remote list, a signed-in user's page code and the website list together, before anything renders", async () => {
    const { calls } = installFakeServer(routes);
    const cookies = `token=${tokenFor(checker)}`;
    const loadPage = jest.fn(() => new Promise<never>(() => undefined));
    startFirstLoads(createAppStore(), '/view-bo', cookies, loadPage);
    expect(loadPage).toHaveBeenCalledWith('statements', 'ViewBoPage', false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/websitelist', '/api/whitelist', '/config/remotes.json']);
  });

  it('loads no page code for someone not signed in, nor for a path without a remote', async () => {
    const { calls } = installFakeServer(routes);
    const loadPage = jest.fn(() => new Promise<never>(() => undefined));
    startFirstLoads(createAppStore(), '/view-bo', '', loadPage);
    startFirstLoads(createAppStore(), '/no/such/page', `token=${tokenFor(checker)}`, loadPage);
    expect(loadPage).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call.path === '/api/whitelist')).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/websitelist')).toBe(false);
  });

  it('leaves a failed page load to the route that shows it', async () => {
    installFakeServer(routes);
    const loadPage = jest.fn(() => Promise.reject(new Error('remote down')));
    expect(() => startFirstLoads(createAppStore(), '/user', `token=${tokenFor(checker)}`, loadPage)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadPage).toHaveBeenCalledWith('admin', 'UsersPage', false);
  });
});
