/** Every route path and the hrefs that point at them, in one place. */
export const paths = {
  home: { path: '/', href: () => '/' },
  tour: {
    path: ':tourCode',
    href: (code: string, search?: Record<string, string>) =>
      `/${encodeURIComponent(code)}${search ? `?${new URLSearchParams(search).toString()}` : ''}`,
  },
  video: {
    path: 'video',
    href: (code: string, search?: Record<string, string>) =>
      `/${encodeURIComponent(code)}/video${search ? `?${new URLSearchParams(search).toString()}` : ''}`,
  },
} as const;

/** The tour code of the demo tour that `npm start` creates. */
export const DEMO_TOUR_CODE = 'demo';
