import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Button, Flex, Typography } from 'antd';
import { formatIdNumber, useText } from '@checker/ui';
import { Upload } from '@checker/ui/pages';

export interface FileDropZoneProps {
  /** The picker's file filter, e.g. `.csv,text/csv`; dropped files are checked by `accepts` instead. */
  accept: string;
  /** Whether a dropped or picked file is of the wanted kind. */
  accepts: (file: File) => boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Called with the refused file; it is not kept. */
  onRefuse: (file: File) => void;
  hint: string;
  disabled?: boolean;
}

/** `12,5 KB`: the size as the file row shows it. */
export function fileSizeKb(bytes: number): string {
  return `${formatIdNumber(Math.round((bytes / 1024) * 100) / 100)} KB`;
}

/** One-file drop zone: drag and drop or click to pick, then the file's name, size in KB and Remove. */
export function FileDropZone({ accept, accepts, file, onChange, onRefuse, hint, disabled }: FileDropZoneProps) {
  const text = useText();
  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        // 'native' keeps rc-upload from silently dropping other files: `accepts` refuses them with a message.
        accept={{ format: accept, filter: 'native' }}
        multiple={false}
        maxCount={1}
        showUploadList={false}
        fileList={[]}
        disabled={disabled}
        beforeUpload={(picked) => {
          if (accepts(picked)) onChange(picked);
          else onRefuse(picked);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{text('statements.dropZone.prompt')}</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {file ? (
        <Flex data-testid="chosen-file" align="center" gap={8} wrap>
          <PaperClipOutlined />
          <Typography.Text strong>{file.name}</Typography.Text>
          <Typography.Text type="secondary">{fileSizeKb(file.size)}</Typography.Text>
          <Button size="small" danger disabled={disabled} onClick={() => onChange(null)}>
            {text('statements.dropZone.remove')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
