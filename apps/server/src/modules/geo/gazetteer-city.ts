export type GazetteerCity = {
  name: string;
  countryCode: string;
  // The state's postal code for a US city; null elsewhere.
  region: string | null;
  lat: number;
  lng: number;
  population: number;
};
