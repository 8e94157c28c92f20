import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createWebsite } from './fixtures';
import { postFile, type UploadAnswer } from './uploads';

// A BO withdraw file names each row's website in its Brand (Nexus) or Site (Luxe) column. Whoever
// uploads it and whether or not `groups` is sent, every row must name the website the rows are
// stored under; anything else is refused before a row is written.

const NEXUS_HEADER = 'Ticket No,Approve Date,Brand,Username,Full Name,Player Bank,Amount,Nett Amount,Corporate Bank,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance';
const LUXE_HEADER = 'Transaction ID,Processed At,Site,Member ID,Member Name,Member Bank,Withdraw Amount,Net Amount,Company Bank,Remark,Status,Processed By,Ref Code,Own Ref Code,Balance After';

interface Side {
  endpoint: string;
  /** The column naming the row's website. */
  column: string;
  /** The CHECKER's website, another website of the same panel, and the CHECKER signed in on `own`. */
  own: string;
  other: string;
  header: string;
  prefix: string;
}

/** One withdrawal per brand, on 03-Feb-2025; `null` leaves the cell empty. */
function withdrawFile(side: Side, brands: ReadonlyArray<string | null>): string {
  const rows = brands.map((brand, i) => `${side.prefix}${i + 1},03/02/2025 09:0${i}:00,${brand ?? ''},user${i},USER ${i},BNI - 0987654321,${i + 1}00000.00,${i + 1}00000.00,BCA - 1234567890,WD,Approved,op1,RC${i},,`);
  return `${[side.header, ...rows].join('\r\n')}\r\n`;
}

/** The same file without its Brand/Site column (the third). */
function withoutBrandColumn(file: string): string {
  return file
    .split('\r\n')
    .map((line) => line.split(',').filter((_, i) => i !== 2).join(','))
    .join('\r\n');
}

