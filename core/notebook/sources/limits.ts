/**
 * The numbers of notebook sources (DOMAIN-FACTS "Study notebook": kinds, limits, chunking).
 * stacks/Notebook.ts derives the worker's timeout and the queue's visibility from these, so
 * a source's deadline always outlasts one redelivery.
 */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_PDF_BYTES = 15 * 1024 * 1024;
export const MAX_SOURCES_PER_PAGE = 20;
/**
 * DOMAIN-FACTS' ceiling per source. A chunk never crosses a PDF page, so a book's passages are
 * at least its pages with text: the 2,900-page textbook of issue 47 (2.6 M characters, ~900 a
 * page) is ~2,900 passages and fits; a book of more than 3,000 pages of text is refused here
 * ("more than 3,000 passages"), by the domain's rule, not by a page count.
 */
export const MAX_CHUNKS = 3000;

export const LINK_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 3;
/** A web page or plain text bigger than this is not an article; a linked PDF gets the upload limit. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/**
 * Past these a page is not given to Readability, whose work on linkedom grows faster than the
 * page (1,000 nested divs: 27 s; 20,000 elements of the slowest shape measured, a div of
 * links: ~4 s): its body text is taken in one linear pass instead (html-thread.mjs). Articles
 * have a few thousand elements and a few dozen levels; long encyclopedia pages reach ~20,000.
 */
export const MAX_READABLE_ELEMENTS = 20_000;
export const MAX_READABLE_DEPTH = 100;

/**
 * The readers' budgets (issue 30: an 82 KB PDF froze the local backend for minutes, then ran
 * it out of memory). Each PDF, and each web page's text, is read in a thread of its own that
 * is ended when it goes over one (thread.ts); a source over a budget is FAILED with a reason.
 * The upload's 15 MB counts compressed bytes: these count what it unfolds to.
 * - pages: the page tree's own count, refused before a page is opened. Not the budget (issue
 *   47: a 2,900-page textbook, 3.65 MB with 2.6 M characters, was refused at the old 2,000;
 *   compiled exam handouts run to thousands of pages): the work is bounded by the text, the
 *   time, the memory and the unpacked bytes below. It stays as a cheap pre-check, high, because
 *   a page costs the reader time even when it holds no text (pdf.js opens it and streams its
 *   content: ~3.5 ms a page here, so 10,000 pages is about the 30 s budget anyway): a file
 *   announcing more is refused at once with a reason that names what is wrong, instead of
 *   after 30 s of a thread's work with "it took too long".
 * - text: MAX_CHUNKS passages of at most ~1,000 characters could not hold more, with room for
 *   the whitespace normalising removes.
 * - time: a dense 500-page PDF (2 M characters) read in 3.4 s here, the 2,900-page textbook
 *   (2.8 M characters, 4.5 MB) in 10 s at a load of 7 on 2 cores. A batch of five sources
 *   at their worst, two reader threads at a time, ends in 3 × 30 s, inside the worker's 120 s.
 * - memory: a reader's heap (V8's limit for the thread), and for PDFs the decoded streams,
 *   which are buffers outside that heap: capped per allocation and in total. Two readers at
 *   their worst (2 × (256 + 32 young + 160) MB) fit the worker's 1.5 GB beside the process.
 */
export const MAX_PDF_PAGES = 10_000;
export const MAX_PDF_TEXT_CHARS = 4_000_000;
export const PDF_READ_TIMEOUT_MS = 30_000;
export const PDF_HEAP_MB = 256;
export const PDF_BUFFER_MB = 160;
/**
 * A page's text: linear for the pages people read, but the HTML parser under linkedom
 * (htmlparser2) is quadratic in the nesting depth (100,000 nested divs: 29 s), which the 5 MB
 * cap does not bound; the clock does.
 */
