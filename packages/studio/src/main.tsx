import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, StudioProvider } from './app/provider.js';
import { createRouter } from './app/router.js';
import './styles.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <StudioProvider client={createQueryClient()}>
        <RouterProvider router={createRouter()} />
      </StudioProvider>
    </StrictMode>,
  );
