import type { DraftFileView } from '@tourview/schema';
import { DataTable } from '../../components/data-table.js';
import { formatBytes } from './format-bytes.js';

function inspection(file: DraftFileView): string {
  if (file.problems === null) return 'Checking…';
  if (file.problems.length === 0) return 'Ready';
  return `${file.problems.length} ${file.problems.length === 1 ? 'problem' : 'problems'}`;
}

/** The draft's files with kind, size, pixel size and what inspection found. */
export function DraftFileList({ files }: { files: readonly DraftFileView[] }) {
  if (files.length === 0) return <p className="muted">No files yet.</p>;
  return (
    <DataTable
      label="Files of the draft"
      caption="Files of the draft"
      columns={['File', 'Kind', 'Size', 'Pixels', 'Inspection']}
    >
      {files.map((file) => (
        <tr key={file.name}>
          <th scope="row">{file.name}</th>
          <td>{file.kind}</td>
          <td>{formatBytes(file.bytes)}</td>
          <td>{file.width && file.height ? `${file.width}×${file.height}` : '—'}</td>
          <td>
            {inspection(file)}
            {file.problems?.length ? (
              <ul className="problems">
                {file.problems.map((problem) => (
                  <li key={problem.code + problem.message}>{problem.message}</li>
                ))}
              </ul>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
