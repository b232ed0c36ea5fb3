// html-validate configuration for the built pages in dist/ (checked by test/site/html-valid.test.ts).
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta ... /> and cannot be told otherwise.
    'void-style': 'off',
    // React writes some attributes in camelCase (charSet, fetchPriority); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes as defer="" and checked=""; require that one spelling consistently.
    'attribute-boolean-style': ['error', { style: 'empty' }],
  },
};
