import { saveBlob, saveDownloadedFile } from './save-file';

describe('saveBlob and saveDownloadedFile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a hidden link to the file under its name, remove it, and revoke the URL a moment later', () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:test/${created.length}`;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const clicked: Array<[string, string, boolean]> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push([this.href, this.download, document.body.contains(this)]);
    });
    const bytes = new Blob([new Uint8Array([1, 2, 3])], { type: 'application/octet-stream' });
    saveBlob({ fileName: 'report.xlsx', blob: bytes });
    saveDownloadedFile({ fileName: 'template.csv', text: 'a,b\r\n' });
    expect(clicked).toEqual([
      ['blob:test/1', 'report.xlsx', true],
      ['blob:test/2', 'template.csv', true],
    ]);
    expect(created[0]).toBe(bytes);
    expect(created[1]?.type).toBe('text/csv;charset=utf-8');
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });
});
