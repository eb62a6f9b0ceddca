/** The subset of Lambda's SQS event types the workers use (no @types/aws-lambda needed). */
export interface SQSRecord {
  messageId: string;
  receiptHandle: string;
  body: string;
  attributes: Record<string, string>;
  messageAttributes: Record<string, unknown>;
  md5OfBody: string;
  eventSource: string;
  eventSourceARN: string;
  awsRegion: string;
}
export interface SQSEvent {
  Records: SQSRecord[];
}
export interface SQSBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}
