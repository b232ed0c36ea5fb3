import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatterFactory, HtmlValidate, type ConfigData } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import { htmlFiles, projectDir } from './helpers/site.ts';

const siteDir = inject('siteDir');
// The built site lives in a temporary folder, where html-validate would not find the project's
// config by searching upwards, so it is loaded explicitly.
const config = (await import(pathToFileURL(path.join(projectDir, '.htmlvalidate.mjs')).href)).default as ConfigData;
const validator = new HtmlValidate(config);

describe('valid HTML', () => {
  it('applies the recommended rules (the config is really in force)', async () => {
    const report = await validator.validateString(
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><a href="tel:+1">Call 555 0142</a><img src="x.png"></body></html>',
    );
    const rules = report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(rules).toEqual(expect.arrayContaining(['tel-non-breaking', 'wcag/h37']));
  });

  it('passes html-validate on every page of the built site', async () => {
    const report = await validator.validateMultipleFiles(htmlFiles(siteDir).map((file) => path.join(siteDir, file)));
    expect(report.errorCount, formatterFactory('text')(report.results)).toBe(0);
    expect(report.valid).toBe(true);
  });
});
