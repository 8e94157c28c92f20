import { Tag } from 'antd';
import { useText, type Text } from '@checker/ui';

/** The Status badge: green 'Active' or red 'Inactive'. */
export function StatusTag({ active }: { active: boolean }) {
  const text = useText();
  return <Tag color={active ? 'green' : 'red'}>{statusText(text, active)}</Tag>;
}

/** 'Active' or 'Inactive' (spec 01 §2), also named in the status notices. */
export function statusText(text: Text, active: boolean): string {
  return text(active ? 'admin.status.active' : 'admin.status.inactive');
}
