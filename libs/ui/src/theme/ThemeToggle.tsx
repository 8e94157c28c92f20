import { FloatButton } from 'antd';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { useThemeMode } from './ThemeProvider';

/** The floating light/dark switch (spec 01 §2). */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return <FloatButton icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />} tooltip={label} aria-label={label} onClick={toggle} />;
}
