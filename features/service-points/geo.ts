/**
 * A simplified outline of Ukraine (mainland and Crimea) and the Dnipro river as [longitude, latitude]
 * pairs, and the projection that places points on it. Equirectangular with the longitude scaled by the
 * cosine of the middle latitude: good enough at this size, and the same function places the markers.
 */
type LngLat = readonly [number, number];

const mainland: LngLat[] = [
  [23.63, 51.52],
  [24.4, 51.88],
  [25.3, 51.93],
  [26.2, 51.86],
  [27.2, 51.62],
  [28.2, 51.56],
  [28.8, 51.45],
  [29.3, 51.38],
  [30.1, 51.48],
  [30.55, 51.25],
  [30.65, 51.62],
  [30.95, 52.05],
  [31.78, 52.1],
  [32.35, 52.3],
  [33.2, 52.36],
  [33.82, 52.35],
  [34.1, 51.98],
  [34.4, 51.72],
  [34.2, 51.25],
  [35.1, 51.2],
  [35.45, 50.7],
  [35.65, 50.36],
  [36.15, 50.42],
  [36.65, 50.24],
  [37.45, 50.38],
  [38.02, 49.93],
  [38.6, 49.97],
  [39.2, 49.86],
  [39.75, 49.58],
  [40.15, 49.6],
  [40.2, 49.25],
  [39.7, 48.8],
  [39.85, 48.35],
  [39.75, 47.85],
  [38.85, 47.85],
  [38.25, 47.55],
  [38.2, 47.1],
  [37.55, 47.08],
  [36.8, 46.75],
  [36.0, 46.68],
  [35.3, 46.38],
  [34.8, 46.17],
  [34.4, 46.05],
  [33.8, 46.22],
  [33.2, 46.15],
  [32.9, 46.1],
  [32.1, 46.15],
  [31.6, 46.45],
  [31.55, 46.62],
  [31.0, 46.62],
  [30.75, 46.45],
  [30.45, 46.07],
  [30.0, 45.8],
  [29.75, 45.62],
  [29.7, 45.3],
  [29.2, 45.4],
  [28.85, 45.33],
  [28.25, 45.45],
  [28.35, 45.9],
  [28.95, 46.45],
  [29.75, 46.45],
  [30.1, 46.42],
  [29.9, 46.85],
  [29.6, 47.35],
  [29.25, 47.95],
  [28.95, 48.12],
  [28.5, 48.15],
  [27.95, 48.33],
  [27.55, 48.47],
  [27.0, 48.4],
  [26.62, 48.25],
  [26.2, 47.98],
  [25.55, 47.92],
  [25.1, 47.75],
  [24.6, 47.95],
  [24.0, 47.96],
  [23.45, 48.0],
  [22.9, 47.95],
  [22.6, 48.1],
  [22.15, 48.4],
  [22.3, 48.7],
  [22.56, 49.08],
  [22.7, 49.45],
  [22.95, 49.65],
  [23.45, 50.2],
  [24.0, 50.45],
  [24.1, 50.85],
  [23.7, 51.25],
];

const crimea: LngLat[] = [
  [33.68, 46.15],
  [34.1, 46.05],
  [34.55, 45.95],
  [35.05, 45.68],
  [35.45, 45.32],
  [36.1, 45.45],
  [36.65, 45.4],
  [36.45, 45.1],
  [35.85, 45.05],
  [35.4, 45.03],
  [34.95, 44.84],
  [34.4, 44.68],
  [34.17, 44.5],
  [33.78, 44.39],
  [33.5, 44.58],
  [33.6, 44.85],
  [33.37, 45.19],
  [32.85, 45.35],
  [32.5, 45.35],
  [32.75, 45.55],
  [33.2, 45.85],
  [33.6, 45.95],
];

const dnipro: LngLat[] = [
  [30.55, 51.25],
  [30.55, 50.9],
  [30.56, 50.45],
  [31.2, 50.05],
  [32.06, 49.44],
  [32.9, 49.2],
  [33.42, 49.07],
  [34.2, 48.75],
  [35.05, 48.46],
  [35.14, 47.84],
  [34.75, 47.62],
  [34.39, 47.57],
  [33.6, 47.05],
  [32.61, 46.64],
  [32.0, 46.55],
];

const all = [...mainland, ...crimea];
const minLng = Math.min(...all.map(([lng]) => lng)) - 0.3;
const maxLng = Math.max(...all.map(([lng]) => lng)) + 0.3;
const minLat = Math.min(...all.map(([, lat]) => lat)) - 0.3;
const maxLat = Math.max(...all.map(([, lat]) => lat)) + 0.3;
const lngScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);

/** Map units: 1000 wide, the height follows the projection. */
export const mapWidth = 1000;
const unit = mapWidth / ((maxLng - minLng) * lngScale);
export const mapHeight = Math.round((maxLat - minLat) * unit);

export function project(lat: number, lng: number) {
  return { x: (lng - minLng) * lngScale * unit, y: (maxLat - lat) * unit };
}

const path = (points: LngLat[], closed: boolean) =>
  points.map(([lng, lat], i) => `${i ? 'L' : 'M'}${project(lat, lng).x.toFixed(1)} ${project(lat, lng).y.toFixed(1)}`).join('') + (closed ? 'Z' : '');

export const outlinePath = path(mainland, true) + path(crimea, true);

/** Whether a place lies inside the outline (ray casting), so that the data and the drawing can be checked together. */
export function insideOutline(lat: number, lng: number) {
  return [mainland, crimea].some((ring) =>
    ring.reduce((inside, [x1, y1], i) => {
      const [x2, y2] = ring[(i + ring.length - 1) % ring.length];
      return y1 > lat !== y2 > lat && lng < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1 ? !inside : inside;
    }, false),
  );
}
export const riverPath = path(dnipro, false);
