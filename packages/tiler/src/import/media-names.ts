import type { Manifest } from '@tourview/schema';

/** What a non-panorama file is for; it decides how the file is checked, written and named. */
export type MediaRole = 'info' | 'plan' | 'agent' | 'poster' | 'video' | 'captions' | 'logo';

/** One file a tour publishes besides its panoramas. */
export interface MediaFile {
  role: MediaRole;
  /** The operator's file name in the tour folder. */
  source: string;
  /** The name the importer gives it in the build; never the operator's. */
  name: string;
}

/** Roles whose files are images, re-encoded to WebP before anyone sees them. */
export const IMAGE_ROLES: ReadonlySet<MediaRole> = new Set(['info', 'plan', 'agent', 'poster', 'logo']);

/** Identifies a file in a role: the same source may be a floor plan and an info photo. */
export function mediaKey(role: MediaRole, source: string): string {
  return `${role}:${source}`;
}

/**
 * Names every non-panorama file of a manifest: `info-<n>.webp`, `plan-<n>.webp`,
 * `agent.webp`, `logo.webp`, `poster.webp`, `video.mp4`, `captions-<lang>.vtt`. The names carry the
 * type the file is served as, so nothing an operator names a file can change that type.
 */
export function mediaFilesOf(manifest: Manifest): MediaFile[] {
  const files = new Map<string, MediaFile>();
  const taken = new Set<string>();
  const add = (role: MediaRole, source: string | undefined, name: (n: number) => string) => {
    if (source === undefined || files.has(mediaKey(role, source))) return;
    let n = 1;
    while (taken.has(name(n))) n++;
    taken.add(name(n));
    files.set(mediaKey(role, source), { role, source, name: name(n) });
  };
  for (const scene of manifest.scenes)
    for (const info of scene.infos) add('info', info.image, (n) => `info-${n}.webp`);
  for (const plan of manifest.floorPlans) add('plan', plan.image, (n) => `plan-${n}.webp`);
  add('agent', manifest.property.agent.photo, numbered('agent', 'webp'));
  add('logo', manifest.branding?.logo, numbered('logo', 'webp'));
  const video = manifest.video;
  add('video', video?.file, numbered('video', 'mp4'));
  add('poster', video?.poster, numbered('poster', 'webp'));
  for (const caption of video?.captions ?? [])
    add('captions', caption.file, numbered(`captions-${caption.lang}`, 'vtt'));
  return [...files.values()];
}

/** `stem.ext`, then `stem-2.ext`, … for a name already taken. */
function numbered(stem: string, extension: string): (n: number) => string {
  return (n) => (n === 1 ? `${stem}.${extension}` : `${stem}-${n}.${extension}`);
}
