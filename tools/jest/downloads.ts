// Saved downloads in jsdom, which has no object URLs and no downloads: the pages hand a Blob to an
// object-URL link and click it (libs/api saveBlob); the tests catch that click.

/** A file the page handed to the browser to save. */
export interface SavedFile {
  fileName: string;
  blob: Blob;
  /** Its content as text (jsdom's FileReader: call it with real timers). */
  read: () => Promise<string>;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Catches the object-URL link clicks that save a download, in the order they happen. */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      next += 1;
      const url = `blob:http://localhost/${next}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) throw new Error(`Clicked a link that is not a saved file: ${this.href}`);
    saved.push({ fileName: this.download, blob, read: () => readBlob(blob) });
  });
  return saved;
}
