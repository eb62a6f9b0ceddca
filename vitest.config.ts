import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // DynamoDB Local and the in-process SQS start once per run; tests isolate by user.
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Hang guards, not speed limits: a test's own assertions never judge elapsed time
    // (tests/unit/arch/no-stopwatch.test.ts), and a machine running two suites at once (or a
    // slow CI box) must not turn these red. expect.poll waits for a condition, not a deadline.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 15_000 } },
    env: { LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
