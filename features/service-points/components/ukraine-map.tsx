import { mapHeight, mapWidth, outlinePath, project, riverPath } from '../geo';

export type MapMarker = { city: string; lat: number; lng: number; name: string; label: string };

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * The outline of Ukraine with one marker per city. With `onSelect` the markers are real buttons
 * (pressed = the city the list shows); without it the map is a picture described by `title`.
 */
export function UkraineMap({
  markers,
  title,
  selected,
  onSelect,
}: {
  markers: MapMarker[];
  title: string;
  selected?: string | null;
  onSelect?: (city: string) => void;
}) {
  return (
    <div role={onSelect ? 'group' : 'img'} aria-label={title} className="relative w-full select-none" style={{ aspectRatio: `${mapWidth} / ${mapHeight}` }}>
      <svg viewBox={`0 0 ${mapWidth} ${mapHeight}`} className="absolute inset-0 size-full" aria-hidden>
        <defs>
          <linearGradient id="ua-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#d8eeff" />
            <stop offset="1" stopColor="#eef8ff" />
          </linearGradient>
        </defs>
        <path d={outlinePath} fill="url(#ua-fill)" stroke="#1f8fe5" strokeWidth="3" strokeLinejoin="round" />
        <path d={riverPath} fill="none" stroke="#7cc0f5" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {markers.map((marker) => {
        const { x, y } = project(marker.lat, marker.lng);
        const active = selected === marker.city;
        const dot = (
          <>
            <span
              aria-hidden
              className={`block rounded-full border-2 border-white shadow-md transition-transform ${active ? 'size-5 bg-orange-500 ring-4 ring-orange-500/30' : 'size-3.5 bg-brand-600 group-hover:scale-125'}`}
            />
            <span
              aria-hidden
              className={`absolute left-full top-1/2 ml-0.5 -translate-y-1/2 whitespace-nowrap rounded px-1 text-xs font-semibold [text-shadow:0_0_3px_#fff,0_0_3px_#fff,0_0_3px_#fff] ${active ? 'text-orange-700' : 'hidden text-slate-800 sm:block'}`}
            >
              {marker.name}
            </span>
          </>
        );
        const position = { left: percent(x, mapWidth), top: percent(y, mapHeight) };
        return onSelect ? (
          <button
            key={marker.city}
            type="button"
            onClick={() => onSelect(marker.city)}
            aria-pressed={active}
            aria-label={marker.label}
            title={marker.label}
            style={position}
            className={`group absolute flex size-6 -translate-x-1/2 sm:size-8 -translate-y-1/2 items-center justify-center rounded-full ${active ? 'z-10' : ''}`}
          >
            {dot}
          </button>
        ) : (
          <span key={marker.city} style={position} className="absolute flex size-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center">
            {dot}
          </span>
        );
      })}
    </div>
  );
}
