import { PageCard } from '@checker/ui';

/** Whitelist (/whitelist). */
export default function WhitelistPage() {
  return <PageCard title='Whitelist' />;
}
