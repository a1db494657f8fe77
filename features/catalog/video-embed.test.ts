import { describe, expect, it } from 'vitest';
import { embedUrl } from './video-embed';

const yt = (url: string) => embedUrl({ type: 'youtube', url, title: 'x' });

describe('embedUrl', () => {
  it('embeds every form of a YouTube link through youtube-nocookie', () => {
    const expected = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    expect(yt('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(expected);
    expect(yt('https://youtu.be/dQw4w9WgXcQ')).toBe(expected);
    expect(yt('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(expected);
    expect(yt('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(expected);
  });

  it('embeds Vimeo with do-not-track', () => {
    expect(embedUrl({ type: 'vimeo', url: 'https://vimeo.com/76979871', title: 'x' })).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(embedUrl({ type: 'vimeo', url: 'https://player.vimeo.com/video/76979871', title: 'x' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('embeds nothing for files, other sites and links without a video id', () => {
    expect(embedUrl({ type: 'file', url: 'http://localhost:4000/storage/v.mp4', title: 'x' })).toBeNull();
    expect(yt('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(yt('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(yt('not a url')).toBeNull();
    expect(embedUrl({ type: 'vimeo', url: 'https://vimeo.com/channels/staff', title: 'x' })).toBeNull();
  });
});
