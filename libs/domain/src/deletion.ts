// Delete BO / Mutasi (spec 03 §5): the rows counted per table, as the server answers them and the page shows them.
import type { DeletedTableCounts } from './schemas/deletion';

export type { DeletedTableCounts } from './schemas/deletion';

const TABLE_LABELS: Record<keyof DeletedTableCounts, string> = {
  bo_deposit: 'BO deposit',
  bo_withdraw: 'BO withdraw',
  mutasi_deposit: 'mutasi deposit',
  mutasi_withdraw: 'mutasi withdraw',
};

/** All rows of the four tables together. */
export function totalDeleted(counts: DeletedTableCounts): number {
  return counts.bo_deposit + counts.bo_withdraw + counts.mutasi_deposit + counts.mutasi_withdraw;
}

/** `BO deposit 4, BO withdraw 2, mutasi deposit 5, mutasi withdraw 2`. */
export function deletedBreakdown(counts: DeletedTableCounts): string {
  return (Object.keys(TABLE_LABELS) as Array<keyof DeletedTableCounts>).map((table) => `${TABLE_LABELS[table]} ${counts[table]}`).join(', ');
}
