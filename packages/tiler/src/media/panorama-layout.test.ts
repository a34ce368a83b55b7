import { describe, expect, it } from 'vitest';
import { gpanoXmp } from '../test-support/camera-fixtures.js';
import { parseGPano } from './gpano.js';
import { northOf, panoramaLayout, pitchRangeOf, workingWidth } from './panorama-layout.js';

/** The same properties as elements, the way some stitchers write it. */
function elementXmp(props: Record<string, number>): string {
  const elements = Object.entries(props)
    .map(([k, v]) => `<GPano:${k}>${v}</GPano:${k}>`)
    .join('\n');
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description xmlns:GPano="http://ns.google.com/photos/1.0/panorama/">\n${elements}\n</rdf:Description></rdf:RDF></x:xmpmeta>`;
}

const PHONE = {
  FullPanoWidthPixels: 8000,
  FullPanoHeightPixels: 4000,
  CroppedAreaImageWidthPixels: 8000,
  CroppedAreaImageHeightPixels: 2000,
  CroppedAreaLeftPixels: 0,
  CroppedAreaTopPixels: 1000,
  PoseHeadingDegrees: 30,
};

describe('parseGPano', () => {
  it('reads attributes and elements alike, and nothing from XMP without GPano', () => {
    const image = { width: 8000, height: 2000 };
    const expected = {
      fullWidth: 8000,
      fullHeight: 4000,
      croppedWidth: 8000,
      croppedHeight: 2000,
      left: 0,
      top: 1000,
      heading: 30,
    };
    expect(parseGPano(Buffer.from(gpanoXmp(PHONE)), image)).toEqual(expected);
    expect(parseGPano(elementXmp(PHONE), image)).toEqual(expected);
    expect(parseGPano('<x:xmpmeta><rdf:RDF/></x:xmpmeta>', image)).toBeNull();
    expect(parseGPano(undefined, image)).toBeNull();
  });

  it('fills what a writer left out from the image, centred', () => {
    expect(parseGPano(gpanoXmp({ FullPanoWidthPixels: 4000 }), { width: 4000, height: 1000 })).toEqual({
      fullWidth: 4000,
      fullHeight: 2000,
      croppedWidth: 4000,
      croppedHeight: 1000,
      left: 0,
      top: 500,
    });
  });
});

describe('panoramaLayout', () => {
  it('takes a 2:1 image as the whole sphere and explains what a non-2:1 one lacks', () => {
    expect(panoramaLayout({ width: 8192, height: 4096 }, null)).toEqual({
      width: 8192,
      height: 4096,
      fullWidth: 8192,
      left: 0,
      top: 0,
    });
    expect(panoramaLayout({ width: 8000, height: 2000 }, null)).toEqual({
      problem: expect.stringMatching(/^8000×2000 is not 2:1: .*2:1 equirectangular.*GPano XMP/),
    });
    expect(panoramaLayout({ width: 128, height: 64 }, null)).toEqual({
      problem: '128×64 is too small (at least 256×128)',
    });
  });

  it("places a phone's partial panorama by GPano: the band it covers, and north from its heading", () => {
    const image = { width: 8000, height: 2000 };
    const layout = panoramaLayout(image, parseGPano(gpanoXmp(PHONE), image));
    expect(layout).toEqual({ width: 8000, height: 2000, fullWidth: 8000, left: 0, top: 1000, heading: 30 });
    if ('problem' in layout) return;
    expect(pitchRangeOf(layout)).toEqual({ min: -45, max: 45 });
    expect(northOf(layout)).toBe(-30);
    expect(northOf({ ...layout, heading: 180 })).toBe(180);
    expect(northOf({ ...layout, heading: -90 })).toBe(90);
  });

  it('scales a GPano crop tagged on a larger original to the image, and refuses one that does not fit', () => {
    const image = { width: 4000, height: 1000 };
    const layout = panoramaLayout(image, parseGPano(gpanoXmp(PHONE), image));
    expect(layout).toMatchObject({ fullWidth: 4000, top: 500 });
    const squashed = { width: 4000, height: 1500 };
    expect(panoramaLayout(squashed, parseGPano(gpanoXmp(PHONE), squashed))).toEqual({
      problem: '4000×1500 does not match its GPano cropped area 8000×2000',
    });
    const low = { ...PHONE, CroppedAreaTopPixels: 2500 };
    expect(panoramaLayout({ width: 8000, height: 2000 }, parseGPano(gpanoXmp(low), image))).toEqual({
      problem: expect.stringContaining('lies outside the GPano full panorama 8000×4000'),
    });
    const square = { ...PHONE, FullPanoHeightPixels: 8000 };
    expect(panoramaLayout({ width: 8000, height: 2000 }, parseGPano(gpanoXmp(square), image))).toEqual({
      problem: 'GPano full panorama 8000×8000 is not 2:1',
    });
  });

  it('works on at most 16384 px, whatever the source', () => {
    expect(workingWidth({ width: 20000, height: 10000, fullWidth: 20000, left: 0, top: 0 })).toBe(16384);
    expect(workingWidth({ width: 8192, height: 4096, fullWidth: 8192, left: 0, top: 0 })).toBe(8192);
    expect(pitchRangeOf({ width: 8192, height: 4096, fullWidth: 8192, left: 0, top: 0 })).toBeUndefined();
  });
});
