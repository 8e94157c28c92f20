import { PageCard } from '@checker/ui';

/** Delete (/delete). */
export default function DeletePage() {
  return <PageCard title='Delete' cardTitle='Delete BO / Mutasi (≤ 24 jam)' />;
}
