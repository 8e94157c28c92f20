import { Result } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useText } from '@checker/ui';

/** The status or message of whatever the router caught. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error element (spec 01 §8): 'Unexpected Application Error!' with the status or message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const text = useText();
  return <Result status="error" title={text('shell.routeError.title')} subTitle={describeRouteError(error)} extra={<Link to="/">{text('shell.backHome')}</Link>} />;
}
