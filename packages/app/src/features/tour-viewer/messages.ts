import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the 360° viewer and its overlays. */
export const messages = defineMessages({
  en: {
    viewerLabel: '360° view of {scene}. Drag or use the arrow keys to look around, + and − to zoom.',
    goTo: 'Go to {scene}',
    infoOpen: 'About: {title}',
    close: 'Close',
    loading: 'Loading {scene}…',
    loadingProgress: 'Loading {scene}… {percent}%',
    loadFailedTitle: 'This room could not be loaded',
    loadFailedBody: 'The connection may have dropped. The details of the home are still here.',
    retry: 'Try again',
    webglTitle: 'The 360° view cannot be shown here',
    webglBody:
      'This browser or device cannot draw the 3D view (WebGL is off or unsupported). You can still read about the home and contact the agent.',
    offline: 'You are offline. The tour keeps trying to load the missing parts.',
    fullscreen: 'Full screen',
    exitFullscreen: 'Leave full screen',
    gyroscopeOn: 'Steer by moving your phone',
    gyroscopeOff: 'Stop steering by moving your phone',
    gyroscopeDenied: 'Motion access was not granted.',
  },
  de: {
    viewerLabel: '360°-Ansicht: {scene}. Ziehen oder Pfeiltasten zum Umsehen, + und − zum Zoomen.',
    // Not "Zu {scene}": the article depends on the room ("Zur Küche", "Zum Flur").
    goTo: 'Weiter: {scene}',
    infoOpen: 'Info: {title}',
    close: 'Schließen',
    loading: '{scene} wird geladen…',
    loadingProgress: '{scene} wird geladen… {percent} %',
    loadFailedTitle: 'Dieser Raum konnte nicht geladen werden',
    loadFailedBody: 'Vielleicht ist die Verbindung abgebrochen. Die Angaben zur Immobilie sind weiterhin da.',
    retry: 'Erneut versuchen',
    webglTitle: 'Die 360°-Ansicht kann hier nicht angezeigt werden',
    webglBody:
      'Dieser Browser oder dieses Gerät kann die 3D-Ansicht nicht darstellen (WebGL ist aus oder fehlt). Sie können trotzdem alles über die Immobilie lesen und den Makler kontaktieren.',
    offline: 'Sie sind offline. Die Tour versucht weiter, die fehlenden Teile zu laden.',
    fullscreen: 'Vollbild',
    exitFullscreen: 'Vollbild beenden',
    gyroscopeOn: 'Durch Bewegen des Handys steuern',
    gyroscopeOff: 'Steuerung durch Bewegung beenden',
    gyroscopeDenied: 'Der Zugriff auf die Bewegungssensoren wurde nicht erlaubt.',
  },
});
