// First on purpose: the first view's requests leave before the rest of the app's modules evaluate (app/firstRequests.ts).
import { firstAnswers, queryClient } from './app/firstRequests';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstViewReady } from './app/startup';
import './styles/theme.css';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Once the first answers are in (or a short wait after the entry evaluated), so the first commit already draws the rows.
void firstViewReady(firstAnswers).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
