/** Types of pdf-thread.mjs (plain JavaScript so that a worker thread can run it as it is). */
export declare const pdfThreadUrl: string;
export declare const PDF_THREAD_ROLE: 'beyou-pdf-reader';

/** What the parent hands the thread (workerData). */
export interface PdfThreadInput {
  role: typeof PDF_THREAD_ROLE;
  bytes: Uint8Array;
  maxPages: number;
  maxChars: number;
  maxBufferBytes: number;
}

/** The thread's one answer (the first message counts; the parent then ends the thread). */
export type PdfThreadAnswer = { pages: string[] } | { over: 'pages' | 'text' | 'decoded' } | { unreadable: true };
