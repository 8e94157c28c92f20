import { PageCard } from '@checker/ui';

/** User (/user). */
export default function UsersPage() {
  return <PageCard title='User' cardTitle='List User' />;
}
