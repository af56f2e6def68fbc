import { createQueryClient } from '../api/queryClient';
import { startFirstRequests } from './startup';

/**
 * The app's query client, with the first view's requests already sent. main.tsx imports this
 * module before anything else: modules evaluate in import order, so these bridge calls leave as
 * soon as this small part of the entry script has run, before the whole app's modules evaluate
 * (bench/NOTES.md "First rows"). It imports nothing
 * of the app's views (firstRequests.test.ts checks that).
 */
export const queryClient = createQueryClient();

/** Resolves once the first view's answers are in the cache (or one failed): main.tsx renders then, or after a short wait (firstViewReady). */
export const firstAnswers = startFirstRequests(queryClient, window.location.hash);
