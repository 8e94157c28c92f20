import { useEffect, useRef, useState } from 'react';
import { type RefSelectProps } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import { sidebarFor, type Role } from '@checker/auth';
import { useText } from '@checker/ui';
import { AutoComplete } from '@checker/ui/pages';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Header search over the sidebar's pages; Ctrl+K / Cmd+K focuses it, choosing a page opens it. */
export function PageSearch({ role }: { role: Role | null | undefined }) {
  const navigate = useNavigate();
  const text = useText();
  const inputRef = useRef<RefSelectProps>(null);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const query = typed.trim().toLowerCase();
  const options = sidebarFor(role)
    .filter((page) => query === '' || page.label.toLowerCase().includes(query))
    .map((page) => ({ value: page.path, label: page.label }));

  function open(path: string) {
    setTyped('');
    inputRef.current?.blur();
    navigate(path);
  }

  return (
    <AutoComplete
      ref={inputRef}
      value={typed}
      options={options}
      defaultActiveFirstOption
      onSearch={setTyped}
      onSelect={(path: string) => open(path)}
      prefix={<SearchOutlined />}
      placeholder={isMac ? text('shell.search.placeholderMac') : text('shell.search.placeholder')}
      allowClear
      style={{ width: 260, maxWidth: '40vw' }}
      aria-label={text('shell.search.label')}
    />
  );
}
