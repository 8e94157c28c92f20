import { PageCard } from '@checker/ui';

/** View BO (/view-bo). */
export default function ViewBoPage() {
  return <PageCard title='View BO' />;
}
