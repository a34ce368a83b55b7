import { request as httpRequest } from 'node:http';

/** An upload's metadata as the studio sends it. */
export interface UploadMetadata {
  filename: string;
  filetype: string;
  kind: string;
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** Raw tus requests against a listening studio, with the headers of a signed-in browser. */
export function tusRequests(origin: string, headers: Record<string, string>) {
  const tus = { ...headers, 'tus-resumable': '1.0.0' };
  return {
    create(code: string, length: number, meta: Partial<UploadMetadata>): Promise<Response> {
      const metadata = Object.entries(meta)
        .map(([key, value]) => `${key} ${b64(value)}`)
        .join(',');
      return fetch(`${origin}/api/studio/tours/${code}/uploads`, {
        method: 'POST',
        headers: { ...tus, 'upload-length': String(length), 'upload-metadata': metadata },
      });
    },
    patch(location: string, offset: number, chunk: Uint8Array): Promise<Response> {
      return fetch(new URL(location, origin), {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(chunk),
      });
    },
    head(location: string): Promise<Response> {
      return fetch(new URL(location, origin), { method: 'HEAD', headers: tus });
    },
    remove(location: string): Promise<Response> {
      return fetch(new URL(location, origin), { method: 'DELETE', headers: tus });
    },
    /**
     * Sends `sent` bytes of a PATCH announcing `declared` bytes, then drops the connection, as
     * a phone going out of coverage does; resolves once the socket is closed.
     */
    patchAndDrop(location: string, offset: number, sent: Uint8Array, declared: number): Promise<void> {
      return new Promise((resolve) => {
        const req = httpRequest(new URL(location, origin), {
          method: 'PATCH',
          headers: {
            ...tus,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(declared),
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(sent, () => setTimeout(() => req.destroy(), 200));
      });
    },
  };
}

/** Uploads `bytes` in chunks of `chunk` bytes; resolves to the last PATCH's answer. */
export async function uploadInChunks(
  client: ReturnType<typeof tusRequests>,
  location: string,
  bytes: Uint8Array,
  chunk: number,
  from = 0,
): Promise<Response> {
  let last: Response | undefined;
  for (let offset = from; offset < bytes.length; offset += chunk) {
    last = await client.patch(location, offset, bytes.subarray(offset, offset + chunk));
    if (last.status !== 204) return last;
  }
  if (!last) throw new Error('nothing to upload');
  return last;
}
