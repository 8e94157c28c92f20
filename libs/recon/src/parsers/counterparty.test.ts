import { counterpartyOf } from '../index';

describe('counterpartyOf', () => {
  it.each([
    ['TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU', 'CR', 'SITI RAHAYU', '0302/FTSCY/WS95031'],
    ['TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00SITI RAHAYU', 'CR', 'SITI RAHAYU', '0302/FTSCY/WS95031'],
    ['TRSF E-BANKING DB 0302/FTFVA/WS95051 287,490.00 AHMAD FAUZI', 'DB', 'AHMAD FAUZI', '0302/FTFVA/WS95051'],
    ['TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00', 'CR', null, '0302/FTSCY/WS95031'],
    ['SWITCHING CR TRANSFER DR 014 BUDI SANTOSO', 'CR', 'BUDI SANTOSO', null],
    ['BI-FAST CR TRANSFER DR 008 RINA AYU LESTARI', 'CR', 'RINA AYU LESTARI', null],
    ['SWITCHING DB TRANSFER KE 009 AHMAD FAUZI', 'DB', 'AHMAD FAUZI', null],
    ['NBMB SITI RAHAYU TO PT SUMBER JAYA', 'CR', 'SITI RAHAYU', null],
    ['NBMB PT SUMBER JAYA TO BUDI SANTOSO', 'DB', 'BUDI SANTOSO', null],
    ['Transfer dari BANK BCA MUHAMMAD RIZKY PRATAMA', 'CR', 'MUHAMMAD RIZKY PRATAMA', null],
    ['Transfer BI Fast Dari BCA SITI RAHAYU', 'CR', 'SITI RAHAYU', null],
    ['TRANSFER DARI | SITI RAHAYU | 0123456789', 'CR', 'SITI RAHAYU', null],
    ['TRANSFER DARI SITI RAHAYU 0123456789', 'CR', 'SITI RAHAYU', null],
    ['Transfer dari MEGA LESTARI', 'CR', 'MEGA LESTARI', null],
    ['Transfer ke BANK BNI BUDI SANTOSO', 'DB', 'BUDI SANTOSO', null],
    ['TRANSFER KE | BUDI SANTOSO | 0987654321', 'DB', 'BUDI SANTOSO', null],
    ['SETORAN TUNAI', 'CR', null, null],
    ['TRF/PAY/TOP-UP ECHANNEL | BUDI SANTOSO', 'DB', null, null],
    ['TRANSFER DARI 0123456789', 'CR', null, null],
  ] as const)('reads %j (%s) as %j, reference %j', (description, direction, name, reference) => {
    expect(counterpartyOf(description, direction)).toEqual({ name, reference });
  });

  it('looks for the sender of a credit and the receiver of a debit', () => {
    expect(counterpartyOf('TRANSFER DARI SITI KE BUDI', 'CR').name).toBe('SITI');
    expect(counterpartyOf('TRANSFER DARI SITI KE BUDI', 'DB').name).toBe('BUDI');
  });
});
