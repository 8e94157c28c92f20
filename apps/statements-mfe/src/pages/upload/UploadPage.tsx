import { PageCard } from '@checker/ui';

/** Upload (/upload). */
export default function UploadPage() {
  return <PageCard title='Upload' />;
}