export const PAGE_READ_TIMEOUT_MS = 10_000;
export const PAGE_HEAP_MB = 256;
/**
 * A source's text past PASSAGES_INLINE_CHARS is normalised and chunked in a reader thread
 * (passages.ts), so the process keeps answering meanwhile (issue 47: 4.6 MB of text held
 * another person's request 5.9 s). Linear: 5 MB took well under a second here; the clock and
 * heap only end a thread gone wrong. TEXT sources (MAX_TEXT_CHARS) stay in the process.
 */
export const PASSAGES_INLINE_CHARS = MAX_TEXT_CHARS;
export const PASSAGES_TIMEOUT_MS = 10_000;
export const PASSAGES_HEAP_MB = 256;
/** Reader threads (PDFs and pages) running at once in one process; the others wait their turn. */
export const READERS_AT_ONCE = 2;

/** The worker's Lambda timeout; the queue keeps a message invisible 6x as long (AWS's rule). */
export const SOURCE_WORKER_TIMEOUT_S = 120;
export const SOURCE_VISIBILITY_S = 6 * SOURCE_WORKER_TIMEOUT_S;
/**
 * A source READING longer than this had its worker die: long enough for the message to come
 * back once (visibility) and be read again (timeout); each receive starts the clock again.
 */
export const READING_DEADLINE_MS = (SOURCE_VISIBILITY_S + SOURCE_WORKER_TIMEOUT_S) * 1000;
/**
 * A queued source (or the next piece of one) that no worker picked up in this long was never
 * queued (SQS was down). Hours, not minutes: the event source's concurrency cap
 * (SOURCE_WORKER_CONCURRENCY) makes a term-start burst of uploads wait its turn behind the
 * embedding provider's ~1 request a second, and waiting is not failing.
 */
export const QUEUED_DEADLINE_MS = 2 * 60 * 60_000;
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
  cutOff: 'the page stopped answering before it was complete',
  notArrived: 'the file never arrived; upload it again',
  stuck: 'reading it took too long; add it again',
  neverQueued: 'it could not be queued for reading; add it again',
  /** READY, searched by its words only. */
  keptWithoutVectors: 'kept without embeddings (the embedding service did not answer): found by its words only',
  status: (code: number) => `the page answered ${code}`,
  contentType: (type: string) => `the link is not a web page, plain text or PDF (it is ${type || 'unlabelled'})`,
  scheme: 'only http and https links can be read',
  pdfTooComplex: (why: string) => `the PDF is too large or too complex to read (${why})`,
  pageTooComplex: (why: string) => `the page is too large or too complex to read (${why})`,
} as const;

/**
 * Ingestion in pieces (issue 33). A worker stops this long before its invocation's end, so
 * the progress write and the next piece's message always land; it starts no parse with less
 * than PARSE_NEEDS_MS left (a PDF's reader gets 30 s, its chunk writes are paced).
 */
export const PIECE_MARGIN_MS = 15_000;
export const PARSE_NEEDS_MS = PDF_READ_TIMEOUT_MS + 40_000;
/** Write units a second one worker spends in a person's partition (pace.ts); 1,000 is the partition's limit. */
export const PARTITION_WRITE_UNITS_PER_S = 300;
/**
 * A source still embedding this long after it was parsed is kept without vectors (keyword
 * search), never left READING: at 1 request a second a 3,000-chunk textbook needs ~2 minutes.
 */
export const EMBED_GIVE_UP_MS = 60 * 60_000;
/**
 * A piece whose embeddings kept failing (5xx, resets, 429s past their Retry-After) hands the
 * source to a message this much later (SQS DelaySeconds, at most 900): the endpoint gets a
 * minute to recover, and the source goes on from its last recorded segment.
 */
export const EMBED_RETRY_DELAY_S = 60;
/**
 * Source workers at once (the event source's MaximumConcurrency, 2 is SQS's least): each takes
 * NOTEBOOK_EMBEDDING_RPS of the embedding key's ~1 request a second, so a term-start burst of
 * uploads queues instead of scaling against one key.
 */
export const SOURCE_WORKER_CONCURRENCY = 2;

/** Receives before SQS moves a message to the DLQ (stacks/Notebook.ts, local/queues.ts). */
export const SOURCE_MAX_RECEIVES = 3;
