import { describe, expect, it } from 'vitest';
import { isCameraName, sceneIdFromTitle, titleForPanorama } from './scene-titles.js';

describe('camera names', () => {
  it.each([
    'IMG_4471.jpg',
    'img-4471-2.jpg',
    'IMG4471.JPG',
    'DSC01234.jpg',
    'DSCN0042.jpg',
    '_DSC1234.jpg',
    'PXL_20240101_101010123.jpg',
    'R0010012.JPG',
    'VID_20240101_101010.jpg',
    'GS010012.jpg',
    'GOPR1234.jpg',
    'IMG_20230512_101112_00_123.jpg',
    'DJI_0012.jpg',
    'PANO_20240101_101010.jpg',
    '20240101_101010.jpg',
    'IMG_4471_pano.jpg',
  ])('%s is a camera name', (name) => {
    expect(isCameraName(name)).toBe(true);
  });

  it.each(['living-room.jpg', 'Kitchen_2.JPG', 'hall.png', 'img-of-garden.jpg', 'room.jpg', 'Pool 2.jpg'])(
    '%s is a room’s name',
    (name) => {
      expect(isCameraName(name)).toBe(false);
    },
  );
});

describe('titles and ids', () => {
  it('keeps a meaningful name and numbers camera names from the first free Room', () => {
    expect(titleForPanorama('living-room.jpg', new Set())).toBe('Living room');
    expect(titleForPanorama('IMG_4471.jpg', new Set(['Room 1', 'Room 3']))).toBe('Room 2');
  });

  it('makes ids from titles, unique, without accents, never empty', () => {
    expect(sceneIdFromTitle('Living room', new Set())).toBe('living-room');
    expect(sceneIdFromTitle('Küche & Essen', new Set())).toBe('kuche-essen');
    expect(sceneIdFromTitle('Kitchen', new Set(['kitchen', 'kitchen-2']))).toBe('kitchen-3');
    expect(sceneIdFromTitle('客厅', new Set())).toBe('room');
    expect(sceneIdFromTitle(`${'a'.repeat(60)}`, new Set()).length).toBe(44);
  });
});
