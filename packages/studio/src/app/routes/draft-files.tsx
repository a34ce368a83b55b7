import { tourCodeSchema } from '@tourview/schema';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.js';
import { paths } from '../../config/paths.js';
import { DraftUploads } from '../../features/uploads/index.js';

/** The files of a tour's draft: uploads and what inspection found. */
export default function DraftFiles() {
  const code = tourCodeSchema.safeParse(useParams().tourCode);
  return (
    <>
      <p>
        <Link to={paths.tours.href()}>← Tours</Link>
      </p>
      <PageHeading>Files of {code.success ? code.data : 'this tour'}</PageHeading>
      {code.success ? <DraftUploads tourCode={code.data} /> : <p role="alert">This is not a tour code.</p>}
    </>
  );
}
