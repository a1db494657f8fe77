import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/unit/render';
import { ProductVideos } from './product-videos';

describe('ProductVideos', () => {
  it('names the host each video is on', () => {
    renderWithIntl(
      <ProductVideos
        videos={[
          { type: 'youtube', url: 'https://www.youtube.com/watch?v=abc', title: 'Overview' },
          { type: 'vimeo', url: 'https://vimeo.com/123456789', title: 'Installation' },
          { type: 'file', url: '/storage/service.mp4', title: 'Service' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /Overview/ })).toHaveTextContent('Video on YouTube');
    expect(screen.getByRole('button', { name: /Installation/ })).toHaveTextContent('Video on Vimeo');
    expect(screen.getByRole('button', { name: /Service/ })).toHaveTextContent('Video file');
  });
});
