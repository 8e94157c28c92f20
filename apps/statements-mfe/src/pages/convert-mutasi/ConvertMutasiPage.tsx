import { useState } from 'react';
import { Button, Col, Flex, Form, Row } from 'antd';
import { CONVERT_MUTASI_BANKS, saveDownloadedFile, useConvertMutasi, type ConvertMutasiBank } from '@checker/api';
import { NoticeBanner, useNotice, useText } from '@checker/ui';
import { Select, PageCard } from '@checker/ui/pages';
import { FileDropZone } from '../../components/FileDropZone';

/** Spec 02 §5: the name must end .xls or .xlsx. */
export function isSpreadsheetFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return name.endsWith('.xls') || name.endsWith('.xlsx');
}

/** Convert Mutasi (/convert-mutasi): a bank's .xls/.xlsx export becomes its CSV upload template, downloaded. */
export default function ConvertMutasiPage() {
  const [bank, setBank] = useState<ConvertMutasiBank | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const { notice, show } = useNotice();
  const text = useText();
  const [convert, { isLoading }] = useConvertMutasi();

  const run = async () => {
    if (!bank || !file) {
      show('error', text('statements.convert.missing'));
      return;
    }
    const outcome = await convert(bank, file);
    if (outcome.ok) {
      saveDownloadedFile(outcome.file);
      show('success', text('statements.convert.done'));
    } else {
      show('error', outcome.message ? text('statements.convert.failedWith', { message: outcome.message }) : text('statements.convert.failed'));
    }
  };

  return (
    <PageCard title={text('statements.convert.title')} cardTitle={text('statements.convert.cardTitle')}>
      <NoticeBanner notice={notice} />
      <Form layout="vertical" component="div" disabled={isLoading}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={text('statements.convert.bank')} htmlFor="convert-bank">
              <Select
                id="convert-bank"
                allowClear
                placeholder={text('statements.convert.bankPlaceholder')}
                value={bank}
                options={CONVERT_MUTASI_BANKS.map(({ value, label }) => ({ value, label }))}
                onChange={(value?: ConvertMutasiBank) => setBank(value ?? null)}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Flex vertical gap={16}>
        <FileDropZone
          accept=".xls,.xlsx"
          accepts={isSpreadsheetFile}
          file={file}
          onChange={setFile}
          onRefuse={() => {
            setFile(null);
            show('error', text('statements.convert.notSpreadsheet'));
          }}
          hint={text('statements.convert.hint')}
          disabled={isLoading}
        />
        <div>
          <Button type="primary" loading={isLoading} onClick={() => void run()}>
            {text('statements.convert.submit')}
          </Button>
        </div>
      </Flex>
    </PageCard>
  );
}
