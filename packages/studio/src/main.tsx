import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, StudioProvider } from './app/provider.js';
import { StudioRoutes } from './app/router.js';
import './styles.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <StudioProvider client={createQueryClient()}>
        <StudioRoutes />
      </StudioProvider>
    </StrictMode>,
  );
