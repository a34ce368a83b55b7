import { describe, expect, it } from 'vitest';
import { describeStorage } from './storage-description.js';

describe('describeStorage', () => {
  it('names the SQLite file and the media folder of the data folder', () => {
    expect(describeStorage({ dataDir: '/srv/tours/data' })).toEqual({
      database: 'SQLite /srv/tours/data/tourview.db',
      media: '/srv/tours/data/media',
    });
  });

  it('names the PostgreSQL host, port, database and user, never the password', () => {
    const { database } = describeStorage({
      dataDir: '/d',
      databaseUrl: 'postgres://tourview:s3cret@db.example.com:6432/tours?sslmode=require',
    });
    expect(database).toBe('PostgreSQL db.example.com:6432/tours (user tourview)');
    expect(describeStorage({ dataDir: '/d', databaseUrl: 'postgresql:///tours?host=/run/pg' }).database).toBe(
      'PostgreSQL /run/pg:5432/tours',
    );
  });

  it('names the S3 bucket, prefix and service, never the keys', () => {
    const media = { kind: 's3', region: 'eu-west-1', bucket: 'homes', forcePathStyle: false } as const;
    const credentials = { accessKeyId: 'AKIA', secretAccessKey: 'secret' };
    expect(describeStorage({ dataDir: '/d', media: { ...media, prefix: 'media', credentials } }).media).toBe(
      'S3 bucket homes/media at AWS eu-west-1',
    );
    expect(
      describeStorage({ dataDir: '/d', media: { ...media, prefix: '', endpoint: 'http://127.0.0.1:9000' } })
        .media,
    ).toBe('S3 bucket homes at http://127.0.0.1:9000');
  });
});
