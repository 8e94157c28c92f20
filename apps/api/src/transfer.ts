/**
 * The transfer list that moves `data` to another thread without a copy, when `data` is the whole of
 * its buffer; empty otherwise (a small Buffer shares Node's pool, which must not be detached).
 */
export function transferListOf(data: Uint8Array): ArrayBuffer[] {
  const { buffer } = data;
  return buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === buffer.byteLength ? [buffer] : [];
}
