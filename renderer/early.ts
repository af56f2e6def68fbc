// The early script: built as an entry of its own and loaded async by index.html beside the app's script
// (vite.config.ts), so the first view's bridge calls leave while that script still downloads and evaluates.
import { sendFirstCalls } from './bridge/firstCalls';
import { pageTransport } from './bridge/pageTransport';

sendFirstCalls(pageTransport(), window.location.hash, window.localStorage);
