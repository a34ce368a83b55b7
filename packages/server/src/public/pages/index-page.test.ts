import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_ENTRIES_FILE, TOUR_BOOT_FILE } from '@tourview/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeDist, FAKE_TOUR_BOOT } from '../../testing/fake-dist.js';
import { createIndexPageLoader } from './index-page.js';

describe('createIndexPageLoader', () => {
  const dists: string[] = [];
  const fakeDist = () => {
    const dist = createFakeDist();
    dists.push(dist);
    return dist;
  };
  afterEach(() => dists.splice(0).forEach((dist) => rmSync(dist, { recursive: true, force: true })));

  it("takes the tour page's script and the screens' preloads from what the build wrote", async () => {
    const page = await createIndexPageLoader(fakeDist())();
    expect(page?.earlyViewer?.html).toContain(`<script type="module">${FAKE_TOUR_BOOT}</script>`);
    // The index page already preloads the shared chunk.
    expect(page?.tourModulePreloads).toEqual(['/assets/tour-bbb222.js', '/assets/viewer-ddd444.js']);
    expect(page?.videoModulePreloads).toEqual(['/assets/video-ggg777.js']);
    expect(page?.homeModulePreloads).toEqual(['/assets/home-hhh888.js']);
    // The index page already links the app's own style sheet.
    expect(page?.homeStyles).toEqual(['/assets/home-iii999.css']);
    expect(page?.homeInlineStyles).toBe('body{margin:0}\nmain{margin:0}');
  });

  it('links the style sheets on home when one of them could close the inline style element', async () => {
    const dist = fakeDist();
    writeFileSync(join(dist, 'assets/home-iii999.css'), 'main::after{content:"</style>"}');
    const page = await createIndexPageLoader(dist)();
    expect(page?.homeInlineStyles).toBeNull();
    expect(page?.homeStyles).toEqual(['/assets/home-iii999.css']);
  });

  it('serves the plain app, without preloads, from a build without page entries', async () => {
    const dist = fakeDist();
    rmSync(join(dist, PAGE_ENTRIES_FILE));
    rmSync(join(dist, TOUR_BOOT_FILE));
    const page = await createIndexPageLoader(dist)();
    expect(page?.html).toContain('index-aaa111.js');
    expect(page).toMatchObject({
      earlyViewer: null,
      homeModulePreloads: [],
      homeStyles: [],
      tourModulePreloads: [],
      videoModulePreloads: [],
    });
  });
});
