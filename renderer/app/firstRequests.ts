import { createQueryClient } from '../api/queryClient';
import { startFirstRequests } from './startup';

/**
 * The app's query client, with the first view's requests already sent. main.tsx imports this
 * module before anything else: modules evaluate in import order, so these bridge calls leave as
 * soon as this small part of the entry script has run, instead of after the whole app's modules
 * (about 250 ms of evaluation on a quiet machine, bench/NOTES.md "First rows"), and their answers
 * are usually in the cache when React first renders. It imports nothing of the app's views
 * (firstRequests.test.ts checks that).
 */
export const queryClient = createQueryClient();
startFirstRequests(queryClient, window.location.hash);
