import { formatMessage, type Language, type MessageKey, type MessageValues } from './catalogue';
import { matchReasonSaid, matchReasonText } from './reasons';

const inLanguage = (language: Language) => (text: string) => matchReasonText((key: MessageKey, values?: MessageValues) => formatMessage(language, key, values), text);
const indonesian = inLanguage('id-ID');
const english = inLanguage('en');

describe('match reasons read back from the stored text', () => {
  it.each([
    ['no statement uploaded for this day yet', 'belum ada mutasi yang diupload untuk hari ini'],
    ['amount found but name differs', 'nominal ada, tetapi namanya berbeda'],
    ['ambiguous: 1 candidate', 'ambigu: 1 kandidat'],
    ['ambiguous: 3 candidates', 'ambigu: 3 kandidat'],
    ['ambiguous: 1 candidate shared by 2 rows', 'ambigu: 1 kandidat diperebutkan 2 baris'],
    ['2 requests, 1 transfer', '2 permintaan, 1 transfer'],
    ['1 request, 3 transfers', '1 permintaan, 3 transfer'],
    ['BO status Rejected: never approved automatically', 'Status BO Rejected: tidak pernah disetujui otomatis'],
    ['reference DP8812 found on mutasi #7 with another amount', 'referensi DP8812 ada di mutasi #7 dengan nominal lain'],
    ['may be the late transfer of DQ700123 (an earlier day)', 'mungkin transfer terlambat dari DQ700123 (hari sebelumnya)'],
    ['ambiguous: 2 candidates: mutasi #41 was removed by Delete (≤ 24 jam)', 'ambigu: 2 kandidat: mutasi #41 dihapus lewat Delete (≤ 24 jam)'],
    ['cut name FITRI HIDAYA · BCA 04-Feb-2025 #12, a day later', 'nama terpotong FITRI HIDAYA · BCA 04-Feb-2025 #12, sehari kemudian'],
    ['name SITI RAHAYU · BCA 03-Feb-2025 #9', 'nama SITI RAHAYU · BCA 03-Feb-2025 #9'],
    ['unique amount · BO DQ700001 of 03-Feb-2025', 'nominal unik · BO DQ700001 tanggal 03-Feb-2025'],
    ['mutasi: "bpk febri ha" · BO: "FEBRI HALIM"; claimed by DQ701605; 3 days later', 'mutasi: "bpk febri ha" · BO: "FEBRI HALIM"; sudah diklaim DQ701605; 3 hari kemudian'],
    ['claimed by another BO row; 2 candidates; shared by 3 BO rows', 'sudah diklaim baris BO lain; 2 kandidat; diperebutkan 3 baris BO'],
    // The dashboard groups reasons with every number as N.
    ['N requests, N transfer', 'N permintaan, N transfer'],
  ])('%s', (stored, shown) => {
    expect(indonesian(stored)).toBe(shown);
    expect(english(stored)).toBe(stored);
  });

  it('leaves a text that is not a checker reason as it was, and reads a nested part only as its own kind', () => {
    expect(indonesian('saldo cocok, disetujui manual')).toBe('saldo cocok, disetujui manual');
    expect(matchReasonSaid('mutasi: "X" · BO: "Y"')?.key).toBe('match.namesSideBySide');
    // Not a proof: "hello" is no evidence of the checker's.
    expect(matchReasonSaid('hello · BCA 03-Feb-2025 #9')).toBeNull();
  });
});

describe('approvals and deletions read back', () => {
  it.each([
    ['approved without a statement row: no statement row of that amount', 'disetujui tanpa baris mutasi: tidak ada baris mutasi dengan nominal ini'],
    ['approved without a statement row: mutasi #5 was removed by Delete (≤ 24 jam)', 'disetujui tanpa baris mutasi: mutasi #5 dihapus lewat Delete (≤ 24 jam)'],
    ['only candidate · BCA 03-Feb-2025 #12, 2 days later', 'satu-satunya kandidat · BCA 03-Feb-2025 #12, 2 hari kemudian'],
  ])('%s', (stored, shown) => {
    expect(indonesian(stored)).toBe(shown);
    expect(english(stored)).toBe(stored);
  });
});
