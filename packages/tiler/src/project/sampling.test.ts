import { createHash } from 'node:crypto';
import { FACES, directionOfFacePoint, faceBasis, yawPitchOf } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { buildHorizontalMips, mipDepth, shrinkEquirect } from './equirect.js';
import { faceReading, quarterProjection, tableOf } from './cube-faces.js';
import { perspectiveProjection } from './perspective.js';
import { buildSampleLut, plainReading, sampleThroughLut } from './sampling.js';

/** A smooth equirect whose colour encodes the direction: R, G from yaw (no seam), B from pitch. */
function colourOf(yaw: number, pitch: number): [number, number, number] {
  return [127.5 + 127 * Math.sin(yaw), 127.5 + 127 * Math.cos(yaw), 127.5 + (pitch / Math.PI) * 254];
}

function gradientEquirect(width: number) {
  const height = width / 2;
  const data = new Uint8Array(new SharedArrayBuffer(width * height * 3));
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const c = colourOf(((i + 0.5) / width - 0.5) * 2 * Math.PI, (0.5 - (j + 0.5) / height) * Math.PI);
      data.set(c.map(Math.round), (j * width + i) * 3);
    }
  }
  return { data, width, height };
}

const equirect = gradientEquirect(1024);
const SIZE = 128;

function renderFace(face: (typeof FACES)[number], size = SIZE) {
  const { n, right, down } = faceBasis(face);
  const lut = buildSampleLut({ n, right, down, width: size, height: size }, 1024, 512, mipDepth(1024));
  const mips = buildHorizontalMips(equirect, lut.polarRows);
  const out = new Uint8Array(size * size * 3);
  sampleThroughLut(lut, mips, plainReading(lut), out);
  return out;
}

describe('reprojection kernel', () => {
  it.each(FACES)('face %s matches the reference reprojection at sampled directions', (face) => {
    const out = renderFace(face);
    let worst = 0;
    for (let j = 2; j < SIZE; j += 7) {
      for (let i = 3; i < SIZE; i += 7) {
        const u = (i + 0.5) / SIZE;
        const v = (j + 0.5) / SIZE;
        // Colour is undefined at the very poles (every yaw meets there).
        if ((face === 'u' || face === 'd') && Math.hypot(u - 0.5, v - 0.5) < 0.1) continue;
        const { yaw, pitch } = yawPitchOf(directionOfFacePoint({ face, u, v }));
        const expected = colourOf(yaw, pitch);
        const o = (j * SIZE + i) * 3;
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs((out[o + c] ?? 0) - (expected[c] ?? 0)));
      }
    }
    expect(worst).toBeLessThanOrEqual(4);
  });

  it('averages sideways near the poles instead of skipping columns', () => {
    const { n, right, down } = faceBasis('u');
    const size = 256; // a quarter of the equirect's width, as the tiler uses
    const lut = buildSampleLut({ n, right, down, width: size, height: size }, 1024, 512, mipDepth(1024));
    const centre = (size / 2) * size + size / 2;
    const edge = (size / 2) * size + 1;
    expect(lut.mip[centre]).toBeGreaterThan(2);
    expect(lut.mip[edge]).toBe(0);
    expect(lut.polarRows[1]).toBeGreaterThan(0);
    expect(lut.polarRows[1]).toBeLessThan(512 / 2);
  });
});

/** An equirect of pseudo-random bytes: every tap and weight of the kernel shows in its output. */
function noiseEquirect(width: number) {
  const data = new Uint8Array(new SharedArrayBuffer((width * width * 3) / 2));
  let seed = 1;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = seed >> 16;
  }
  return { data, width, height: width / 2 };
}

