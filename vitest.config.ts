import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // DynamoDB Local and the in-process SQS start once per run; tests isolate by user.
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    reporters: ['default', './tests/support/summary-reporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
