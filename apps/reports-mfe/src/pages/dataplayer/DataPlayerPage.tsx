import { PageCard } from '@checker/ui';

/** Data Player (/dataplayer). */
export default function DataPlayerPage() {
  return <PageCard title='Data Player' />;
}
