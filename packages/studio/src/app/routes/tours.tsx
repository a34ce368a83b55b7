import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { paths } from '../../config/paths.js';
import { useTours } from '../../lib/api/tours.js';
import { NewTourForm } from './tour/new-tour-form.js';
import { useAccount } from '../use-account.js';
import cards from '../../components/cards.module.css';
import styles from './tours.module.css';

/** The tours this account may work on, each with its start room's thumbnail, searchable by code or title. */
export default function Tours() {
  const account = useAccount();
  const [search, setSearch] = useState('');
  const tours = useTours(useDeferredValue(search.trim()));
  const count = tours.data?.length ?? 0;
  return (
    <>
      <PageHeading>Tours</PageHeading>
      <p className="muted">{account.role === 'admin' ? 'Every tour.' : 'The tours you are a member of.'}</p>
      <NewTourForm />
      <div className={`field ${styles.search}`}>
        <label htmlFor="tour-search">Search tours by code or title</label>
        <input id="tour-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <p role="status" className="muted">
        {tours.data ? `${count} ${count === 1 ? 'tour' : 'tours'}` : 'Loading…'}
      </p>
      <FormError error={tours.error} />
      <ul className={cards.cards}>
        {tours.data?.map((tour) => (
          <li key={tour.code} className={`${cards.card} ${styles.tour}`}>
            <FileThumbnail code={tour.code} sha256={tour.startPanorama ?? undefined} size="large" />
            <div>
              <h2>
                <Link to={paths.tour.href(tour.code)}>{tour.title}</Link>
              </h2>
              <p className="muted">
                <code>{tour.code}</code> · {tour.scenes} {tour.scenes === 1 ? 'scene' : 'scenes'} · updated{' '}
                <time dateTime={tour.updatedAt}>{new Date(tour.updatedAt).toLocaleDateString()}</time>
                {tour.published ? null : ' · not published yet'}
              </p>
              <p>
                <Link to={paths.draftFiles.href(tour.code)}>Files of {tour.code}</Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
