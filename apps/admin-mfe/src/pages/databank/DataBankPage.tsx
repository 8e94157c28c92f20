import { PageCard } from '@checker/ui';

/** Data Bank (/databank). */
export default function DataBankPage() {
  return <PageCard title='Data Bank' cardTitle='Table Data Bank' />;
}
