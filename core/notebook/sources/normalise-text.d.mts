/** Types of normalise-text.mjs (plain JavaScript so that the passages thread can run it as it is). */
export declare function normaliseText(raw: string): string;
