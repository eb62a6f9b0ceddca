/** A greeting shows at most this much of a name: a greeting, not a place for a message. */
export const MAIL_NAME_MAX = 40;

/**
 * A word a mail client could make a link of: a scheme or path (":", "/", "\\"), an address
 * ("@"), "www.", or a domain (a dot followed by two letters or more: "evil.example"; initials
 * such as "J.R." are not one).
 */
const LINKISH = /[:/\\@]|www\.|\.\p{L}{2,}/iu;

/**
 * A display name as a mail may greet with it: plain words, never a link or a second line. The
 * name is the person's free text (80 characters), and a mail that carries it speaks in Beyou's
 * name (issue 47: newlines and URLs went verbatim into mail sent to any address). Compatibility
 * forms are folded first (a full-width "．" is a dot), every line break, control or invisible
 * formatting character (bidi overrides) becomes a space, words that look like a link are
 * dropped whole, and of the rest only letters, marks, spaces, apostrophes, hyphens and dots are
 * kept (no digits: nothing a phone turns into a number to call). Capped at MAIL_NAME_MAX;
 * undefined when no letter is left.
 */
export function mailName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const words = name
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .split(' ')
    .filter((word) => !LINKISH.test(word))
    .map((word) => word.replace(/[^\p{L}\p{M}'’.-]/gu, ''))
    .filter(Boolean)
    .join(' ');
  const capped = [...words].slice(0, MAIL_NAME_MAX).join('').trim();
  return /\p{L}/u.test(capped) ? capped : undefined;
}
