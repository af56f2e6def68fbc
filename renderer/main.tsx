import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient';
import { App } from './app/App';
import { startFirstRequests } from './app/startup';
import './styles/theme.css';
import './styles/app.css';

const queryClient = createQueryClient();
// Before React mounts: the first view's data is on its way while the components load and render.
startFirstRequests(queryClient, window.location.hash);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
