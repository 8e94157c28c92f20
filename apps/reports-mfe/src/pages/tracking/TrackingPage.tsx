import { PageCard } from '@checker/ui';

/** Tracking (/tracking). */
export default function TrackingPage() {
  return <PageCard title='Tracking' cardTitle='Table Tracking' />;
}
