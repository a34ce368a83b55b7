import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { manifestSchema } from '@tourview/schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APARTMENT } from './model/apartment.js';

const folder = new URL('../tour/', import.meta.url);
const file = (name: string) => new URL(name, folder).pathname;
const manifest = manifestSchema.parse(JSON.parse(readFileSync(file('tour.json'), 'utf8')));

describe('the committed demo tour', () => {
  it('has a room for every scene of the model, with at least five rooms', () => {
    expect(manifest.scenes.map((s) => s.id)).toEqual(APARTMENT.rooms.map((r) => r.id));
    expect(manifest.scenes.length).toBeGreaterThanOrEqual(5);
  });

  it('ships every file it names, and panoramas are 2:1 JPEGs', async () => {
    const named = [
      ...manifest.scenes.map((s) => s.panorama),
      ...manifest.floorPlans.map((p) => p.image),
      manifest.video?.file,
      manifest.video?.poster,
      ...(manifest.video?.captions.map((c) => c.file) ?? []),
    ];
    for (const name of named) expect(statSync(file(name ?? '')).size, name).toBeGreaterThan(0);
    for (const scene of manifest.scenes) {
      const meta = await sharp(file(scene.panorama)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe((meta.height ?? 0) * 2);
      expect(meta.width).toBeGreaterThanOrEqual(4096);
    }
  });

  it('keeps the folder under 20 MB and the video under 4 MB', () => {
    const total = readdirSync(folder).reduce((sum, name) => sum + statSync(file(name)).size, 0);
    expect(total).toBeLessThan(20 * 1024 * 1024);
    expect(statSync(file(manifest.video?.file ?? '')).size).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('has an H.264 video of 20–40 s with its index first and chapters inside it', () => {
    const video = file(manifest.video?.file ?? '');
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', video], {
        encoding: 'utf8',
      }),
    ) as {
      streams: { codec_name: string }[];
      format: { duration: string };
    };
    const duration = Number(probe.format.duration);
    expect(probe.streams[0]?.codec_name).toBe('h264');
    expect(duration).toBeGreaterThanOrEqual(20);
    expect(duration).toBeLessThanOrEqual(40);
    const head = readFileSync(video)
      .subarray(0, 64 * 1024)
      .toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
    for (const chapter of manifest.video?.chapters ?? []) expect(chapter.start).toBeLessThan(duration);
  });

  it('writes every text a visitor reads in English and German', () => {
    const texts = [
      manifest.title,
      manifest.property.description,
      ...manifest.scenes.flatMap((s) => [
        s.title,
        s.description,
        ...s.infos.flatMap((i) => [i.title, i.text]),
      ]),
      ...manifest.floorPlans.map((p) => p.label),
      ...(manifest.video?.chapters.map((c) => c.title) ?? []),
    ];
    for (const text of texts) expect(Object.keys(text).sort()).toEqual(['de', 'en']);
  });

  it('captions every chapter in English and German', () => {
    const captions = manifest.video?.captions ?? [];
    expect(captions.map((c) => c.lang).sort()).toEqual(['de', 'en']);
    for (const { file: name } of captions) {
      const text = readFileSync(file(name), 'utf8');
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text.match(/-->/g)?.length).toBe(manifest.video?.chapters.length);
    }
  });
});
