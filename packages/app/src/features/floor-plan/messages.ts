import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the floor plan. */
export const messages = defineMessages({
  en: {
    heading: 'Floor plan',
    floors: 'Floors',
    goTo: 'Go to {scene}',
    here: '{scene} (you are here)',
    north: 'North',
  },
  de: {
    heading: 'Grundriss',
    floors: 'Etagen',
    // Not "Zu {scene}": the article depends on the room ("Zur Küche", "Zum Flur").
    goTo: 'Weiter: {scene}',
    here: '{scene} (Sie sind hier)',
    north: 'Norden',
  },
});
