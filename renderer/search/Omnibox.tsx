import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { useAddressBook } from '../addressBook/addressBookState';
import { LabelSuggestions } from '../addressBook/LabelSuggestions';
import { findLabels, labelTarget } from '../addressBook/labelTarget';
import { navigate } from '../app/router';
import { useOffline } from '../archive/offlineState';
import { findTokens } from '../contracts/findTokens';
import { findVisits } from '../history/findVisits';
import { useHistory } from '../history/historyState';
import { HistorySuggestions } from '../history/HistorySuggestions';
import { classifyInput } from './classifyInput';
import { searchDestination } from './searchTargets';

/**
 * The header's search: recognises what was typed and goes there. Invalid input gets an inline
 * message and no request; nothing is asked of the API before the destination page asks it.
 * Typed text that matches address book labels lists them below (arrow keys choose, Enter opens), then the tokens seen
 * this session whose name or symbol matches (opening their token page); while offline, so do the pages opened before
 * (History) whose id, kind or name matches, which open from the archive.
 * While the page is on a linked chain (an L1's address opened from the watchlist, its note above the page), what is
 * typed is looked for there: a hash, an address or a block number opens on that chain, as the page's own links do,
 * since that is the chain being read; navigate keeps it (router.tsx), and the page's note says which chain it is.
 */
export function Omnibox({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const errorId = useId();
  const listId = useId();
  const entries = useAddressBook((s) => s.entries);
  const labels = open ? findLabels(entries, text) : [];
  // Tokens seen this session, by name or symbol, after the user's labels (an address the book names is listed once).
  const tokens = open ? findTokens(text).filter((t) => !labels.some((l) => l.id.toLowerCase() === t.entry.id.toLowerCase())) : [];
  const suggestions = [...labels, ...tokens.map((t) => t.entry)];
  const targetOf = (entry: LabelEntry) => tokens.find((t) => t.entry === entry)?.to ?? labelTarget(entry);
  const offline = useOffline((s) => s.asOf !== null);
  const history = useHistory((s) => s.entries);
  const book = useAddressBook((s) => s.byKey);
  const visits = open && offline && text.trim() ? findVisits(history, text, book, 6) : [];
  /** Where each option leads: the labels and tokens, then the pages opened before. */
  const targets = [...suggestions.map(targetOf), ...visits.map((v) => v.path)];

  const go = (to: string) => {
    setError(null);
    setText('');
    setActive(-1);
    navigate(to);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (targets[active]) return go(targets[active]);
    const input = classifyInput(text);
    if (input.kind === 'invalid') {
      // A name that matches labels or tokens (or, offline, a page opened before) is a search by name, not a malformed id.
      if (targets.length > 0) return go(targets[0]);
      setError(input.message);
      return;
    }
    const to = searchDestination(input);
    if (to) go(to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setError(null);
      setOpen(false);
      e.currentTarget.blur();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && targets.length > 0) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = targets.length;
      // -1 is the typed text itself: the choice cycles through it and the n options.
      setActive((i) => ((i + 1 + step + n + 1) % (n + 1)) - 1);
    }
  };
  const optionId = (entry: LabelEntry) => `${listId}-${entry.id}`;
  const visitId = (i: number) => `${listId}-visit-${i}`;
  const activeId = suggestions[active]
    ? optionId(suggestions[active])
    : active >= suggestions.length
      ? visitId(active - suggestions.length)
      : undefined;

  return (
    <form role="search" className="omnibox" onSubmit={submit}>
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        placeholder="Address, hash, block, cb58 id, P-/X- address, NodeID or a label  ( / )"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-controls={suggestions.length > 0 ? listId : visits.length > 0 ? `${listId}-visits` : undefined}
        aria-activedescendant={activeId}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        spellCheck={false}
        autoComplete="off"
      />
      {suggestions.length > 0 && (
        <LabelSuggestions id={listId} entries={suggestions} active={active} optionId={optionId} onChoose={(entry) => go(targetOf(entry))} />
      )}
      {visits.length > 0 && (
        <HistorySuggestions
          id={`${listId}-visits`}
          entries={visits}
          active={active - suggestions.length}
          optionId={(_, i) => visitId(i)}
          onChoose={(entry) => go(entry.path)}
        />
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
