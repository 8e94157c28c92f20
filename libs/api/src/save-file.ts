/** Hands a file to the browser as a save, under the given name. */
export function saveBlob({ fileName, blob }: { fileName: string; blob: Blob }): void {
  const url = URL.createObjectURL(blob);
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

/** Hands a downloaded CSV to the browser as a file save, under the name the server gave it. */
export function saveDownloadedFile({ fileName, text }: { fileName: string; text: string }): void {
  saveBlob({ fileName, blob: new Blob([text], { type: 'text/csv;charset=utf-8' }) });
}

/**
 * A responseHandler for file answers: the bytes as a Blob, or on failure the JSON body (so
 * a page's useAnswerText finds the server's message) or the raw text.
 */
export async function fileOrFailure(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
