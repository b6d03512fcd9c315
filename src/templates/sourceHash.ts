import { createHash } from 'node:crypto';
import type { TemplateFile } from './sources';

/** A hash of a template's files (paths and contents, shared theme included): what its preview images show. */
export function sourceHash(files: readonly TemplateFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.code}\0`);
  return hash.digest('hex').slice(0, 16);
}
