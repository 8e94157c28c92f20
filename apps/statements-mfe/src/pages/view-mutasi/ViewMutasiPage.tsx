import { PageCard } from '@checker/ui';

/** View Mutasi (/view-mutasi). */
export default function ViewMutasiPage() {
  return <PageCard title='View Mutasi' />;
}
