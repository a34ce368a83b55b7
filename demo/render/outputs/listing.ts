import type { Manifest } from '@tourview/schema';

/** The fictional listing the demo tour shows. */
export const LISTING: Manifest['property'] = {
  address: {
    line1: 'Lindenallee 14, 3rd floor',
    city: 'Leipzig',
    postalCode: '04109',
    region: 'Saxony',
    country: 'DE',
  },
  listing: 'sale',
  price: { amount: 389000, currency: 'EUR' },
  bedrooms: 1,
  bathrooms: 1,
  floorArea: { value: 72.5, unit: 'm2' },
  description: {
    en: 'A bright two-room apartment on the third floor of a renovated 1910 building: a living room with windows on two sides, an open kitchen with an island, a quiet bedroom with a built-in wardrobe and a tiled bathroom with a bathtub. Oak floors throughout the living areas, lift, cellar storage, five minutes on foot to the tram.',
    de: 'Helle Zweizimmerwohnung im dritten Obergeschoss eines sanierten Altbaus von 1910: ein Wohnzimmer mit Fenstern zu zwei Seiten, eine offene Küche mit Kochinsel, ein ruhiges Schlafzimmer mit Einbauschrank und ein gefliestes Bad mit Badewanne. Eichenparkett in den Wohnräumen, Aufzug, Kellerabteil, fünf Gehminuten zur Straßenbahn.',
  },
  agent: {
    name: 'Miriam Kessler',
    agency: 'Example Homes Leipzig',
    phone: '+49 341 555 0142',
    email: 'miriam.kessler@example.com',
  },
};
