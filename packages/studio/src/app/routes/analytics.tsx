import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.js';
import { paths } from '../../config/paths.js';
import { AnalyticsDashboard } from '../../features/analytics/index.js';

/** A tour's engagement analytics (`/tours/{code}/analytics`). */
export default function AnalyticsRoute() {
  const { tourCode = '' } = useParams();
  return (
    <>
      <p>
        <Link to={paths.tour.href(tourCode)}>← Back to the tour</Link>
      </p>
      <PageHeading>Engagement: {tourCode}</PageHeading>
      <p className="muted">
        Counted without cookies; visitors who ask not to be tracked and bots are not counted. Days are UTC.
      </p>
      <AnalyticsDashboard code={tourCode} />
    </>
  );
}
