import { manifestSchema, type Manifest } from '@tourview/schema';
import type { Apartment } from '../model/types.js';
import { infoHotspots, linkHotspots } from './hotspots.js';
import { LISTING } from './listing.js';
import { planPixel } from './floor-plan.js';
import type { Shot } from './video-script.js';
import { startYaw } from './start-view.js';
import { wrapDegrees } from './view-angles.js';

/** File names inside the tour folder. */
export const FILES = {
  panorama: (scene: string) => `${scene}.jpg`,
  floorPlan: 'floor-plan.png',
  video: 'walkthrough.mp4',
  poster: 'walkthrough-poster.jpg',
  captions: (lang: string) => `walkthrough.${lang}.vtt`,
};

/** Builds the import manifest from the model and validates it against the shared schema. */
export function buildManifest(apartment: Apartment, shots: readonly Shot[]): Manifest {
  return manifestSchema.parse({
    code: 'demo',
    title: {
      en: 'Bright two-room apartment with oak floors',
      de: 'Helle Zweizimmerwohnung mit Eichenparkett',
    },
    property: LISTING,
    startScene: 'living-room',
    scenes: apartment.rooms.map((room) => {
      const links = linkHotspots(apartment, room);
      const lookAt = wrapDegrees(room.lookAt - room.camera.heading);
      return {
        id: room.id,
        title: { en: room.title, de: room.titleDe },
        description: { en: room.description, de: room.descriptionDe },
        panorama: FILES.panorama(room.id),
        initialView: {
          yaw: startYaw(
            lookAt,
            links.map((door) => door.yaw),
          ),
          pitch: -5,
          fov: 75,
        },
        links,
        infos: infoHotspots(apartment, room),
      };
    }),
    floorPlans: [
      {
        id: 'apartment',
        label: { en: 'Floor plan', de: 'Grundriss' },
        image: FILES.floorPlan,
        north: apartment.north,
        scenes: apartment.rooms.map((room) => ({
          scene: room.id,
          ...planPixel(room.camera.x, room.camera.z),
          yawOffset: room.camera.heading,
        })),
      },
    ],
    video: {
      file: FILES.video,
      poster: FILES.poster,
      captions: [
        { file: FILES.captions('en'), lang: 'en', label: 'English' },
        { file: FILES.captions('de'), lang: 'de', label: 'Deutsch' },
      ],
      chapters: shots.map((shot) => ({
        start: shot.start,
        title: { en: shot.room.title, de: shot.room.titleDe },
        scene: shot.room.id,
      })),
    },
  });
}
