/** Every path of the studio; nothing else writes one. */
export const paths = {
  setup: { path: '/setup', href: () => '/setup' },
  signIn: {
    path: '/sign-in',
    /** `next`: the studio address to return to once signed in (see `returnAddress`). */
    href: (next?: string) => (next ? `/sign-in?${new URLSearchParams({ next }).toString()}` : '/sign-in'),
  },
  home: { path: '/', href: () => '/' },
  tours: { path: '/tours', href: () => '/tours' },
  tour: { path: '/tours/:code', href: (code: string) => `/tours/${encodeURIComponent(code)}` },
  draftFiles: {
    path: '/tours/:tourCode/files',
    href: (tourCode: string) => `/tours/${encodeURIComponent(tourCode)}/files`,
  },
  enquiries: { path: '/enquiries', href: () => '/enquiries' },
  sceneEditor: {
    path: '/tours/:tourCode/scenes/:sceneId',
    /** `door`: open aiming at the scene's door of that index, selected. */
    href: (tourCode: string, sceneId: string, door?: number) =>
      `/tours/${encodeURIComponent(tourCode)}/scenes/${encodeURIComponent(sceneId)}${door === undefined ? '' : `?door=${door}`}`,
  },
  planEditor: {
    path: '/tours/:tourCode/plans',
    href: (tourCode: string) => `/tours/${encodeURIComponent(tourCode)}/plans`,
  },
  videoEditor: {
    path: '/tours/:tourCode/video',
    href: (tourCode: string) => `/tours/${encodeURIComponent(tourCode)}/video`,
  },
  analytics: {
    path: '/tours/:tourCode/analytics',
    href: (tourCode: string) => `/tours/${encodeURIComponent(tourCode)}/analytics`,
  },
  users: { path: '/users', href: () => '/users' },
  branding: { path: '/branding', href: () => '/branding' },
  audit: { path: '/audit', href: () => '/audit' },
} as const;

/**
 * A path of this origin: one slash first, no backslash (browsers read it as a slash) and no
 * whitespace (browsers drop tabs and line breaks, so `/\t/host` would become `//host`).
 */
const STUDIO_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * Where sign-in returns to: `next` when it is an address inside the studio, else the tours. Only
 * a path of this origin is followed: a link to another site (`//host`, `/\host`, a scheme) would
 * make the sign-in page an open redirect.
 */
export function returnAddress(next: string | null): string {
  if (!next || !STUDIO_PATH.test(next)) return paths.tours.href();
  if (next === paths.signIn.path || next.startsWith(`${paths.signIn.path}?`)) return paths.tours.href();
  return next;
}
