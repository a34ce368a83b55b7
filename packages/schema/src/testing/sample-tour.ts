import type { Tour } from '../tour.js';

function sampleScene(code: string, id: string, target: string): Tour['scenes'][number] {
  return {
    id,
    title: `Room ${id}`,
    description: `The ${id}.`,
    panorama: {
      levels: [{ tileSize: 512, size: 512 }],
      tileUrl: `tours/${code}/${id}/{z}/{f}/{y}_{x}.webp`,
      preview: { url: `tours/${code}/${id}/preview.webp`, faceSize: 64 },
    },
    thumbnail: `tours/${code}/${id}/thumb.webp`,
    initialView: { yaw: 0, pitch: 0, fov: 75 },
    links: [{ target, yaw: 90, pitch: -5 }],
    infos: [],
  };
}

/**
 * A small valid tour with two linked rooms, for the tests of every part that stores or serves
 * tours. Its title holds markup, so whatever puts it into a page must escape it.
 */
export function sampleTour(code = 'sample-tour', overrides: Partial<Tour> = {}): Tour {
  return {
    code,
    title: 'Flat </script><b>with</b> a view',
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
    scenes: [sampleScene(code, 'living', 'kitchen'), sampleScene(code, 'kitchen', 'living')],
    floorPlans: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}
