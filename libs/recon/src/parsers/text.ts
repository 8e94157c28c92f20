import { said, type Said } from '@checker/domain';
import { ReconError } from '../errors';

/** C0 control characters other than tab, line feed and carriage return never occur in a CSV export. */
// eslint-disable-next-line no-control-regex -- matching control characters is the purpose of this pattern
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAKS = /\r\n?/g;

function encodingOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

function controlName(char: string): Said | string {
  const code = char.charCodeAt(0);
  return code === 0 ? said('recon.file.nul') : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Decodes an uploaded CSV: UTF-8 with or without BOM, UTF-16 LE/BE with BOM (Excel's "Unicode
 * text"). Line breaks become `\n`. Refuses an empty file, bytes that are not valid text in that
 * encoding, and control characters, which mean a binary file (an .xlsx renamed .csv, UTF-16
 * without BOM).
 */
export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new ReconError('FILE_EMPTY', said('recon.file.empty'));
  const encoding = encodingOf(bytes);
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ReconError(
      'FILE_NOT_TEXT',
      encoding === 'utf-8' ? said('recon.file.notUtf8') : said('recon.file.badBom', { encoding: encoding.toUpperCase() }),
    );
  }
  text = text.replace(LINE_BREAKS, '\n');
  const control = CONTROL_CHARACTER.exec(text);
  if (control) {
    throw new ReconError(
      'FILE_BINARY',
      said('recon.file.binary', { line: lineAt(text, control.index), character: controlName(control[0]) }),
      { line: lineAt(text, control.index) },
    );
  }
  if (text.trim() === '') throw new ReconError('FILE_EMPTY', said('recon.file.empty'));
  return text;
}
