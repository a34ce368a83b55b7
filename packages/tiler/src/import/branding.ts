import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHARE_IMAGE_SIZE, type Manifest, type TourBranding } from '@tourview/schema';
import type { AgencyBranding } from '@tourview/storage';
import sharp from 'sharp';
import { FILES_DIR, SHARE_IMAGE_FILE } from './build-record.js';
import type { MediaFile } from './media-names.js';

/** The share image with the agency's logo, beside the plain one at the root of a build. */
export const BRANDED_SHARE_IMAGE_FILE = 'share-branded.jpg';

/** Where the studio's logo goes in a build when the tour has none of its own. */
const AGENCY_LOGO_FILE = 'agency-logo.webp';

/** A logo is a mark in a top bar and a corner of a preview: this box is plenty, and keeps it small. */
export const LOGO_BOX = { width: 640, height: 256 } as const;

/** The logo's box on the share image: its top-left corner, on a white card, legible in a feed. */
const SHARE_LOGO = { width: 280, height: 112, margin: 32, padding: 16 } as const;

/** The agency's look of one published tour: the manifest's fields over the studio's. */
export interface BrandingChoice {
  name?: string;
  accent?: string;
  /** The logo's file in the build's files folder, or none. */
  logoFile?: string;
}

/**
 * Writes the studio's logo into the build when the tour has no logo of its own (re-encoded, so
 * nothing of the upload but its pixels is published), and says what the tour's branding is.
 */
export async function chooseBranding(
  manifest: Manifest,
  account: AgencyBranding,
  files: readonly MediaFile[],
  buildDir: string,
): Promise<BrandingChoice> {
  const own = manifest.branding;
  const name = own?.name ?? account.name ?? undefined;
  const accent = own?.accent ?? account.accent ?? undefined;
  const ownLogo = own?.logo && files.find((f) => f.role === 'logo' && f.source === own.logo)?.name;
  let logoFile = ownLogo || undefined;
  if (!logoFile && account.logo) {
    await sharp(account.logo.bytes)
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toFile(join(buildDir, FILES_DIR, AGENCY_LOGO_FILE));
    logoFile = AGENCY_LOGO_FILE;
  }
  return { ...(name && { name }), ...(accent && { accent }), ...(logoFile && { logoFile }) };
}

/** The share image with the logo on a white card in its top-left corner. */
export async function writeBrandedShareImage(buildDir: string, logoFile: string): Promise<void> {
  const { width, height, margin, padding } = SHARE_LOGO;
  const logo = await sharp(join(buildDir, FILES_DIR, logoFile))
    .resize(width, height, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const card = {
    width: logo.info.width + 2 * padding,
    height: logo.info.height + 2 * padding,
  };
  const cardSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}"><rect width="100%" height="100%" rx="12" fill="#fff" fill-opacity="0.92"/></svg>`;
  const branded = await sharp(join(buildDir, SHARE_IMAGE_FILE))
    .composite([
      { input: Buffer.from(cardSvg), left: margin, top: margin },
      { input: logo.data, left: margin + padding, top: margin + padding },
    ])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  await writeFile(join(buildDir, BRANDED_SHARE_IMAGE_FILE), branded);
}

/** The record's branding, its references under the build's prefix; none when nothing is set. */
export function brandingRecord(choice: BrandingChoice, refBase: string): TourBranding | undefined {
  const { name, accent, logoFile } = choice;
  if (!name && !accent && !logoFile) return undefined;
  return {
    ...(name && { name }),
    ...(accent && { accent }),
    ...(logoFile && {
      logo: `${refBase}/${FILES_DIR}/${logoFile}`,
      shareImage: { url: `${refBase}/${BRANDED_SHARE_IMAGE_FILE}`, ...SHARE_IMAGE_SIZE },
    }),
  };
}
