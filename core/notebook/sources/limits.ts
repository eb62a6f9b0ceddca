/**
 * The numbers of notebook sources (DOMAIN-FACTS "Study notebook": kinds, limits, chunking).
 * stacks/Notebook.ts derives the worker's timeout and the queue's visibility from these, so
 * a source's deadline always outlasts one redelivery.
 */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_PDF_BYTES = 15 * 1024 * 1024;
export const MAX_SOURCES_PER_PAGE = 20;
export const MAX_CHUNKS = 3000;

export const LINK_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 3;
/** A web page or plain text bigger than this is not an article; a linked PDF gets the upload limit. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/** The worker's Lambda timeout; the queue keeps a message invisible 6x as long (AWS's rule). */
export const SOURCE_WORKER_TIMEOUT_S = 120;
export const SOURCE_VISIBILITY_S = 6 * SOURCE_WORKER_TIMEOUT_S;
/**
 * A source READING longer than this had its worker die: long enough for the message to come
 * back once (visibility) and be read again (timeout); each receive starts the clock again.
 */
export const READING_DEADLINE_MS = (SOURCE_VISIBILITY_S + SOURCE_WORKER_TIMEOUT_S) * 1000;
/** A queued source that no worker picked up in this long was never queued (SQS was down). */
export const QUEUED_DEADLINE_MS = READING_DEADLINE_MS;
/** The presigned PUT's life; an upload not confirmed by then (plus the queue's time) is abandoned. */
export const UPLOAD_URL_TTL_S = 15 * 60;

/** What a person reads when a source cannot be read (never a stack trace, never the text). */
export const REASONS = {
  notPublic: 'the address is not public',
  tooLarge: 'too large',
  noTextLayer: 'the PDF has no text layer (scanned?)',
  notPdf: 'the file is not a readable PDF',
  noText: 'there is no readable text in it',
  timeout: `the page took longer than ${LINK_TIMEOUT_MS / 1000} s to answer`,
  redirects: `the link redirected more than ${MAX_REDIRECTS} times`,
  unreachable: 'the address could not be reached',
  notArrived: 'the file never arrived; upload it again',
  stuck: 'reading it took too long; add it again',
  neverQueued: 'it could not be queued for reading; add it again',
  status: (code: number) => `the page answered ${code}`,
  contentType: (type: string) => `the link is not a web page, plain text or PDF (it is ${type || 'unlabelled'})`,
  scheme: 'only http and https links can be read',
} as const;

/** Receives before SQS moves a message to the DLQ (stacks/Notebook.ts, local/queues.ts). */
export const SOURCE_MAX_RECEIVES = 3;
