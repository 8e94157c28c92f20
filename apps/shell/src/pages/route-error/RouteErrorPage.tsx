import { Result } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The status or message of whatever the router caught. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error element (spec 01 §8): 'Unexpected Application Error!' with the status or message. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <Result status="error" title="Unexpected Application Error!" subTitle={describeRouteError(error)} extra={<Link to="/">Back to Home Page</Link>} />;
}
