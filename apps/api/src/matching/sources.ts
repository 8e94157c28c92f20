import { allUploadRoutes } from '@checker/domain';
import { PARSERS, isParserId } from '@checker/recon';

/** A gateway statement's source as the checker's reasons name it: its parser's name without the layouts (`QRIS Solita`). */
export function gatewaySource(parserId: string): string {
  return isParserId(parserId) ? (PARSERS[parserId].label.split(' (')[0] as string) : parserId;
}

/**
 * Every statement source a posting window may be kept for, in name order: the bank of each akun bank a
 * statement upload is tied to (`BCA`, `LINKAJA`), the fixed manual QRIS account, and the gateways'
 * names, exactly as sourceLabels (matching/run.ts) names a statement row's source from its upload.
 */
export function postingSources(): string[] {
  const sources = new Set<string>();
  for (const { target } of allUploadRoutes()) {
    if (target.kind !== 'statement') continue;
    const { account } = target;
    if (!account) sources.add(gatewaySource(target.parserId));
    else sources.add(account.kind === 'lookup' ? account.bank : account.name);
  }
  return [...sources].sort((a, b) => a.localeCompare(b, 'en'));
}
