import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, Typography } from 'antd';
import { saveDownloadedFile, useDownloadTemplateMutation } from '@checker/api';
import { TEMPLATE_DOWNLOADS } from '@checker/domain';
import { NoticeBanner, useNotice, useText } from '@checker/ui';
import { PageCard } from '@checker/ui/pages';

/** Download Template (/download-template): one button per CSV template the upload parsers read back. */
export default function TemplatesPage() {
  const [download] = useDownloadTemplateMutation();
  const [pending, setPending] = useState<string | null>(null);
  const { notice, show } = useNotice();
  const text = useText();

  const fetchTemplate = async (button: string, path: string) => {
    setPending(button);
    try {
      saveDownloadedFile(await download(path).unwrap());
    } catch {
      show('error', text('statements.templates.failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <PageCard title={text('statements.templates.title')} cardTitle={text('statements.templates.cardTitle')}>
      <NoticeBanner notice={notice} />
      <Typography.Paragraph type="secondary">{text('statements.templates.intro')}</Typography.Paragraph>
      <Flex wrap gap={12}>
        {TEMPLATE_DOWNLOADS.map(({ button, path }) => (
          <Button key={button} icon={<DownloadOutlined />} loading={pending === button} disabled={pending !== null && pending !== button} onClick={() => void fetchTemplate(button, path)}>
            {button}
          </Button>
        ))}
      </Flex>
    </PageCard>
  );
}
