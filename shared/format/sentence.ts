import { formatCount } from './count';

/** A list's title inside a sentence: "Native transactions" starts lower case, "ERC-20 transfers" stays as it is. */
export const inSentence = (title: string): string => (/^[A-Z][a-z]/.test(title) ? title[0].toLowerCase() + title.slice(1) : title);

/** "blocks" -> "block", "addresses" -> "address", "vertices" -> "vertex": the plurals of the nouns the app lists. */
export const singular = (noun: string): string => {
  if (noun.endsWith('vertices')) return `${noun.slice(0, -'vertices'.length)}vertex`;
  if (noun.endsWith('sses')) return noun.slice(0, -2);
  return noun.replace(/s$/, '');
};

/** A count with its plural noun, singular for one: "1 block", "2,000 blocks". */
export const countOf = (n: number, noun: string): string => `${formatCount(n)} ${n === 1 ? singular(noun) : noun}`;
