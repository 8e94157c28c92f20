import { Button, Result } from 'antd';
import { useText } from '../i18n/LanguageProvider';

/** What a route shows when its remote could not be loaded (DESIGN §3). */
export function RemoteUnavailable({ section, onRetry, retrying = false }: { section?: string; onRetry: () => void; retrying?: boolean }) {
  const text = useText();
  const failed = section ? text('common.remote.sectionFailed', { section }) : text('common.remote.pageFailed');
  const retry = (
    <Button type="primary" onClick={onRetry} loading={retrying}>
      {text('common.retry')}
    </Button>
  );
  return <Result status="warning" title={text('common.remote.unavailable')} subTitle={`${failed} ${text('common.remote.restWorks')}`} extra={retry} />;
}
