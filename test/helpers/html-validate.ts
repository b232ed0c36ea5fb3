/** html-validate with the project's rules (.htmlvalidate.mjs), for any built site. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatterFactory, HtmlValidate, type ConfigData } from 'html-validate';
import { htmlFiles, projectDir } from './site.ts';

// A built site lives in a temporary folder, where html-validate would not find the project's
// config by searching upwards, so it is loaded explicitly.
const config = (await import(pathToFileURL(path.join(projectDir, '.htmlvalidate.mjs')).href)).default as ConfigData;
export const validator = new HtmlValidate(config);

/** Every HTML file of a built site validated: whether all are valid, and the errors as html-validate's text report ("" when none). */
export async function validationReport(siteDir: string): Promise<{ valid: boolean; errors: string }> {
  const report = await validator.validateMultipleFiles(htmlFiles(siteDir).map((file) => path.join(siteDir, file)));
  return { valid: report.valid, errors: report.errorCount === 0 ? '' : formatterFactory('text')(report.results) };
}
