import { stringify } from 'yaml';
import { placeholder } from '../manifest/placeholders.js';
import type { SceneName } from './scene-names.js';

/** A scene of the starter manifest: its name and its panorama file. */
export interface StarterScene extends SceneName {
  file: string;
}

const fill = (what: string) => JSON.stringify(placeholder(what));
const plain = (value: string) => stringify(value).trimEnd();

/** The property's fields, each a placeholder: only the operator knows them. */
const PROPERTY_YAML = `property:
  address:
    line1: ${fill('street and number')}
    # line2, postalCode and region are optional.
    city: ${fill('town or city')}
    country: ${fill('country code, two capital letters: NL, DE, GB')}
  listing: ${fill('sale or rent')}
  price:
    amount: ${fill('the price in whole currency units, e.g. 350000 (for rent, per month)')}
    currency: ${fill('currency code, three capital letters: EUR, GBP, USD')}
  bedrooms: ${fill('number of bedrooms')}
  bathrooms: ${fill('number of bathrooms, in halves: 1, 1.5, 2')}
  floorArea:
    value: ${fill('the living area, a number')}
    unit: ${fill('m2 or ft2')}
  description: ${fill('the listing’s text')}
  agent:
    name: ${fill('the agent’s name')}
    agency: ${fill('the agency’s name')}
    # phone, email and photo (an image file in this folder) are optional.`;

/**
 * The text of a starter `tour.yaml`: every required field, a placeholder where only the
 * operator knows the value, one scene per panorama (the first is the start), each looking
 * ahead (yaw 0) with no links yet. The first line points YAML editors at the JSON Schema.
 */
export function starterManifest(scenes: readonly StarterScene[], schemaPath: string): string {
  const [start] = scenes;
  return `# yaml-language-server: $schema=${schemaPath}
# Written by \`tour init\`. Replace every "<fill in: …>", then run \`tour import\` on this folder:
# it names whatever is still to fill in. docs/cli-and-manifest.md, "Writing a tour manifest", explains each field.
code: ${fill('the tour code visitors type: 3–64 letters, digits, - and _ (or pass --code to tour import)')}
title: ${fill('the listing’s title')}
${PROPERTY_YAML}
startScene: ${start?.id ?? ''}
scenes:
${scenes.map(sceneLines).join('')}`;
}

function sceneLines(scene: StarterScene): string {
  return `  - id: ${scene.id}
    title: ${plain(scene.title)}
    description: ${fill(`what the ${scene.title.toLowerCase()} looks like, read out by screen readers`)}
    panorama: ${plain(scene.file)}
    initialView: { yaw: 0, pitch: 0, fov: 90 }
    links: []
`;
}
