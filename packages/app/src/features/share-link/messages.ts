import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the share button and dialog. */
export const messages = defineMessages({
  en: {
    share: 'Share this view',
    shareTitle: '{title} — 360° tour',
    close: 'Close',
    linkTab: 'Link',
    embedTab: 'Embed',
    linkLabel: 'Link to this view',
    embedLabel: 'Code to embed this view in a web page',
    copy: 'Copy',
    shareSheet: 'Share…',
    copiedShort: 'Copied',
    copyByHand: 'Select the text and copy it by hand.',
    sizeLabel: 'Size',
    sizeResponsive: 'Responsive (fills the width, 16:9)',
    sizeFixed: '{width} × {height}',
    sitesSome: 'Only these sites may show this code: {sites}.',
    sitesNone: 'No other site may show this code: embedding is not enabled for this site.',
  },
  de: {
    share: 'Diese Ansicht teilen',
    shareTitle: '{title} — 360°-Tour',
    close: 'Schließen',
    linkTab: 'Link',
    embedTab: 'Einbetten',
    linkLabel: 'Link zu dieser Ansicht',
    embedLabel: 'Code zum Einbetten dieser Ansicht in eine Webseite',
    copy: 'Kopieren',
    shareSheet: 'Teilen…',
    copiedShort: 'Kopiert',
    copyByHand: 'Text markieren und von Hand kopieren.',
    sizeLabel: 'Größe',
    sizeResponsive: 'Mitwachsend (volle Breite, 16:9)',
    sizeFixed: '{width} × {height}',
    sitesSome: 'Nur diese Websites dürfen diesen Code zeigen: {sites}.',
    sitesNone:
      'Keine andere Website darf diesen Code zeigen: Einbetten ist für diese Website nicht freigegeben.',
  },
});
