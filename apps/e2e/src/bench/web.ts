// bench:web — JavaScript a browser downloads from the production build: first visit to /signin,
// the extra cost of each remote's first page, and a cached reload. Run it a few times and compare
// medians; the machine is shared. Targets (issue 2): first visit ≤ 600 KB gz, each remote page
// ≤ 60 KB gz more, cached reload downloads no JS chunk again.
import type { CDPSession, Page } from 'playwright-core';
import { ADMIN, acceptDialogs, launchBrowser, startChecker } from '../harness';

interface Transfer {
  requests: number;
  jsRequests: number;
  jsBytes: number; // bytes on the wire, compressed (the server sends br or gzip)
  jsDownloads: number; // JS responses whose body came over the network (not cache, not 304)
}

/** Records network traffic through the DevTools protocol between start() and stop(). */
async function recorder(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const js = new Map<string, { fromCache: boolean; status: number }>();
  // Chromium reports a memory-cache hit before the response itself, so remember the ids first.
  const servedFromCache = new Set<string>();
  let totals: Transfer = { requests: 0, jsRequests: 0, jsBytes: 0, jsDownloads: 0 };
  cdp.on('Network.responseReceived', (event) => {
    const isJs = event.type === 'Script' || /\.m?js(\?|$)/.test(event.response.url);
    const fromCache = servedFromCache.has(event.requestId) || Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
    if (isJs) js.set(event.requestId, { fromCache, status: event.response.status });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    servedFromCache.add(event.requestId);
    const entry = js.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    totals.requests += 1;
    const entry = js.get(event.requestId);
    if (!entry) return;
    totals.jsRequests += 1;
    totals.jsBytes += event.encodedDataLength;
    if (!entry.fromCache && entry.status !== 304) totals.jsDownloads += 1;
  });
  return {
    reset: () => {
      totals = { requests: 0, jsRequests: 0, jsBytes: 0, jsDownloads: 0 };
    },
    read: async (page: Page): Promise<Transfer> => {
      await page.waitForLoadState('networkidle');
      return { ...totals };
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const checker = await startChecker();
  const browser = await launchBrowser();
  const rows: Array<[string, Transfer, string]> = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const net = await recorder(page);

    await page.goto(`${checker.baseUrl}/signin`);
    await page.getByLabel('Username').waitFor();
    const first = await net.read(page);
    rows.push(['first visit /signin', first, first.jsBytes <= 600 * 1024 ? 'ok (≤ 600 KB)' : 'OVER 600 KB']);

    acceptDialogs(page);
    await page.getByLabel('Username').fill(ADMIN.name);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    net.reset();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${checker.baseUrl}/`);
    rows.push(['sign in → dashboard', await net.read(page), '']);

    for (const [label, path, text] of [
      ['User', '/user', 'List User'],
      ['Upload', '/upload', 'Upload'],
      ['Data Player', '/dataplayer', 'Data Player'],
    ] as const) {
      net.reset();
      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${checker.baseUrl}${path}`);
      await page.getByTestId('page-card').getByText(text).first().waitFor();
      const step = await net.read(page);
      rows.push([`remote page ${path}`, step, step.jsBytes <= 60 * 1024 ? 'ok (≤ 60 KB)' : 'OVER 60 KB']);
    }

    net.reset();
    await page.reload();
    await page.getByTestId('page-card').getByText('Data Player').first().waitFor();
    const reload = await net.read(page);
    rows.push(['cached reload /dataplayer', reload, reload.jsDownloads === 0 ? 'ok (no JS downloaded again)' : 'JS DOWNLOADED AGAIN']);
  } finally {
    await browser.close();
    await checker.stop();
  }

  console.log('\nbench:web — JavaScript transferred on the wire, compressed (production build served by the API)');
  console.log('step'.padEnd(28), 'requests'.padStart(9), 'JS req'.padStart(7), 'JS bytes'.padStart(11), 'JS downloads'.padStart(13), ' target');
  for (const [label, t, verdict] of rows) {
    console.log(label.padEnd(28), String(t.requests).padStart(9), String(t.jsRequests).padStart(7), kb(t.jsBytes).padStart(11), String(t.jsDownloads).padStart(13), ` ${verdict}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
