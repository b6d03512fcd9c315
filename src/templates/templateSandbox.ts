import type { CodeVariant } from '../preferences/codeVariant';
import type { SandboxDemo } from '../demos/sandbox';
import type { TemplateSourcePayload } from './sourceTypes';

/** A template as a sandbox project: its entry at `src/<slug>/`, every other file where it imports it from. */
export function templateSandbox(
  source: TemplateSourcePayload,
  variant: CodeVariant,
  title: string,
  description: string,
): SandboxDemo {
  const [entry, ...rest] = source[variant];
  if (!entry) throw new Error(`The template "${source.slug}" has no ${variant} files.`);
  return {
    name: source.component,
    title: `${title} template`,
    description,
    variant,
    dir: source.slug,
    code: entry.code,
    files: Object.fromEntries(rest.map((file) => [file.path, file.code])),
  };
}
