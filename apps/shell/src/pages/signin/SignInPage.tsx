import { Button, Card, Flex, Form, Input, Layout, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSignIn, type LoginRequest } from '@checker/api';
import { ThemeToggle, useText } from '@checker/ui';
import { loginFailureText } from './login-error';

export function SignInPage() {
  const [signIn, { isLoading }] = useSignIn();
  const navigate = useNavigate();
  const text = useText();

  async function submit(values: LoginRequest) {
    try {
      await signIn({ account_name: values.account_name, account_password: values.account_password });
      window.alert(text('shell.signIn.success'));
      navigate('/');
    } catch (error) {
      window.alert(loginFailureText(error, text));
    }
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 380 }}>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {text('shell.appName')}
            </Typography.Title>
            <Typography.Text type="secondary">{text('shell.signIn.tagline')}</Typography.Text>
          </Flex>
          <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark disabled={isLoading}>
            <Form.Item label={text('shell.signIn.username')} name="account_name" rules={[{ required: true, message: text('shell.signIn.usernameRequired') }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label={text('shell.signIn.password')} name="account_password" rules={[{ required: true, message: text('shell.signIn.passwordRequired') }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block disabled={isLoading}>
              {text(isLoading ? 'shell.signIn.busy' : 'shell.signIn.submit')}
            </Button>
          </Form>
        </Card>
      </Flex>
      <ThemeToggle />
    </Layout>
  );
}