describe.each(BACKENDS)('the website of a BO withdraw file on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  const checkers: Record<string, string> = {};
  const SIDES: Side[] = [
    { endpoint: 'bowd', column: 'Brand', own: 'BWNA', other: 'BWNB', header: NEXUS_HEADER, prefix: 'BWN' },
    { endpoint: 'uploadbowdluxe', column: 'Site', own: 'BWLA', other: 'BWLB', header: LUXE_HEADER, prefix: 'BWL' },
  ];

  const post = (endpoint: string, content: string, fields: Record<string, string>, cookies: string) =>
    postFile(server, `/api/${endpoint}`, { cookies, file: { name: 'wd.csv', content }, fields });
  const refusal = async (endpoint: string, content: string, fields: Record<string, string>, cookies: string) => {
    const response = await post(endpoint, content, fields, cookies);
    return [response.status, response.json<{ message: string }>().message];
  };
  const viewBo = async (website: string) => (await server.request('GET', `/api/viewbowd/3-Feb-2025/${website}/all/100/1`, { cookies: admin })).json<unknown[]>();
  const uploadActivities = async () =>
    (await server.request('GET', '/api/tracking/all/100/1', { cookies: admin })).json<Array<{ tracking_activity: string }>>().filter((t) => t.tracking_activity.startsWith('Upload'));

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    for (const side of SIDES) {
      const panel = side.endpoint === 'bowd' ? 'NEXUS' : 'LUXE';
      const own = await createWebsite(server, admin, side.own, `Own ${side.own}`, panel);
      await createWebsite(server, admin, side.other, `Other ${side.other}`, panel);
      const name = `wd-checker-${side.own.toLowerCase()}`;
      await createAccount(server, admin, { name, password: `${name}-pass`, role: 'CHECKER', website: own });
      checkers[side.own] = (await signIn(server, name, `${name}-pass`)).cookies;
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe.each(SIDES)('POST /api/$endpoint', (side) => {
    const { endpoint, column, own, other } = side;

    it("refuses a file naming another website, an unknown one, none, or several, for a CHECKER with and without groups and for ADMIN with groups, naming the line and the brand; stores nothing", async () => {
      const checker = checkers[own] as string;
      const tracked = await uploadActivities();
      const callers: Array<[string, Record<string, string>, string]> = [
        ['CHECKER without groups', {}, checker],
        ['CHECKER with groups', { groups: own }, checker],
        ['ADMIN with groups', { groups: own }, admin],
      ];
      for (const [who, fields, cookies] of callers) {
        const cases: Array<[string, ReadonlyArray<string | null>, string]> = [
          ['another website', [other, other], `Line 2, column "${column}": "${other}" is not website ${own}.`],
          ['an unknown website', ['ZZZ9'], `Line 2, column "${column}": "ZZZ9" is not website ${own}.`],
          ['no website', [null], `Line 2, column "${column}" is empty; every row must name website ${own}.`],
          ['a row of another website', [own, own.toLowerCase(), own, other, own], `Line 5, column "${column}": "${other}" is not website ${own}.`],
          ['an empty row', [own, own, null], `Line 4, column "${column}" is empty; every row must name website ${own}.`],
        ];
        for (const [what, brands, message] of cases) {
          expect([who, what, await refusal(endpoint, withdrawFile(side, brands), fields, cookies)]).toEqual([who, what, [400, message]]);
        }
        const noColumn = await refusal(endpoint, withoutBrandColumn(withdrawFile(side, [own])), fields, cookies);
        expect([who, 'no column', noColumn]).toEqual([who, 'no column', [400, `Line 2, column "${column}" is empty; every row must name website ${own}.`]]);
      }

      expect(await viewBo(own)).toEqual([]);
      expect(await viewBo(other)).toEqual([]);
      expect(await uploadActivities()).toEqual(tracked);
      if (backend.databaseUrl) {
        const uploads = await withPg(backend.databaseUrl, server.schema as string, (client) => client.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE endpoint = $1', [endpoint]));
        expect(uploads.rows[0]?.n).toBe(0);
      }
    });

    it('refuses for ADMIN without groups a file naming no website, an unknown one, or several; a file of one website goes to that website', async () => {
      const cases: Array<[string, ReadonlyArray<string | null>, string]> = [
        ['no website', [null, own], `Line 2, column "${column}" is empty; name the website there or send groups (the website code).`],
        ['an unknown website', ['ZZZ9', 'ZZZ9'], `Line 2, column "${column}": "ZZZ9" is not a website.`],
        ['several websites', [other, other, own], `Line 4, column "${column}": "${own}" is not website ${other}, which line 2 names.`],
        ['an empty row', [other, null], `Line 3, column "${column}" is empty; every row must name website ${other}, which line 2 names.`],
      ];
      for (const [what, brands, message] of cases) {
        expect([what, await refusal(endpoint, withdrawFile(side, brands), {}, admin)]).toEqual([what, [400, message]]);
      }
      expect(await viewBo(other)).toEqual([]);

      const stored = await post(endpoint, withdrawFile(side, [other, other.toLowerCase()]), {}, admin);
      expect([stored.status, stored.json<UploadAnswer>()]).toEqual([200, expect.objectContaining({ status: false, inserted: 2, website: other })]);
      expect(await viewBo(other)).toHaveLength(2);
      expect(await viewBo(own)).toEqual([]);
    });

    it('stores the matching file under the website it names, for a CHECKER with and without groups and for ADMIN', async () => {
      const checker = checkers[own] as string;
      const file = withdrawFile(side, [own, ` ${own.toLowerCase()} `, own]);
      const first = await post(endpoint, file, {}, checker);
      expect([first.status, first.json<UploadAnswer>()]).toEqual([200, expect.objectContaining({ status: false, inserted: 3, website: own })]);
      const again = await post(endpoint, file, { groups: own.toLowerCase() }, checker);
      expect(again.json<UploadAnswer>()).toMatchObject({ status: true, inserted: 0, existing: 3, website: own });
      const byAdmin = await post(endpoint, file, { groups: own }, admin);
      expect(byAdmin.json<UploadAnswer>()).toMatchObject({ status: true, existing: 3, website: own });
      expect(await viewBo(own)).toHaveLength(3);
    });
  });

  it('keeps a CHECKER to their own website: a file of another website gets 400 with its line, groups naming another website 403', async () => {
    const [nexus] = SIDES as [Side];
    const checker = checkers[nexus.own] as string;
    const file = withdrawFile(nexus, [nexus.other]);
    expect(await refusal('bowd', file, { groups: nexus.other }, checker)).toEqual([403, `Forbidden: website ${nexus.other} is not yours.`]);
    expect(await refusal('bowd', file, {}, checker)).toEqual([400, `Line 2, column "Brand": "${nexus.other}" is not website ${nexus.own}.`]);
    // A Luxe CHECKER's own website is on the other panel: the Nexus endpoint does not take it.
    const luxeChecker = checkers[(SIDES[1] as Side).own] as string;
    expect(await refusal('bowd', withdrawFile(nexus, [(SIDES[1] as Side).own]), {}, luxeChecker)).toEqual([400, '/api/bowd takes files of NEXUS websites; this website is on the LUXE panel.']);
  });
});
