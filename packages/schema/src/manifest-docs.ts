import type { FieldDocs } from './described.js';
import { HOTSPOT_ICONS } from './hotspot-icons.js';
import { MAX_BLUR_REGIONS, TRIPOD_COVER_SIZE } from './privacy.js';

const YAW =
  'Degrees left or right: 0 looks at the centre of the panorama image (the front), positive turns ' +
  'right (90 right, -90 left, 180 behind). Any angle; stored as the same direction in (-180, 180].';
const PITCH =
  'Degrees up or down, -90 to 90: 0 is level, positive looks up, 90 straight up, -90 straight down.';
const SCENE_ID = 'A scene id: 1–48 characters of a–z, 0–9 and "-", starting with a letter or a digit.';
const IMAGE_FILE = 'file in the tour folder: JPEG, PNG or WebP.';

const ICON = `What the hotspot shows instead of its usual sign: one of ${HOTSPOT_ICONS.join(', ')}.`;

const LINK: FieldDocs = {
  about: 'Doors to other scenes, drawn as arrows (at most 32).',
  fields: {
    target: `The id of the scene the door leads to. ${SCENE_ID}`,
    yaw: YAW,
    pitch: PITCH,
    label: 'What the door says instead of "Go to <scene title>" (at most 80 characters).',
    icon: `${ICON} An arrow when absent.`,
  },
};

const INFO: FieldDocs = {
  about: 'Points of interest with a short text and an optional photo (at most 32).',
  fields: {
    id: `Unique within the scene. ${SCENE_ID}`,
    yaw: YAW,
    pitch: PITCH,
    title: 'The point’s title (at most 80 characters).',
    text: 'What visitors read when they open it (at most 1000 characters).',
    image: `A photo: an image ${IMAGE_FILE}`,
    icon: `${ICON} An "i" when absent.`,
  },
};

const BLUR: FieldDocs = {
  about:
    'Parts of the panorama blurred for good when the tour is published: faces, names on letters, ' +
    `photos on a wall (at most ${MAX_BLUR_REGIONS}). The uploaded file itself stays as it was.`,
  fields: {
    shape: '"rect" or "ellipse".',
    yaw: `The centre's yaw. ${YAW}`,
    pitch: `The centre's pitch. ${PITCH}`,
    width: 'Degrees of yaw the region spans, 1 to 180.',
    height: 'Degrees of pitch the region spans, 1 to 90.',
  },
};

const TRIPOD_COVER: FieldDocs = {
  about: 'A round patch over the bottom of every panorama, where the tripod stands.',
  fields: {
    size: `Degrees from straight down to the patch's edge, ${TRIPOD_COVER_SIZE.min} to ${TRIPOD_COVER_SIZE.max}.`,
    colour: "The disc's colour, #rrggbb; around a logo too.",
    logo: `A logo drawn inside the disc: an image ${IMAGE_FILE}`,
  },
};

const SCENE: FieldDocs = {
  about: 'The rooms, one panorama each (1 to 200).',
  fields: {
    id: `How links, floor plans and URLs name the scene. ${SCENE_ID}`,
    title: 'The room’s name, as the scene list shows it (at most 80 characters).',
    description: 'What the room looks like, read out by screen readers (at most 500 characters).',
    panorama:
      'The panorama file in the tour folder: a 2:1 equirectangular JPEG, PNG or WebP, or a partial ' +
      'panorama with GPano XMP.',
    north:
      'The yaw, in degrees, at which north lies in this panorama. Any angle. When absent, the ' +
      'panorama’s GPano PoseHeadingDegrees gives it.',
    initialView: {
      about: 'Where the camera looks when the scene opens; yaw 0, pitch 0, fov 90 when absent.',
      fields: { yaw: YAW, pitch: PITCH, fov: 'Vertical field of view in degrees: 10 (close) to 120 (wide).' },
    },
    formerIds:
      'Ids the scene had before it was renamed (at most 8, oldest first): links shared with an old ' +
      'id still open this room.',
    links: LINK,
    infos: INFO,
    blur: BLUR,
    declinedFaces: {
      about:
        'Faces the studio proposed for blurring and the operator declined, by their centre, so they ' +
        'are not proposed again (at most 64). Never published.',
      fields: { yaw: YAW, pitch: PITCH },
    },
  },
};

