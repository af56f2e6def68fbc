import { useEffect } from 'react';
import { useHashLocation } from '../app/router';
import { useHistory } from './historyState';
import { visitOf } from './visitOf';

/** Reads the history, and records each item page opened (the main process ignores it while history is paused). */
export function HistoryRecorder() {
  const { path, kind, id } = visitOf(useHashLocation()) ?? {};
  // Read once at start: offline, the omnibox searches it before any page is opened.
  useEffect(() => void useHistory.getState().load(), []);
  useEffect(() => {
    if (path && kind && id) void useHistory.getState().record({ path, kind, id });
  }, [path, kind, id]);
  return null;
}
