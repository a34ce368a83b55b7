import {
  classifyUpload,
  sniffFile,
  SNIFF_BYTES,
  type DraftFileKindName,
  type SniffedType,
} from '@tourview/schema';

/** A dropped file, classified by its bytes, waiting for the operator's "Upload". */
export type PendingFile =
  | {
      id: number;
      file: File;
      accepted: true;
      kind: DraftFileKindName;
      type: SniffedType;
      width?: number;
      height?: number;
    }
  | { id: number; file: File; accepted: false; reason: string };

/** Reads the start of each file (never the whole of a 300 MB panorama) and classifies it. */
export async function classifyFiles(files: readonly File[], firstId: number): Promise<PendingFile[]> {
  return Promise.all(
    files.map(async (file, i) => {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const result = classifyUpload(file.name, sniffFile(head));
      return result.accepted
        ? { ...result, id: firstId + i, file }
        : { id: firstId + i, file, accepted: false as const, reason: result.reason };
    }),
  );
}
