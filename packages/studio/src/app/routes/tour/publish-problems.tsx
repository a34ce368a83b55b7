import { problemFixOf, type ProblemFix } from '@tourview/schema';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import { useDraft } from '../../../lib/api/tours.js';

/**
 * A failed publish's problems, one a line after its first (see the tiler's `invalid_draft`);
 * none when the job failed for another reason (it was interrupted, say).
 */
export function publishProblemsOf(error: string): string[] {
  const [, ...lines] = error.split('\n');
  return lines.filter((line) => line.startsWith('  ')).map((line) => line.trim());
}

const FIX_WORDS: Record<ProblemFix['kind'], string> = {
  scene: 'Fix it in the scene editor',
  plan: 'Fix it in the floor plans',
  video: 'Fix it in the video editor',
  tour: 'Fix it in the draft’s fields',
  files: 'Upload in Files',
};

function fixHref(code: string, fix: ProblemFix): string {
  switch (fix.kind) {
    case 'scene':
      return paths.sceneEditor.href(code, fix.scene);
    case 'plan':
      return paths.planEditor.href(code);
    case 'video':
      return paths.videoEditor.href(code);
    case 'files':
      return paths.draftFiles.href(code);
    case 'tour':
      return `${paths.tour.href(code)}#draft-fields`;
  }
}

/**
 * Why publishing stopped, each problem naming the room or part of the tour and the field in
 * words (the tiler writes them so), with a link to where it is fixed, read against the draft as
 * it is now. An error that is not a list of problems is shown as it is.
 */
export function PublishProblems({ code, error }: { code: string; error: string }) {
  const manifest = useDraft(code).data?.manifest;
  const problems = publishProblemsOf(error);
  if (problems.length === 0) return <p className="problems">{error}</p>;
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  return (
    <div data-testid="publish-problems">
      <p>Nothing was published: fix {count} in the draft first, then publish again.</p>
      <ul className="problems">
        {problems.map((text) => (
          <li key={text}>
            {text}.{' '}
            <Link to={fixHref(code, problemFixOf(manifest, text))}>
              {FIX_WORDS[problemFixOf(manifest, text).kind]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
