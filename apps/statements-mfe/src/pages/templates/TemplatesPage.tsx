import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, Typography } from 'antd';
import { saveDownloadedFile, useDownloadTemplateMutation } from '@checker/api';
import { TEMPLATE_DOWNLOADS } from '@checker/domain';
import { NoticeBanner, useNotice } from '@checker/ui';
import { PageCard } from '@checker/ui/pages';

/** Download Template (/download-template): one button per CSV template the upload parsers read back. */
export default function TemplatesPage() {
  const [download] = useDownloadTemplateMutation();
  const [pending, setPending] = useState<string | null>(null);
  const { notice, show } = useNotice();

  const fetchTemplate = async (button: string, path: string) => {
    setPending(button);
    try {
      saveDownloadedFile(await download(path).unwrap());
    } catch {
      show('error', '❌ Gagal mengunduh file.');
    } finally {
      setPending(null);
    }
  };

  return (
    <PageCard title="Download Template" cardTitle="Template CSV">
      <NoticeBanner notice={notice} />
      <Typography.Paragraph type="secondary">Unduh template CSV sesuai bank, isi datanya, lalu unggah di halaman Upload.</Typography.Paragraph>
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
