import type { Tour } from '@tourview/schema';

/** A small valid tour with two linked scenes, for tests. */
export function sampleTour(code = 'sample-tour', overrides: Partial<Tour> = {}): Tour {
  const panorama = {
    levels: [{ tileSize: 512, size: 512 }],
    tileUrl: `tours/${code}/living/{z}/{f}/{y}_{x}.webp`,
    preview: { url: `tours/${code}/living/preview.webp`, faceSize: 64 },
  };
  const scene = (id: string, target: string) => ({
    id,
    title: `Room ${id}`,
    description: `The ${id} room.`,
    panorama,
    thumbnail: `tours/${code}/${id}/thumb.webp`,
    initialView: { yaw: 0, pitch: 0, fov: 75 },
    links: [{ target, yaw: 90, pitch: -5 }],
    infos: [],
  });
  return {
    code,
    title: 'Bright flat by the park',
    property: {
      address: { line1: '1 Park Lane', city: 'Springfield', country: 'GB' },
      listing: 'sale',
      price: { amount: 350000, currency: 'GBP' },
      bedrooms: 2,
      bathrooms: 1.5,
      floorArea: { value: 72, unit: 'm2' },
      description: 'Two bedrooms, south-facing.',
      agent: { name: 'Alex Agent', agency: 'Homes Ltd' },
    },
    startScene: 'living',
    scenes: [scene('living', 'kitchen'), scene('kitchen', 'living')],
    floorPlans: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}