const FLOOR_PLAN: FieldDocs = {
  about: 'Floor plans with the scenes placed on them (at most 10).',
  fields: {
    id: `How the plan is named. ${SCENE_ID}`,
    label: 'The plan’s name, e.g. "Ground floor" (at most 40 characters).',
    image: `The plan: an image ${IMAGE_FILE}`,
    north: 'Degrees clockwise from the image’s up direction to north. Any angle.',
    scenes: {
      about: 'Where each scene sits on the plan (at least one).',
      fields: {
        scene: `The id of the scene. ${SCENE_ID}`,
        x: 'Pixels from the image’s left edge.',
        y: 'Pixels from the image’s top edge.',
        yawOffset:
          'Degrees clockwise from the image’s up direction to where the scene’s yaw 0 looks. Any angle.',
      },
    },
  },
};

const PROPERTY: FieldDocs = {
  about: 'What is for sale or rent.',
  fields: {
    address: {
      about: 'Where the property is.',
      fields: {
        line1: 'Street and number (at most 120 characters).',
        line2: 'More of the address: flat, building (at most 120 characters).',
        city: 'Town or city (at most 80 characters).',
        postalCode: 'Postal code (at most 20 characters).',
        region: 'State, province or county (at most 80 characters).',
        country: 'Country code, two letters (ISO 3166-1), kept in capitals: NL, DE, GB, US.',
      },
    },
    listing: '"sale" or "rent".',
    price: {
      about: 'The asking price.',
      fields: {
        amount: 'Whole currency units, without separators: 350000. For rent, per month.',
        currency: 'Currency code, three letters (ISO 4217), kept in capitals: EUR, GBP, USD.',
      },
    },
    bedrooms: 'Number of bedrooms: a whole number, 0 to 100.',
    bathrooms: 'Number of bathrooms, in halves: 1, 1.5, 2.',
    floorArea: {
      about: 'The living area.',
      fields: {
        value: 'The area, in the unit below.',
        unit: '"m2" (square metres) or "ft2" (square feet); visitors see the area in this unit.',
      },
    },
    description: 'The listing’s text (at most 5000 characters).',
    agent: {
      about: 'Who visitors contact.',
      fields: {
        name: 'The agent’s name (at most 80 characters).',
        agency: 'The agency’s name (at most 80 characters).',
        phone:
          'Phone number as visitors dial it: 6 to 15 digits, with spaces, - ( ) . and a leading +, such as +31 20 123 4567 (at most 32 characters).',
        email: 'Email address: ann@example.com.',
        photo: `A portrait: an image ${IMAGE_FILE}`,
      },
    },
  },
};

const VIDEO: FieldDocs = {
  about: 'A walkthrough video.',
  fields: {
    file: 'The video file in the tour folder: H.264 MP4.',
    poster: `The still shown before it plays: an image ${IMAGE_FILE}`,
    captions: {
      about: 'Subtitles, one WebVTT file per language.',
      fields: {
        file: 'The WebVTT file in the tour folder.',
        lang: 'Language code: two lower-case letters, optionally "-" and a region: en, en-GB.',
        label: 'The language as the captions menu names it: English (at most 40 characters).',
      },
    },
    chapters: {
      about: 'Points in the video visitors can jump to.',
      fields: {
        start: 'Seconds from the start of the video.',
        title: 'The chapter’s name (at most 80 characters).',
        scene: `The scene this chapter shows, which visitors can open from it. ${SCENE_ID}`,
      },
    },
  },
};

const BRANDING: FieldDocs = {
  about:
    'The agency’s look on the branded page (never on the unbranded one); each field overrides the studio’s branding setting.',
  fields: {
    name: 'The agency’s name, the logo’s text for screen readers (at most 80 characters).',
    accent:
      'The colour of buttons, links and the focus ring: # and six hex digits, such as #fbbf24. It must reach a contrast of 4.5:1 (WCAG AA) with the dark text on buttons and the dark page.',
    logo: `The agency’s logo, shown in the top bar and on the link-preview image: an image ${IMAGE_FILE}`,
  },
};

/** What every field of the import manifest means, in the words editors show next to it. */
export const MANIFEST_DOCS: FieldDocs = {
  about: 'A Tourview tour manifest (tour.yaml or tour.json): the tour, and the files in its folder.',
  fields: {
    code:
      'The tour code visitors type to open the tour: 3–64 letters, digits, "-" and "_". ' +
      '`tour import --code` overrides it.',
    title: 'The listing’s title (at most 120 characters).',
    defaultLanguage:
      'The language the texts are written in first, such as "en" or "de" ("en" when absent): ' +
      'a visitor whose language a text lacks reads this one.',
    property: PROPERTY,
    startScene: `The scene visitors start in; the first scene when absent. ${SCENE_ID}`,
    tripodCover: TRIPOD_COVER,
    scenes: SCENE,
    floorPlans: FLOOR_PLAN,
    video: VIDEO,
    branding: BRANDING,
  },
};
