import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Faq } from './faq';

describe('Faq', () => {
  it('opens and closes each answer as a disclosure, the answers staying in the HTML', () => {
    const faq = [
      { question: 'Do I need a permit?', answer: ['Not for a split system on your own wall.'] },
      { question: 'How long does installation take?', answer: ['A standard split system takes 3–5 hours.', 'A multi-split takes a day.'] },
    ];
    render(<Faq items={faq} />);
    const question = screen.getByRole('button', { name: 'How long does installation take?' });
    const answer = screen.getByText(/^A standard split system takes 3–5 hours\./);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(screen.getByRole('button', { name: faq[0].question })).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });
});
