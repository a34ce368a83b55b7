import { DEFAULT_TRIPOD_COLOUR, TRIPOD_COVER_SIZE } from '@tourview/schema';
import { at, type ManifestFields } from './tour-form-data.js';

/** The tripod cover as its fields show it: off, or on with its size, colour and logo. */
export interface TripodCoverValues {
  on: boolean;
  size: number;
  colour: string;
  logo: string;
}

/** What the fields show for a draft: its cover, or the defaults to start one from. */
export function tripodCoverValues(manifest: ManifestFields): TripodCoverValues {
  const cover = at(manifest, 'tripodCover');
  const on = Object.keys(cover).length > 0;
  return {
    on,
    size: typeof cover.size === 'number' ? cover.size : TRIPOD_COVER_SIZE.default,
    colour: typeof cover.colour === 'string' ? cover.colour : DEFAULT_TRIPOD_COLOUR,
    logo: typeof cover.logo === 'string' ? cover.logo : '',
  };
}

/**
 * The manifest with the tripod cover fields written in: off removes the cover, on sets it
 * (an empty size takes the default; the schema checks the rest and says what is wrong).
 */
export function manifestWithTripodCover(manifest: ManifestFields, data: FormData): ManifestFields {
  const get = (name: string) => String(data.get(name) ?? '').trim();
  const { tripodCover: _old, ...rest } = manifest;
  if (get('tripodCover') !== 'on') return rest;
  const size = get('tripodSize') === '' ? TRIPOD_COVER_SIZE.default : Number(get('tripodSize'));
  const logo = get('tripodLogo');
  return {
    ...rest,
    tripodCover: { size, colour: get('tripodColour') || DEFAULT_TRIPOD_COLOUR, ...(logo ? { logo } : {}) },
  };
}
