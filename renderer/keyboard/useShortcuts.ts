import { useEffect, useRef, useState, type RefObject } from 'react';
import { navigate } from '../app/router';
import { isTyping } from './isTyping';
import { CHORD_MS, GO_TO } from './shortcuts';

/**
 * The app's keys, one listener on the window: `/` or Ctrl+K the omnibox, `g` then a letter a section, `?` the list of
 * them. Keys typed into a field, or with Ctrl, Alt or Meta (the browser's and the OS's), stay theirs.
 */
export function useShortcuts(searchRef: RefObject<HTMLInputElement | null>): { helpOpen: boolean; closeHelp: () => void } {
  const [helpOpen, setHelpOpen] = useState(false);
  const chordUntil = useRef(0);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
        return;
      }
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      // A dialog open on the page has its own keys.
      if (document.querySelector('dialog[open]')) return;
      const chord = Date.now() < chordUntil.current;
      chordUntil.current = 0;
      if (chord) {
        const target = GO_TO.find((g) => g.key === e.key);
        if (target) {
          e.preventDefault();
          navigate(target.path);
        }
        return;
      }
      if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      } else if (e.key === '?') {
        e.preventDefault();
        setHelpOpen(true);
      } else if (e.key === 'g') {
        chordUntil.current = Date.now() + CHORD_MS;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchRef]);
  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}
