import { Flex, Spin, Typography } from 'antd';
import { Navigate, Outlet } from 'react-router-dom';
import { useWhitelistCheckQuery } from '@checker/api';

export const CHECKING_TEXT = 'Checking IP whitelist...';

/** App-start IP gate (spec 01 §2): the server decides from the connection address. */
export function IpGate() {
  const { data, isSuccess, isError } = useWhitelistCheckQuery();
  if (isError || (isSuccess && data.message !== 'Success')) return <Navigate to="/notfound" replace />;
  if (!isSuccess) {
    return (
      <Flex vertical justify="center" align="center" gap={16} style={{ minHeight: '100vh' }}>
        <Spin size="large" />
        <Typography.Text>{CHECKING_TEXT}</Typography.Text>
      </Flex>
    );
  }
  return <Outlet />;
}
