import type { Tour } from '@tourview/schema';

function scene(code: string, id: string, target: string): Tour['scenes'][number] {
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

/** A valid two-room tour for route tests. */
export function sampleTour(code: string): Tour {
  return {
    code,
    title: 'Flat </script><b>with</b> a view',
    property: {
      address: { line1: '1 Park Lane', city: 'Springfield', country: 'GB' },
      listing: 'sale',
      price: { amount: 350000, currency: 'GBP' },
      bedrooms: 2,
      bathrooms: 1,
      floorArea: { value: 72, unit: 'm2' },
      description: 'Two bedrooms.',
      agent: { name: 'Alex Agent', agency: 'Homes Ltd' },
    },
    startScene: 'living',
    scenes: [scene(code, 'living', 'kitchen'), scene(code, 'kitchen', 'living')],
    floorPlans: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  };
}
