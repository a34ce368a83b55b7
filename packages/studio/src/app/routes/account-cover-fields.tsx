import { DEFAULT_TRIPOD_COLOUR, TRIPOD_COVER_SIZE, type AccountTripodCover } from '@tourview/schema';
import { useId } from 'react';

/** The cover as the form holds it: on or off, and what it would be when on. */
export interface AccountCoverValues {
  on: boolean;
  size: number;
  colour: string;
  logo: boolean;
}

/** The form's values for a stored cover, or the defaults of a new one. */
export function accountCoverValues(stored: AccountTripodCover | null): AccountCoverValues {
  return stored
    ? { on: true, ...stored }
    : { on: false, size: TRIPOD_COVER_SIZE.default, colour: DEFAULT_TRIPOD_COLOUR, logo: false };
}

/** The cover to save: null when it is off. */
export function accountCoverOf({ on, size, colour, logo }: AccountCoverValues): AccountTripodCover | null {
  return on ? { size, colour, logo } : null;
}

/**
 * The studio's tripod cover for every tour: a disc of a colour, the agency's logo inside it when
 * chosen, drawn over the bottom of every panorama of a tour that sets no cover of its own.
 */
export function AccountCoverFields({
  values,
  onChange,
  disabled,
  hasLogo,
}: {
  values: AccountCoverValues;
  onChange: (values: AccountCoverValues) => void;
  disabled: boolean;
  hasLogo: boolean;
}) {
  const id = useId();
  const off = disabled || !values.on;
  const set = (change: Partial<AccountCoverValues>) => onChange({ ...values, ...change });
  return (
    <fieldset className="stack">
      <legend>Tripod cover for every tour</legend>
      <label>
        <input
          type="checkbox"
          checked={values.on}
          disabled={disabled}
          onChange={(e) => set({ on: e.target.checked })}
        />{' '}
        Cover the tripod in every tour
      </label>
      <p className="muted">
        Drawn into the published tiles of every tour whose own page sets no tripod cover, from its next
        publish.
      </p>
      <div className="field">
        <label htmlFor={`${id}-size`}>
          Size (degrees from straight down, {TRIPOD_COVER_SIZE.min}–{TRIPOD_COVER_SIZE.max})
        </label>
        <input
          id={`${id}-size`}
          type="number"
          min={TRIPOD_COVER_SIZE.min}
          max={TRIPOD_COVER_SIZE.max}
          value={values.size}
          disabled={off}
          onChange={(e) => e.target.value !== '' && set({ size: Number(e.target.value) })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-colour`}>Cover colour</label>
        <input
          id={`${id}-colour`}
          type="color"
          value={values.colour}
          disabled={off}
          onChange={(e) => set({ colour: e.target.value })}
        />
      </div>
      <label>
        <input
          type="checkbox"
          checked={values.logo}
          disabled={off || !hasLogo}
          onChange={(e) => set({ logo: e.target.checked })}
        />{' '}
        The agency&apos;s logo inside it{hasLogo ? '' : ' (set a logo above first)'}
      </label>
    </fieldset>
  );
}
