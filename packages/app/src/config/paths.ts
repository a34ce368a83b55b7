import { HOME_PATH, tourPagePath, VIDEO_SEGMENT } from '@tourview/schema';

const withSearch = (path: string, search?: Record<string, string>) =>
  `${path}${search ? `?${new URLSearchParams(search).toString()}` : ''}`;

/** Every route path and the hrefs that point at them, in one place; tour paths follow the page contract. */
export const paths = {
  home: { path: HOME_PATH, href: () => HOME_PATH },
  tour: {
    path: ':tourCode',
    href: (code: string, search?: Record<string, string>) => withSearch(tourPagePath(code, 'tour'), search),
  },
  video: {
    path: VIDEO_SEGMENT,
    href: (code: string, search?: Record<string, string>) => withSearch(tourPagePath(code, 'video'), search),
  },
} as const;

/** The tour code of the demo tour that `npm start` creates. */
export const DEMO_TOUR_CODE = 'demo';
