import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the guided tour and the hints that help a visitor find their way. */
export const messages = defineMessages({
  en: {
    label: 'Guided tour',
    play: 'Play guided tour',
    pause: 'Pause guided tour',
    paused: 'Guided tour paused — press Play to resume',
    still: 'Guided tour without turning (reduced motion): a new room every {seconds} s',
    hint: 'Drag to look around',
    gotIt: 'Got it',
    doorsLeft: 'Doors: turn left',
    doorsRight: 'Doors: turn right',
    sharpening: 'Sharper view still loading…',
  },
  de: {
    label: 'Geführte Tour',
    play: 'Geführte Tour abspielen',
    pause: 'Geführte Tour anhalten',
    paused: 'Geführte Tour angehalten – zum Fortsetzen auf Abspielen drücken',
    still: 'Geführte Tour ohne Drehen (reduzierte Bewegung): alle {seconds} s ein neuer Raum',
    hint: 'Zum Umsehen ziehen',
    gotIt: 'Verstanden',
    doorsLeft: 'Türen: nach links drehen',
    doorsRight: 'Türen: nach rechts drehen',
    sharpening: 'Schärfere Ansicht wird noch geladen…',
  },
});
