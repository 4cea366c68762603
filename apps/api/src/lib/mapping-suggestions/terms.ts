/**
 * The words of the mapping suggestions' text ranking (ADR 0048): a text is split into words (letters and
 * digits), lower-cased, English stop words dropped (the `stopword` package's list), and each word reduced
 * to its Porter stem (`stemmer`), so that 'simulations' matches 'simulation'. The first word seen for a
 * stem is kept to name it in a suggestion's reason.
 */
import { stemmer } from 'stemmer';
import { eng } from 'stopword';

const STOP_WORDS = new Set(eng);

/** One word of a text: its stem and the word as written (lower case). */
export interface Term {
  stem: string;
  word: string;
}

/**
 * The terms of a text, in order, repeats kept.
 * @param text plain text (no markup)
 * @returns one term per word of two characters or more that is not a stop word
 */
export function termsOf(text: string): Term[] {
  const out: Term[] = [];
  for (const raw of text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOP_WORDS.has(raw) || /^\d+$/.test(raw)) continue;
    out.push({ stem: stemmer(raw), word: raw });
  }
  return out;
}

/** The stems of a text, in order (MiniSearch's tokenizer for indexed fields). */
export function stemsOf(text: string): string[] {
  return termsOf(text).map((t) => t.stem);
}
