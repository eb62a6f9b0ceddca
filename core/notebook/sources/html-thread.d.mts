/** Types of html-thread.mjs (plain JavaScript so that a worker thread can run it as it is). */
export declare const htmlThreadUrl: string;
export declare const HTML_THREAD_ROLE: 'beyou-page-reader';

export interface Readable {
  elements: number;
  depth: number;
}

export interface HtmlThreadInput {
  role: typeof HTML_THREAD_ROLE;
  html: string;
  readable: Readable;
}

export type MainText = { title?: string; text: string };
export type HtmlThreadAnswer = MainText | { failed: true };

/** The extraction itself, in whatever thread calls it (tests measure its growth). */
export declare function mainText(html: string, readable: Readable): MainText;
