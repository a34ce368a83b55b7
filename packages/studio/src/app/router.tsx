import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths.js';

// Declarative routes rather than the data router: the studio uses no loaders or actions, and
// without them React Router's share of the page's first script is about half (the data router
// held the studio's first load over its 100 kB budget). Each screen is still a lazy chunk, and
// navigation runs in a transition, so the screen shown stays until the next one's code is in.
const Setup = lazy(() => import('./routes/setup.js'));
const SignIn = lazy(() => import('./routes/sign-in.js'));
const Shell = lazy(() => import('./routes/shell.js'));
const Tours = lazy(() => import('./routes/tours.js'));
const Tour = lazy(() => import('./routes/tour.js'));
const DraftFiles = lazy(() => import('./routes/draft-files.js'));
const Enquiries = lazy(() => import('./routes/enquiries.js'));
const SceneEditor = lazy(() => import('./routes/scene-editor.js'));
const PlanEditor = lazy(() => import('./routes/plan-editor.js'));
const VideoEditor = lazy(() => import('./routes/video-editor.js'));
const Analytics = lazy(() => import('./routes/analytics.js'));
const Users = lazy(() => import('./routes/users.js'));
const Branding = lazy(() => import('./routes/branding.js'));
const Audit = lazy(() => import('./routes/audit.js'));

/** The studio's routes, each screen a lazy chunk; the shell guards every signed-in screen. */
export function StudioRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={paths.setup.path} element={<Setup />} />
          <Route path={paths.signIn.path} element={<SignIn />} />
          <Route path={paths.home.path} element={<Shell />}>
            <Route index element={<Navigate to={paths.tours.href()} replace />} />
            <Route path={paths.tours.path} element={<Tours />} />
            <Route path={paths.tour.path} element={<Tour />} />
            <Route path={paths.draftFiles.path} element={<DraftFiles />} />
            <Route path={paths.enquiries.path} element={<Enquiries />} />
            <Route path={paths.sceneEditor.path} element={<SceneEditor />} />
            <Route path={paths.planEditor.path} element={<PlanEditor />} />
            <Route path={paths.videoEditor.path} element={<VideoEditor />} />
            <Route path={paths.analytics.path} element={<Analytics />} />
            <Route path={paths.users.path} element={<Users />} />
            <Route path={paths.branding.path} element={<Branding />} />
            <Route path={paths.audit.path} element={<Audit />} />
          </Route>
          <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

function Loading() {
  return <p role="status">Loading…</p>;
}
