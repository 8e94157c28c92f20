import { Tag } from 'antd';

/** The Status badge: green 'Active' or red 'Inactive'. */
export function StatusTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'green' : 'red'}>{active ? 'Active' : 'Inactive'}</Tag>;
}
