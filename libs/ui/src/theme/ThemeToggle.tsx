import { Button, FloatButton, Tooltip } from 'antd';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { useText } from '../i18n/LanguageProvider';
import { useThemeMode } from './ThemeProvider';

export interface ThemeToggleProps {
  /**
   * `floating` (spec 01 §2): a button fixed in the corner, for pages with little content (sign-in).
   * `header`: the same switch in the header, where no content goes, so it never covers a pager or
   * a row's buttons.
   */
  placement?: 'floating' | 'header';
}

/** The light/dark switch; the choice is kept in local storage (ThemeProvider). */
export function ThemeToggle({ placement = 'floating' }: ThemeToggleProps) {
  const { mode, toggle } = useThemeMode();
  const text = useText();
  const label = text(mode === 'dark' ? 'common.theme.toLight' : 'common.theme.toDark');
  const icon = mode === 'dark' ? <SunOutlined /> : <MoonOutlined />;
  if (placement === 'header') {
    return (
      <Tooltip title={label}>
        <Button shape="circle" icon={icon} aria-label={label} onClick={toggle} />
      </Tooltip>
    );
  }
  return <FloatButton icon={icon} tooltip={label} aria-label={label} onClick={toggle} />;
}
