import {
  UNKNOWN_BANK,
  UNKNOWN_BO,
  UNKNOWN_MANUAL_BANK,
  TEMPLATE_DOWNLOADS,
  UPLOAD_ENDPOINTS,
  akunBankTypeOf,
  allUploadRoutes,
  resolveUpload,
  uploadCategories,
  uploadEndpointRules,
  type UploadSelection,
} from './upload-matrix';

function endpointOf(selection: UploadSelection): string {
  const resolution = resolveUpload(selection);
  if (resolution.status !== 'ready') throw new Error(`${JSON.stringify(selection)} is ${resolution.status}`);
  return resolution.target.path;
}

const settlement = (provider: 'nexus' | 'luxe', transactionType: 'deposit' | 'withdraw', rest: UploadSelection) =>
  ({ provider, transactionType, uploadType: 'bank-settlement', ...rest }) as const;

describe('upload matrix', () => {
  it('sends each BO choice to its endpoint (DESIGN §5)', () => {
    expect(endpointOf({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bo' })).toBe('/api/checkdata');
    expect(endpointOf({ provider: 'nexus', transactionType: 'withdraw', uploadType: 'bo' })).toBe('/api/bowd');
    expect(endpointOf({ provider: 'luxe', transactionType: 'deposit', uploadType: 'bo', depositMode: 'deposit' })).toBe('/api/uploadboluxe');
    expect(endpointOf({ provider: 'luxe', transactionType: 'deposit', uploadType: 'bo', depositMode: 'deposit-qris' })).toBe('/api/uploadqris');
    expect(endpointOf({ provider: 'luxe', transactionType: 'withdraw', uploadType: 'bo' })).toBe('/api/uploadbowdluxe');
    expect(resolveUpload({ provider: 'luxe', transactionType: 'deposit', uploadType: 'bo' })).toEqual({ status: 'incomplete', next: 'depositMode' });
  });

  it('sends each bank, gateway and manual choice to its endpoint', () => {
    const bank = (b: string) => endpointOf(settlement('nexus', 'deposit', { category: 'bank', bank: b }));
    expect([bank('bca'), bank('mandiri'), bank('bni-mobile'), bank('bni-internet'), bank('cimb')]).toEqual([
      '/api/mutasiupdepobca',
      '/api/mutasiupdepomdr',
      '/api/mutasiupdepobnimobile',
      '/api/mutasiupdepobniinternetbanking',
      '/api/mutasiupdepocimb',
    ]);
    const category = (provider: 'nexus' | 'luxe', c: UploadSelection['category']) => endpointOf(settlement(provider, 'deposit', { category: c }));
    expect(category('nexus', 'ewallet')).toBe('/api/mutasiupdepoautotx');
    expect(category('nexus', 'qris')).toBe('/api/mutasiupdepoqris');
    expect(category('nexus', 'qris_solita')).toBe('/api/mutasiupdepoqrissolita');
    expect(category('nexus', 'qrisexport')).toBe('/api/mutasiupdepoqrisexport');
    expect(category('nexus', 'nexuspay')).toBe('/api/nexuspay');
    expect(category('luxe', 'qris_luxe')).toBe('/api/mutasiupdepoqrisluxe');
    for (const manualBank of ['bri', 'mandiri-excel', 'ovo', 'dana', 'linkaja', 'gopay', 'qris']) {
      expect(endpointOf(settlement('luxe', 'withdraw', { category: 'manualbank', manualBank }))).toBe('/api/mutasiupdepomanual');
    }
  });

  it('says what each upload needs: date for BCA and both BNI, accounts per bank, fixed QRIS, Auto Tx Type for e-wallet', () => {
    const ready = (selection: UploadSelection) => {
      const resolution = resolveUpload(selection);
      if (resolution.status !== 'ready') throw new Error('not ready');
      return resolution.target;
    };
    const bca = ready(settlement('nexus', 'deposit', { category: 'bank', bank: 'bca' }));
    expect(bca).toMatchObject({ parserId: 'bca', kind: 'statement', needsDate: true, needsWebsite: true, account: { kind: 'lookup', bank: 'BCA' }, label: 'BCA' });
    expect(ready(settlement('nexus', 'deposit', { category: 'bank', bank: 'bni-mobile' }))).toMatchObject({ needsDate: true, account: { bank: 'BNI' } });
    expect(ready(settlement('nexus', 'deposit', { category: 'bank', bank: 'bni-internet' }))).toMatchObject({ needsDate: true, account: { bank: 'BNI' } });
    expect(ready(settlement('nexus', 'deposit', { category: 'bank', bank: 'mandiri' }))).toMatchObject({ needsDate: false, account: { bank: 'MANDIRI' } });
    expect(ready(settlement('nexus', 'deposit', { category: 'manualbank', manualBank: 'mandiri-excel' }))).toMatchObject({
      parserId: 'manual',
      manualProvider: 'MANDIRI',
      account: { kind: 'lookup', bank: 'MANDIRI' },
      label: 'Manual Mandiri (excel)',
    });
    expect(ready(settlement('nexus', 'deposit', { category: 'manualbank', manualBank: 'qris' }))).toMatchObject({
      manualProvider: 'QRIS',
      account: { kind: 'fixed', name: 'QRIS', number: 'QRIS' },
    });
    expect(ready(settlement('nexus', 'deposit', { category: 'ewallet' }))).toMatchObject({ autoTxType: true, account: null });
    expect(ready(settlement('nexus', 'deposit', { category: 'qris' })).autoTxType).toBe(false);
    expect(ready({ provider: 'nexus', transactionType: 'withdraw', uploadType: 'bo' }).needsWebsite).toBe(false);
    expect(ready({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bo' }).needsWebsite).toBe(true);
    expect(akunBankTypeOf('bni-internet')).toBe('BNI');
    expect(akunBankTypeOf('mandiri-excel')).toBe('MANDIRI');
    expect(akunBankTypeOf('qris')).toBeNull();
  });

  it('offers the categories of spec 02 §2 per provider and type', () => {
    expect(uploadCategories('nexus', 'deposit')).toEqual(['bank', 'ewallet', 'qris', 'qris_solita', 'qrisexport', 'nexuspay', 'manualbank']);
    expect(uploadCategories('nexus', 'withdraw')).toEqual(['bank', 'nexuspay', 'manualbank']);
    expect(uploadCategories('luxe', 'deposit')).toEqual(['bank', 'ewallet', 'qris_luxe', 'manualbank']);
    expect(uploadCategories('luxe', 'withdraw')).toEqual(['bank', 'manualbank']);
  });

  it('names the next missing step and the three unknown-combination messages', () => {
    expect(resolveUpload({})).toEqual({ status: 'incomplete', next: 'provider' });
    expect(resolveUpload({ provider: 'nexus' })).toEqual({ status: 'incomplete', next: 'transactionType' });
    expect(resolveUpload({ provider: 'nexus', transactionType: 'deposit' })).toEqual({ status: 'incomplete', next: 'uploadType' });
    expect(resolveUpload(settlement('nexus', 'deposit', {}))).toEqual({ status: 'incomplete', next: 'category' });
    expect(resolveUpload(settlement('nexus', 'deposit', { category: 'bank' }))).toEqual({ status: 'incomplete', next: 'bank' });
    expect(resolveUpload(settlement('nexus', 'deposit', { category: 'manualbank' }))).toEqual({ status: 'incomplete', next: 'manualBank' });
    expect(resolveUpload(settlement('nexus', 'deposit', { category: 'bank', bank: 'bri' }))).toEqual({ status: 'unknown', message: UNKNOWN_BANK });
    expect(resolveUpload(settlement('nexus', 'deposit', { category: 'manualbank', manualBank: 'bca' }))).toEqual({ status: 'unknown', message: UNKNOWN_MANUAL_BANK });
    expect(resolveUpload(settlement('luxe', 'withdraw', { category: 'ewallet' }))).toEqual({ status: 'unknown', message: UNKNOWN_BO });
    expect(resolveUpload(settlement('nexus', 'withdraw', { category: 'qris_luxe' }))).toEqual({ status: 'unknown', message: UNKNOWN_BO });
    expect(resolveUpload({ provider: 'luxe', transactionType: 'deposit', uploadType: 'bo', depositMode: 'cash' as 'deposit' })).toEqual({ status: 'unknown', message: UNKNOWN_BO });
    expect(resolveUpload({ provider: 'lexus' as 'luxe', transactionType: 'deposit', uploadType: 'bo' })).toEqual({ status: 'unknown', message: UNKNOWN_BO });
  });

  it('reaches each of the 17 endpoints of spec 02 §7 and derives what each accepts', () => {
    const reached = new Set(allUploadRoutes().map((route) => route.target.endpoint));
    expect([...reached].sort()).toEqual([...UPLOAD_ENDPOINTS].sort());
    expect(UPLOAD_ENDPOINTS).toHaveLength(17);
    const rules = uploadEndpointRules();
    expect(rules.checkdata).toMatchObject({ kind: 'bo-deposit', parserId: 'nexus-bo-deposit', panels: ['NEXUS'], transactionTypes: { NEXUS: ['deposit'] } });
    expect(rules.uploadbowdluxe).toMatchObject({ kind: 'bo-withdraw', panels: ['LUXE'], transactionTypes: { LUXE: ['withdraw'] } });
    expect(rules.nexuspay).toMatchObject({ panels: ['NEXUS'], transactionTypes: { NEXUS: ['withdraw', 'deposit'] } });
    expect(rules.mutasiupdepobca).toMatchObject({ panels: ['NEXUS', 'LUXE'], transactionTypes: { NEXUS: ['withdraw', 'deposit'], LUXE: ['withdraw', 'deposit'] } });
    expect(rules.mutasiupdepoautotx.transactionTypes).toEqual({ NEXUS: ['deposit'], LUXE: ['deposit'] });
    expect(rules.mutasiupdepoqrisluxe.panels).toEqual(['LUXE']);
    expect(rules.mutasiupdepomanual.targets.map((t) => t.manualProvider)).toEqual(['BRI', 'MANDIRI', 'OVO', 'DANA', 'LINKAJA', 'GOPAY', 'QRIS']);
    for (const rule of Object.values(rules)) {
      if (rule.endpoint !== 'mutasiupdepomanual') expect(rule.targets).toHaveLength(1);
      for (const t of rule.targets) expect(t.parserId).toBe(rule.parserId);
    }
  });

  it('lists the ten template buttons over nine endpoints, each served by the parser of the endpoint that takes it back', () => {
    expect(TEMPLATE_DOWNLOADS).toHaveLength(10);
    expect(new Set(TEMPLATE_DOWNLOADS.map((t) => t.path)).size).toBe(9);
    const rules = uploadEndpointRules();
    for (const template of TEMPLATE_DOWNLOADS) expect([template.button, rules[template.uploadEndpoint].parserId]).toEqual([template.button, template.parserId]);
    expect(TEMPLATE_DOWNLOADS.filter((t) => t.path === '/api/templatemutasimanual').map((t) => t.button)).toEqual(['Mandiri manual excel', 'BRI manual excel']);
  });
});