describe('compiled kernel and tables', () => {
  it('writes byte for byte what the JavaScript kernel it replaced wrote', () => {
    const noise = noiseEquirect(512);
    const hash = createHash('sha256');
    // An odd face size, so each face's middle row and column are read from its quarter table.
    for (const face of FACES) {
      const lut = buildSampleLut(quarterProjection(tableOf(face), 127), 512, 256, mipDepth(512));
      const out = new Uint8Array(127 * 127 * 3);
      sampleThroughLut(lut, buildHorizontalMips(noise, lut.polarRows), faceReading(face, 127, 512), out);
      hash.update(out);
    }
    const view = perspectiveProjection({ yaw: 30, pitch: 70, fov: 100 }, 160, 90);
    const lut = buildSampleLut(view, 512, 256, mipDepth(512));
    const out = new Uint8Array(160 * 90 * 3);
    sampleThroughLut(lut, buildHorizontalMips(noise, lut.polarRows), plainReading(lut), out);
    hash.update(out);
    // The digest of the same renders by the JavaScript kernel, before it was replaced.
    expect(hash.digest('hex')).toBe('82b3e13c2ac4de451205afc291ce40cfc0ae8eea684ea9e099855a809a36f89e');
  });

  it('builds tables bit for bit as the JavaScript builder it replaced did', () => {
    const hash = createHash('sha256');
    const tables = [
      buildSampleLut(quarterProjection('side', 127), 512, 256, 6),
      buildSampleLut(quarterProjection('polar', 127), 512, 256, 6),
      buildSampleLut(perspectiveProjection({ yaw: 30, pitch: 70, fov: 100 }, 160, 90), 1000, 500, 3),
    ];
    for (const table of tables) {
      for (const array of [table.x, table.y, table.mip, table.polarRows]) {
        hash.update(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      }
    }
    // The digest of the same tables built by the JavaScript builder, before it was replaced.
    expect(hash.digest('hex')).toBe('6962e918576c60b21961d9547786c0e4d5f7eab838b579628024e275fbefb7bb');
  });

  it('refuses a table built for a wider equirect instead of reading past the image', () => {
    const lut = buildSampleLut(quarterProjection('side', 64), 1024, 512, mipDepth(1024));
    const small = buildHorizontalMips(
      noiseEquirect(256),
      lut.polarRows.map(() => 0),
    );
    const out = new Uint8Array(64 * 64 * 3);
    expect(() => sampleThroughLut(lut, small, faceReading('f', 64, 1024), out)).toThrow(RangeError);
  });

  it('refuses an output buffer or reading that does not fit the table', () => {
    const lut = buildSampleLut(quarterProjection('side', 64), 512, 256, mipDepth(512));
    const mips = buildHorizontalMips(noiseEquirect(512), lut.polarRows);
    const reading = faceReading('f', 64, 512);
    expect(() => sampleThroughLut(lut, mips, reading, new Uint8Array(64 * 63 * 3))).toThrow(/shorter/);
    expect(() =>
      sampleThroughLut(lut, mips, { ...reading, width: 200 }, new Uint8Array(200 * 64 * 3)),
    ).toThrow(/does not fit/);
  });
});

describe('table layout', () => {
  it('keeps one longitude and mip per column where every column looks along one meridian', () => {
    const side = buildSampleLut(quarterProjection('side', SIZE), 1024, 512, mipDepth(1024));
    expect(side.perColumn).toBe(true);
    expect([side.x.length, side.mip.length, side.y.length]).toEqual([SIZE / 2, SIZE / 2, (SIZE / 2) ** 2]);
    const polar = buildSampleLut(quarterProjection('polar', SIZE), 1024, 512, mipDepth(1024));
    expect(polar.perColumn).toBe(false);
    expect(polar.x.length).toBe((SIZE / 2) ** 2);
  });
});

describe('quarter tables', () => {
  it.each(FACES.flatMap((face) => [SIZE, SIZE - 1].map((size) => [face, size] as const)))(
    'face %s (%i px) reads its quarter table as its own whole table',
    (face, size) => {
      const quarter = buildSampleLut(quarterProjection(tableOf(face), size), 1024, 512, mipDepth(1024));
      const out = new Uint8Array(size * size * 3);
      sampleThroughLut(
        quarter,
        buildHorizontalMips(equirect, quarter.polarRows),
        faceReading(face, size, 1024),
        out,
      );
      const direct = renderFace(face, size);
      let differ = 0;
      for (let o = 0; o < direct.length; o++) if (Math.abs((out[o] ?? 0) - (direct[o] ?? 0)) > 2) differ++;
      expect(differ / direct.length).toBeLessThan(0.001);
    },
  );
});

describe('buildHorizontalMips', () => {
  it('averages column pairs of the rows next to the poles only', () => {
    const base = {
      data: new Uint8Array([10, 20, 30, 20, 40, 60, 0, 0, 0, 255, 255, 255]),
      width: 2,
      height: 2,
    };
    const mips = buildHorizontalMips({ ...base, width: 2, height: 2 }, [0, 1]);
    expect(mips.levels).toHaveLength(2);
    expect([...(mips.levels[1] ?? [])]).toEqual([15, 30, 45, 128, 128, 128]);
    const topOnly = buildHorizontalMips({ data: base.data, width: 2, height: 4 }, [0, 0]);
    expect([...(topOnly.levels[1] ?? [])].every((v) => v === 0)).toBe(true);
  });
});

describe('shrinkEquirect', () => {
  it('averages each block, rounding to the nearest', () => {
    // 4×2 pixels, R = G = B, shrunk 2:1 into two pixels: (0 + 1 + 2 + 2) / 4 = 1.25 and (9 + 9 + 10 + 10) / 4 = 9.5.
    const grey = [0, 1, 9, 9, 2, 2, 10, 10];
    const data = new Uint8Array(grey.flatMap((v) => [v, v, 255 - v]));
    const small = shrinkEquirect({ data, width: 4, height: 2 }, 2);
    expect([small.width, small.height]).toEqual([2, 1]);
    expect([...small.data]).toEqual([1, 1, 254, 10, 10, 246]);
  });

  it('averages blocks of every size as a plain block-by-block average does', () => {
    const [width, height] = [48, 24];
    const data = new Uint8Array(width * height * 3).map((_, i) => (i * 7919 + (i >> 5)) & 255);
    for (const factor of [2, 3, 4, 24]) {
      const small = shrinkEquirect({ data, width, height }, factor);
      const expected = Array.from(small.data, (_, o) => {
        const [i, j, c] = [Math.floor(o / 3) % small.width, Math.floor(o / 3 / small.width), o % 3];
        let sum = 0;
        for (let y = j * factor; y < (j + 1) * factor; y++) {
          for (let x = i * factor; x < (i + 1) * factor; x++) sum += data[(y * width + x) * 3 + c] ?? 0;
        }
        return Math.floor((sum + (factor * factor) / 2) / (factor * factor));
      });
      expect([...small.data], `factor ${factor}`).toEqual(expected);
    }
  });

  it('refuses a factor that does not divide the image', () => {
    expect(() => shrinkEquirect({ data: new Uint8Array(6 * 3 * 3), width: 6, height: 3 }, 2)).toThrow(
      /divide/,
    );
  });
});
