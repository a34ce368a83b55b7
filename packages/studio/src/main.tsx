import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, StudioProvider } from './app/provider.js';
import { preloadScreensOf, StudioRoutes } from './app/router.js';
import './styles.css';

const root = document.getElementById('root');
// The first render waits for the code of the screens the address shows (index.html says
// "Loading…" meanwhile), so none of them suspends on the way in.
if (root)
  void preloadScreensOf(window.location.pathname).then(() =>
    createRoot(root).render(
      <StrictMode>
        <StudioProvider client={createQueryClient()}>
          <StudioRoutes />
        </StudioProvider>
      </StrictMode>,
    ),
  );
