/** A product video: a file to play, or a link to a page of a video site. */
export type ProductVideo = { type: 'file' | 'youtube' | 'vimeo'; url: string; title: string };

const youtubeId = (url: URL) => {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return url.searchParams.get('v');
    const match = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/);
    return match?.[1] ?? null;
  }
  return null;
};

const vimeoId = (url: URL) => {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  return url.pathname.split('/').find((part) => /^\d+$/.test(part)) ?? null;
};

/**
 * The player to embed for a video-site link: YouTube through its no-cookie domain, Vimeo with
 * do-not-track. Null for a file (played with <video>) or a link that names no video.
 */
export function embedUrl(video: ProductVideo): string | null {
  if (video.type === 'file') return null;
  let url: URL;
  try {
    url = new URL(video.url);
  } catch {
    return null;
  }
  if (video.type === 'youtube') {
    const id = youtubeId(url);
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
  }
  const id = vimeoId(url);
  return id ? `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` : null;
}
