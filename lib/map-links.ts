/** A link that opens a place on OpenStreetMap (no map tiles or scripts are loaded by our pages). */
export const mapLink = ({ lat, lng }: { lat: number; lng: number }, zoom = 17) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
