import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs (CloudWatch-friendly). Rule: never log a prompt, a journal text, a
 * password, a token or a request body — log ids, codes and counts.
 */
export type Log = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

export function createLog(level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT', serviceName = 'beyou'): Log {
  return new Logger({ serviceName, logLevel: level });
}
