import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3ClientOf } from '../s3-client.js';
import { bucketAt, type LocalS3 } from './local-s3.js';

let installed: boolean | undefined;

/**
 * Whether moto's S3 server is installed. s3rver lacks multipart part listing (ListParts),
 * which resumable uploads to a bucket rely on; moto implements it. Asked on first use, not
 * when the module loads: starting moto's Python to ask takes some 0.6 s, which every test
 * file that imports the storage's test helpers paid.
 */
export function motoAvailable(): boolean {
  installed ??= spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status === 0;
  return installed;
}

async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no spare port');
  return address.port;
}

async function until(ready: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`moto_server did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts moto's S3 server on a spare loopback port with an empty bucket `media`, like {@link startLocalS3}. */
export async function startMotoS3(prefix = 'site'): Promise<LocalS3> {
  const port = await sparePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(endpoint).then(
        (r) => r.ok,
        () => false,
      ),
    30_000,
  );
  const bucket = bucketAt(endpoint, prefix, { accessKeyId: 'moto', secretAccessKey: 'moto' });
  const client = s3ClientOf(bucket.config);
  await client.send(new CreateBucketCommand({ Bucket: 'media' }));
  client.destroy();
  return {
    ...bucket,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
