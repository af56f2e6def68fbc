import { createQueryClient } from '../api/queryClient';
import { firstViewReady, startFirstRequests } from './startup';

/**
 * How long React's first render waits for the first view's answers, counted from when they were asked
 * (most of it passes while the rest of the entry script evaluates): the local service answers well
 * within it, a slow API gets the shell and its loading states after it.
 */
const FIRST_ANSWERS_WAIT_MS = 150;

/**
 * The app's query client, with the first view's requests already sent. main.tsx imports this
 * module before anything else: modules evaluate in import order, so these bridge calls leave as
 * soon as this small part of the entry script has run, instead of after the whole app's modules
 * (about 250 ms of evaluation on a quiet machine, bench/NOTES.md "First rows"). It imports nothing
 * of the app's views (firstRequests.test.ts checks that).
 */
export const queryClient = createQueryClient();

/** Resolves when main.tsx should render: the first view's answers are in the cache, or FIRST_ANSWERS_WAIT_MS passed. */
export const firstRender = firstViewReady(startFirstRequests(queryClient, window.location.hash), FIRST_ANSWERS_WAIT_MS);
