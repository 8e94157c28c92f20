import { PageCard } from '@checker/ui';

/** Website (/website). */
export default function WebsitePage() {
  return <PageCard title='Website' />;
}
