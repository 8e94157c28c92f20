import { Button, Result } from 'antd';

export const REMOTE_UNAVAILABLE_TITLE = 'This section is unavailable';

/** What a route shows when its remote could not be loaded (DESIGN §3). */
export function RemoteUnavailable({ section, onRetry, retrying = false }: { section?: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Result
      status="warning"
      title={REMOTE_UNAVAILABLE_TITLE}
      subTitle={`${section ? `${section} could not be loaded.` : 'This page could not be loaded.'} The rest of Checker keeps working; try again in a moment.`}
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
