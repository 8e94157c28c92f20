import { Button, Card, Flex, Form, Input, Layout, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSignIn, type LoginRequest } from '@checker/api';
import { ThemeToggle } from '@checker/ui';
import { loginFailureText } from './login-error';

export const TAGLINE = 'Auto Checker to help you';

export function SignInPage() {
  const [signIn, { isLoading }] = useSignIn();
  const navigate = useNavigate();

  async function submit(values: LoginRequest) {
    try {
      await signIn({ account_name: values.account_name, account_password: values.account_password });
      window.alert('Login successful!');
      navigate('/');
    } catch (error) {
      window.alert(loginFailureText(error));
    }
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 380 }}>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              Checker
            </Typography.Title>
            <Typography.Text type="secondary">{TAGLINE}</Typography.Text>
          </Flex>
          <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark disabled={isLoading}>
            <Form.Item label="Username" name="account_name" rules={[{ required: true, message: 'Username is required' }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label="Password" name="account_password" rules={[{ required: true, message: 'Password is required' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block disabled={isLoading}>
              {isLoading ? 'Signing in...' : 'Sign in'}
            </Button>
          </Form>
        </Card>
      </Flex>
      <ThemeToggle />
    </Layout>
  );
}
