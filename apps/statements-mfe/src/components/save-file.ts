import type { DownloadedFile } from '@checker/api';

/** Hands a downloaded CSV to the browser as a file save, under the name the server gave it. */
export function saveDownloadedFile({ fileName, text }: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click ran; a later revoke lets slow engines finish reading it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
