import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichText } from '@/contracts/rich-text';
import { renderWithIntl } from '@/tests/unit/render';
import { RichTextView } from './rich-text';

const doc: RichText = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'For private homes' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read the ' },
        { type: 'text', text: 'rules', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.org/rules' } }] },
        { type: 'text', text: ' first.' },
      ],
    },
    { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rinse the filters' }] }] }] },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Terms change.' }] }] },
  ],
};

// The editor (ProseMirror) needs a browser's layout: e2e/news.spec.ts types into it.
describe('RichTextView', () => {
  it('renders every admitted node as the site’s element; an outside link opens without giving the page away', () => {
    renderWithIntl(<RichTextView doc={doc} />);
    expect(screen.getByRole('heading', { level: 2, name: 'For private homes' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'rules' });
    expect(link).toHaveAttribute('href', 'https://example.org/rules');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('strong') ?? link.querySelector('strong')).not.toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Rinse the filters');
    expect(screen.getByText('Terms change.')).toBeInTheDocument();
  });
});
