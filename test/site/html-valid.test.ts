import { describe, expect, inject, it } from 'vitest';
import { validator, validationReport } from '../helpers/html-validate.ts';

const siteDir = inject('siteDir');

describe('valid HTML', () => {
  it('applies the recommended rules (the config is really in force)', async () => {
    const report = await validator.validateString(
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><a href="tel:+1">Call 555 0142</a><img src="x.png"></body></html>',
    );
    const rules = report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(rules).toEqual(expect.arrayContaining(['tel-non-breaking', 'wcag/h37']));
  });

  it('passes html-validate on every page of the built site', async () => {
    const { valid, errors } = await validationReport(siteDir);
    expect(errors).toBe('');
    expect(valid).toBe(true);
  });
});
