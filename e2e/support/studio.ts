import type { DraftManifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openStorage } from '@tourview/storage';
import type { Page } from 'playwright-core';
import type { Stack } from './stack.js';

/** A studio admin the helpers below create and sign in. */
export interface StudioAdmin {
  email: string;
  password: string;
}

/** A scene of a draft, its panorama file named after it (not uploaded: editors of other parts need none). */
export function draftScene(id: string, title: string) {
  return {
    id,
    title,
    description: `The ${title.toLowerCase()}`,
    panorama: `${id}.jpg`,
    links: [],
    infos: [],
  };
}

/**
 * Creates, straight in the stack's storage, an admin and a tour's draft with `scenes` and the
 * sample property: what an editor's test starts from.
 */
export async function seedStudioDraft(
  stack: Stack,
  admin: StudioAdmin,
  draft: { code: string; title: string; scenes: ReturnType<typeof draftScene>[] },
): Promise<void> {
  const storage = await openStorage({ dataDir: stack.dataDir });
  try {
    await storage.createAccount({ email: admin.email, role: 'admin', password: admin.password });
    const manifest = {
      title: draft.title,
      property: sampleTour().property,
      scenes: draft.scenes,
      floorPlans: [],
    };
    await storage.createDraft(draft.code, manifest as unknown as DraftManifest, null);
  } finally {
    await storage.close();
  }
}

/** Signs in on the studio's page and waits for the tours list. */
export async function signInToStudio(page: Page, stack: Stack, who: StudioAdmin): Promise<void> {
  await page.goto(`${stack.studioUrl}/sign-in`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Tours' }).waitFor();
}

/** The draft's manifest as the studio API has it now, read from the signed-in page. */
export async function storedManifest(page: Page, code: string): Promise<DraftManifest> {
  const draft = await page.evaluate(
    async (path) => (await fetch(path)).json(),
    `/api/studio/tours/${encodeURIComponent(code)}/draft`,
  );
  return (draft as { manifest: DraftManifest }).manifest;
}
