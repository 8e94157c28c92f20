import { PageCard } from '@checker/ui';

/** Download Template (/download-template). */
export default function TemplatesPage() {
  return <PageCard title='Download Template' />;
}
