/** html-validate with the project's rules (.htmlvalidate.mjs), for any built site. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ConfigData, formatterFactory, HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlFiles, projectDir } from './site.ts';

// A built site lives in a temporary folder, where html-validate would not find the project's
// config by searching upwards, so it is loaded explicitly.
const config = (await import(pathToFileURL(path.join(projectDir, '.htmlvalidate.mjs')).href)).default as ConfigData;

/**
 * The config resolved once: html-validate resolves it again for every file it validates (its table of
 * every element among it), a quarter of the time a page takes, though every file here has the same.
 */
class ResolvedOnce extends StaticConfigLoader {
  #resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined;
  override getConfigFor(handle: string, override?: ConfigData): ReturnType<StaticConfigLoader['getConfigFor']> {
    if (override) return super.getConfigFor(handle, override);
    this.#resolved ??= super.getConfigFor(handle);
    return this.#resolved;
  }
}

export const validator = new HtmlValidate(new ResolvedOnce(config));

/** Every HTML file of a built site validated: whether all are valid, and the errors as html-validate's text report ("" when none). */
export async function validationReport(siteDir: string): Promise<{ valid: boolean; errors: string }> {
  const report = await validator.validateMultipleFiles(htmlFiles(siteDir).map((file) => path.join(siteDir, file)));
  return { valid: report.valid, errors: report.errorCount === 0 ? '' : formatterFactory('text')(report.results) };
}
