/** A list's title inside a sentence: "Native transactions" starts lower case, "ERC-20 transfers" stays as it is. */
export const inSentence = (title: string): string => (/^[A-Z][a-z]/.test(title) ? title[0].toLowerCase() + title.slice(1) : title);
