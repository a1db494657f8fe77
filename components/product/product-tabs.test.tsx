import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductTabs } from './product-tabs';

const tabs = [
  { title: 'Description', content: <p>Quiet and efficient</p> },
  { title: 'Documents', content: <a href="/manual.pdf">Manual</a> },
  { title: 'Videos', content: <p>Installation video</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const panelText = (text: string) => screen.getByText(text).closest('[role="tabpanel"]');

// The tests run in order: Headless UI's tabs, once loaded, stay loaded for the module (as on a page).
describe('ProductTabs', () => {
  it('starts as plain tabs: every panel in the document, one shown, clicks switch them', () => {
    render(<ProductTabs tabs={tabs} label="Product details" />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    expect(panelText('Quiet and efficient')).toBeVisible();
    expect(panelText('Manual')).not.toBeVisible();
    expect(panelText('Manual')).toHaveAttribute('aria-labelledby', tab('Documents').id);

    fireEvent.click(tab('Documents'));
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Description')).toHaveAttribute('aria-selected', 'false');
    expect(panelText('Manual')).toBeVisible();
    expect(panelText('Quiet and efficient')).not.toBeVisible();
  });

  it('loads the keyboard tabs when a tab gets focus, on the chosen tab and keeping the focus', async () => {
    const user = userEvent.setup();
    render(<ProductTabs tabs={tabs} label="Product details" />);
    fireEvent.click(tab('Documents'));
    tab('Documents').focus();
    // Headless UI is loaded on first focus: slow on a busy machine.
    await waitFor(() => expect(tab('Documents').id).toMatch(/^headlessui-tabs-tab-/), { timeout: 10_000 });
    expect(tab('Documents')).toHaveFocus();
    expect(panelText('Manual')).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(tab('Videos')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Videos')).toHaveFocus();
    expect(panelText('Installation video')).toBeVisible();
    await user.keyboard('{Home}');
    expect(tab('Description')).toHaveFocus();
  });
});
