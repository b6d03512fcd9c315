/**
 * A demo can mark the lines worth showing before the full source is opened,
 * between `// preview-start` and `// preview-end` (or `{/* preview-start *\/}`
 * inside JSX). The markers never reach the reader.
 */
const MARKER = /^\s*(?:\/\/\s*preview-(start|end)\s*|\{\s*\/\*\s*preview-(start|end)\s*\*\/\s*\})$/;

export interface SourceWithPreview {
  /** The source without markers. */
  readonly code: string;
  /** The marked lines, dedented; undefined when the demo marks none. */
  readonly preview?: string;
}

function dedent(lines: readonly string[]): string {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)?.[0].length ?? 0);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(indent)).join('\n');
}

export function extractPreview(source: string): SourceWithPreview {
  const kept: string[] = [];
  const preview: string[] = [];
  let inPreview = false;
  let marked = false;
  for (const line of source.split('\n')) {
    const match = MARKER.exec(line);
    if (match) {
      inPreview = (match[1] ?? match[2]) === 'start';
      marked = true;
      continue;
    }
    kept.push(line);
    if (inPreview) preview.push(line);
  }
  const code = kept.join('\n');
  return marked && preview.length > 0 ? { code, preview: dedent(preview) } : { code };
}
