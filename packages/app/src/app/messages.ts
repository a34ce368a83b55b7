import { defineMessages } from '../lib/i18n/index.js';

/** Strings of the app shell and its routes. */
export const messages = defineMessages({
  en: {
    appName: 'Tourview',
    language: 'Language',
    crashTitle: 'Something went wrong',
    crashBody:
      'This page could not be shown. Reloading usually helps; your tour code is kept in the address.',
    reload: 'Reload',
    goHome: 'Go to the start page',
    homeTitle: 'Walk through a home in 360°',
    homeLead: 'Enter the tour code from the listing or your invitation to step inside.',
    demoHeading: 'No code at hand?',
    demoBody: 'Take a look around our demo apartment.',
    demoLink: 'Open the demo tour',
    invalidCodeTitle: 'This is not a tour code',
    invalidCodeBody: '“{code}” cannot be a tour code: {problem}',
    notFoundTitle: 'Tour not found',
    notFoundBody: 'There is no tour with the code “{code}”. Check the code in your invitation or listing.',
    didYouMean: 'Did you mean {code}?',
    previewNotFoundTitle: 'Preview not available',
    previewNotFoundBody:
      'This preview link is not valid or has expired (previews last 24 hours). Make a new preview in the studio.',
    networkTitle: 'The tour could not be loaded',
    networkBody: 'Your connection seems to be down or the service is busy. Nothing is lost — try again.',
    serverErrorBody: 'The service answered with an error ({code}). Please try again in a moment.',
    retry: 'Try again',
    loading: 'Loading tour {code}…',
    tourHeading: 'Tour {code}',
    videoHeading: 'Video · {place}',
    noVideoTitle: 'This tour has no video',
    noVideoBody: 'The 360° tour is there for you to walk through.',
    openTour: 'Open the 360° tour',
    watchVideo: 'Watch video',
  },
  de: {
    appName: 'Tourview',
    language: 'Sprache',
    crashTitle: 'Etwas ist schiefgelaufen',
    crashBody:
      'Diese Seite konnte nicht angezeigt werden. Neu laden hilft meistens; Ihr Tour-Code bleibt in der Adresse.',
    reload: 'Neu laden',
    goHome: 'Zur Startseite',
    homeTitle: 'Ein Zuhause in 360° erleben',
    homeLead: 'Geben Sie den Tour-Code aus dem Inserat oder Ihrer Einladung ein.',
    demoHeading: 'Kein Code zur Hand?',
    demoBody: 'Sehen Sie sich in unserer Demo-Wohnung um.',
    demoLink: 'Demo-Tour öffnen',
    invalidCodeTitle: 'Das ist kein Tour-Code',
    invalidCodeBody: '„{code}“ kann kein Tour-Code sein: {problem}',
    notFoundTitle: 'Tour nicht gefunden',
    notFoundBody:
      'Es gibt keine Tour mit dem Code „{code}“. Bitte prüfen Sie den Code in Ihrer Einladung oder im Inserat.',
    didYouMean: 'Meinten Sie {code}?',
    previewNotFoundTitle: 'Vorschau nicht verfügbar',
    previewNotFoundBody:
      'Dieser Vorschau-Link ist ungültig oder abgelaufen (Vorschauen gelten 24 Stunden). Erstellen Sie im Studio eine neue Vorschau.',
    networkTitle: 'Die Tour konnte nicht geladen werden',
    networkBody:
      'Die Verbindung scheint unterbrochen oder der Dienst ausgelastet. Nichts geht verloren — bitte erneut versuchen.',
    serverErrorBody:
      'Der Dienst hat mit einem Fehler geantwortet ({code}). Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    loading: 'Tour {code} wird geladen…',
    tourHeading: 'Tour {code}',
    videoHeading: 'Video · {place}',
    noVideoTitle: 'Diese Tour hat kein Video',
    noVideoBody: 'Die 360°-Tour steht Ihnen zur Verfügung.',
    openTour: '360°-Tour öffnen',
    watchVideo: 'Video ansehen',
  },
});
