import { foldTerm } from '../../../../notebook/sources/keyword';

/**
 * How the tool router reads words, the same for a tool card and for a person's message: case
 * and accents folded ("Hábito", "habito"), function words of either language dropped, and a
 * light suffix stripping shared by English and Portuguese, so the forms people type meet the
 * forms on the cards: "apaga", "apague", "apagar", "apaguei" → "apag"; "habits", "hábitos" →
 * "habit"; "deleting", "deleted" → "delet". One stemmer for both languages on purpose: a
 * message's language is not known word by word (people mix them), and a wrong strip only
 * merges two words, which the card's other words then tell apart.
 */
export function routeTerm(term: string): string | null {
  const folded = foldTerm(term.replace(/[’']/g, ''));
  if (!folded || STOP.has(folded) || /^\d+$/.test(folded)) return null;
  return stem(folded);
}

/** Word endings stripped, longest first; a stem keeps at least three letters. */
const SUFFIXES = [
  'amente', 'mente', 'coes', 'cao', 'ções', 'aram', 'eram', 'iram', 'ando', 'endo', 'indo', 'eia', 'eie', 'eio', 'ear', 'eei',
  'ados', 'adas', 'idos', 'idas', 'ada', 'ado', 'ida', 'ido', 'ava', 'aria', 'ies', 'ied', 'ing', 'ed', 'es', 'ar', 'er', 'ir', 'ou', 'ei', 's',
];

export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  for (const s of SUFFIXES) {
    if (w.endsWith(s) && w.length - s.length >= 3) {
      w = w.slice(0, -s.length);
      break;
    }
  }
  // A final vowel is the verb's person or the noun's gender ("apaga"/"apague", "tarefa"): off.
  if (w.length >= 4 && /[aeiouy]$/.test(w)) w = w.slice(0, -1);
  // Portuguese spells the stem's sound before e/i: apag-ar, apagu-e; fic-ar, fiqu-e.
  return w.replace(/gu$/, 'g').replace(/qu$/, 'c');
}

/** Words that carry no intent in either language (after folding). "here"/"aqui" are kept: in Focus Mode "here" is the open entry. */
const STOP = new Set(
  [
    // English
    'a an the my me mine i im ive id you your yours we our us to of for in on at by from and or but so if is are am was were be been being it its',
    'this that these those with please pls can could would will shall should do does did just some any there what whats which who how',
    'want wanna need let lets have has had also too very really ok okay yes yeah yep no not thanks thank hi hello hey thing things about as than then now',
    // Portuguese, folded
    'o os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pra pro para com e ou mas que se me mim eu meu minha meus minhas',
    'voce vc vcs te ti seu sua seus suas ele ela eles elas lhe nosso nossa ai la isso isto esse essa esses essas este esta estes estas aquele aquela',
    'ser sou eh era estou to ta tou estao ter tem tenho tinha ja so tambem muito bem sim nao obrigado obrigada oi ola valeu favor quero queria gostaria pode poderia consegue vai vou',
  ]
    .join(' ')
    .split(' '),
);
