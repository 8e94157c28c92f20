import { Flex, Spin, Typography } from 'antd';
import { Navigate, Outlet } from 'react-router-dom';
import { useWhitelistCheckQuery } from '@checker/api';
import { useText } from '@checker/ui';

/** App-start IP gate (spec 01 §2): the server decides from the connection address. */
export function IpGate() {
  const { data, isSuccess, isError } = useWhitelistCheckQuery();
  const text = useText();
  if (isError || (isSuccess && data.message !== 'Success')) return <Navigate to="/notfound" replace />;
  if (!isSuccess) {
    return (
      <Flex vertical justify="center" align="center" gap={16} style={{ minHeight: '100vh' }}>
        <Spin size="large" />
        <Typography.Text>{text('shell.ipGate.checking')}</Typography.Text>
      </Flex>
    );
  }
  return <Outlet />;
}
