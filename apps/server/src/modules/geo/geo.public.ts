// What the geo module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of geo/ (decision 030); tests may reach further.

export { countryName, findCountryCode } from './country-names';
export {
  citiesForGenerator,
  geocodeCity,
  geocodePlace,
  loadGazetteerNow,
  placeLabel,
  suggestPlaces,
} from './gazetteer';
export type { GazetteerCity } from './gazetteer';
export { normalizePlaceText } from './place-text';
export { usStateCode, usStates } from './us-states';
export { prefilledLocation, visitorPlace } from './visitor-place';
