/** The draft schema's maximum counts (`tour.ts`, `manifest.ts`); its tests check each. */
export const DRAFT_MAXIMA = { scenes: 200, links: 32, infos: 32, floorPlans: 10 } as const;
/** Room for the tour's own fields: title, property and video. */
const TOUR_FIELDS_ALLOWANCE = 64 * 1024;

/** The longest a JSON number gets, as written by `JSON.stringify`. */
const LONGEST_NUMBER = -1.2345678901234568e-300;

/** `length` characters of two UTF-8 bytes each. */
const text = (length: number) => 'é'.repeat(length);
const id = () => 'i'.repeat(48);
const file = () => 'f'.repeat(128);

function largestScene() {
  const angle = { yaw: LONGEST_NUMBER, pitch: LONGEST_NUMBER };
  return {
    id: id(),
    title: text(80),
    description: text(500),
    panorama: file(),
    north: LONGEST_NUMBER,
    initialView: { ...angle, fov: LONGEST_NUMBER },
    links: Array.from({ length: DRAFT_MAXIMA.links }, () => ({ target: id(), ...angle, label: text(80) })),
    infos: Array.from({ length: DRAFT_MAXIMA.infos }, () => ({
      id: id(),
      ...angle,
      title: text(80),
      text: text(1000),
      image: file(),
    })),
  };
}

function largestFloorPlan() {
  const pin = { scene: id(), x: LONGEST_NUMBER, y: LONGEST_NUMBER, yawOffset: LONGEST_NUMBER };
  return {
    id: id(),
    label: text(40),
    image: file(),
    north: LONGEST_NUMBER,
    scenes: Array.from({ length: DRAFT_MAXIMA.scenes }, () => pin),
  };
}

/** How many bytes `value` takes as UTF-8. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    // A surrogate pair is one four-byte character: two bytes for each half.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
  }
  return bytes;
}

const jsonBytes = (value: unknown) => utf8Length(JSON.stringify(value));

/**
 * The largest a draft's manifest may be as JSON, derived from the manifest schema's maxima:
 * 200 rooms, each with 32 doors and 32 info points, 10 floor plans that each pin every room,
 * and every text at its longest in one language. Characters count as two bytes (UTF-8 of
 * accented Latin, Greek or Cyrillic), numbers at the longest JSON writes one, and the tour's
 * own fields (title, property, video) get 64 KiB. The draft schema refuses a larger manifest,
 * so every draft it accepts fits the body limit of saving a draft (about 17.4 MiB).
 */
export const MAX_DRAFT_MANIFEST_BYTES =
  DRAFT_MAXIMA.scenes * (jsonBytes(largestScene()) + 1) +
  DRAFT_MAXIMA.floorPlans * (jsonBytes(largestFloorPlan()) + 1) +
  TOUR_FIELDS_ALLOWANCE;
