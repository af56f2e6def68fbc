import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import solidity from 'shiki/langs/solidity.mjs';
import githubDark from 'shiki/themes/github-dark.mjs';
import githubLight from 'shiki/themes/github-light.mjs';

/**
 * Solidity highlighting with shiki (its Solidity grammar, GitHub's light and dark themes, the JavaScript regex engine:
 * no WebAssembly), in a chunk the Code tab loads on first use. Colours follow the app's theme through light-dark().
 */
let highlighter: Promise<HighlighterCore> | undefined;

/** Files longer than this are shown plain: highlighting them would hold the page for long. */
export const HIGHLIGHT_MAX_CHARS = 200_000;

/** One coloured run of a line: its text and its colour (a light-dark() pair). */
export interface CodeToken {
  content: string;
  color?: string;
}

/**
 * Lines of coloured runs, drawn by React as spans with style properties: the app's CSP refuses style attributes in
 * markup, so shiki's HTML is not used.
 */
export async function highlightSolidity(code: string): Promise<CodeToken[][]> {
  highlighter ??= createHighlighterCore({ themes: [githubLight, githubDark], langs: [solidity], engine: createJavaScriptRegexEngine() });
  const { tokens } = (await highlighter).codeToTokens(code, {
    lang: 'solidity',
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: 'light-dark()',
  });
  return tokens.map((line) =>
    line.map((t) => {
      const color = typeof t.htmlStyle === 'object' ? t.htmlStyle.color : undefined;
      return color ? { content: t.content, color } : { content: t.content };
    }),
  );
}
