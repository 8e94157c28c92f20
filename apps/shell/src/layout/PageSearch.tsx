import { useEffect, useRef, useState } from 'react';
import { type RefSelectProps } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import { sidebarFor, type Role } from '@checker/auth';
import { AutoComplete } from '@checker/ui/pages';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const SEARCH_PLACEHOLDER = `Search pages (${isMac ? '⌘' : 'Ctrl'}+K)`;

/** Header search over the sidebar's pages; Ctrl+K / Cmd+K focuses it, choosing a page opens it. */
export function PageSearch({ role }: { role: Role | null | undefined }) {
  const navigate = useNavigate();
  const inputRef = useRef<RefSelectProps>(null);
  const [text, setText] = useState('');

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

  const query = text.trim().toLowerCase();
  const options = sidebarFor(role)
    .filter((page) => query === '' || page.label.toLowerCase().includes(query))
    .map((page) => ({ value: page.path, label: page.label }));

  function open(path: string) {
    setText('');
    inputRef.current?.blur();
    navigate(path);
  }

  return (
    <AutoComplete
      ref={inputRef}
      value={text}
      options={options}
      defaultActiveFirstOption
      onSearch={setText}
      onSelect={(path: string) => open(path)}
      prefix={<SearchOutlined />}
      placeholder={SEARCH_PLACEHOLDER}
      allowClear
      style={{ width: 260, maxWidth: '40vw' }}
      aria-label="Search pages"
    />
  );
}
