import { PageCard } from '@checker/ui';

/** Convert Mutasi (/convert-mutasi). */
export default function ConvertMutasiPage() {
  return <PageCard title='Convert Mutasi' />;
}
