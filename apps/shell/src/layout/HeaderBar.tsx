import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { greetingAt } from '@checker/domain';
import { findPage, isAllowed } from '@checker/auth';
import { useClaims } from '@checker/auth/react';
import { useSignOut } from '@checker/api';
import { formatJakartaLong, LanguageSwitch, ThemeToggle, useText } from '@checker/ui';
import { OwnPasswordDialog } from './OwnPasswordDialog';
import { PageSearch } from './PageSearch';
import { useNow } from './useNow';

const USER_PAGE = findPage('/user');

/** Header: page search, greeting and account name, the live Jakarta clock, Edit profile, own password, Sign out, the language and theme switches. */
export function HeaderBar() {
  const claims = useClaims();
  const text = useText();
  const now = useNow(1000);
  const navigate = useNavigate();
  const [signOut, { isLoading: signingOut }] = useSignOut();
  const canEditProfile = USER_PAGE !== undefined && isAllowed(claims, USER_PAGE.roles);
  const [changingPassword, setChangingPassword] = useState(false);

  async function onSignOut() {
    await signOut();
    navigate('/signin', { replace: true });
  }

  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ width: '100%' }}>
      <PageSearch role={claims?.account_role} />
      <Flex align="center" gap={16} wrap>
        <Flex vertical style={{ lineHeight: 1.3 }}>
          <Typography.Text>
            <span data-testid="greeting">{greetingAt(now)}</span>, <strong data-testid="account-name">{claims?.account_name ?? '-'}</strong>
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={now.toISOString()} data-testid="jakarta-clock">
              {formatJakartaLong(now)}
            </time>
          </Typography.Text>
        </Flex>
        {canEditProfile ? <Link to="/user">{text('shell.header.editProfile')}</Link> : null}
        {claims ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => setChangingPassword(true)}>
            {text('shell.header.changePassword')}
          </Button>
        ) : null}
        <Button onClick={onSignOut} loading={signingOut}>
          {text('shell.header.signOut')}
        </Button>
        <LanguageSwitch />
        <ThemeToggle placement="header" />
      </Flex>
      <OwnPasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Flex>
  );
}
