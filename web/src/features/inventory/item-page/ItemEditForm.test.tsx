import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testItem } from '../../../test/item.ts';
import { renderScreen } from '../../../test/render.tsx';
import { ItemEditForm } from './ItemEditForm.tsx';

const item = testItem({ id: 5, purchase_price: 24.99, purchase_date: '2024-03-05' });

/** Answers every request with `status` and `body`, recording what was sent. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

beforeEach(() => {
  // jsdom lays nothing out, so has no scrolling to do.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the item edit form', () => {
  it('refuses a bad value before sending, saying why beside the field, which gets the focus', async () => {
    const fetchMock = answer(200, {});
    renderScreen(<ItemEditForm item={item} onDone={() => {}} />);
    const price = screen.getByLabelText('Purchase Price');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('maxLength', '10000');

    fireEvent.change(price, { target: { value: '-5' } });
    save();
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Purchase price must be 0 or more');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();

    // Changing the field takes its error away.
    fireEvent.change(price, { target: { value: '5' } });
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Purchase price must be 0 or more')).toBeNull();
  });

  it("shows the server's refusal beside the field it names", async () => {
    answer(400, { error: 'Purchase date cannot be in the future', field: 'purchase_date', errors: [{ field: 'purchase_date', error: 'Purchase date cannot be in the future' }] });
    renderScreen(<ItemEditForm item={item} onDone={() => {}} />);
    save();
    const date = screen.getByLabelText('Purchase Date');
    await waitFor(() => expect(date).toHaveAccessibleDescription('Purchase date cannot be in the future'));
    expect(date).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failure about no field of the form for the whole form', async () => {
    answer(500, { error: 'Internal server error' });
    renderScreen(<ItemEditForm item={item} onDone={() => {}} />);
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it("starts in the copy's own currency, totals in the one chosen, and sends it with the amounts", async () => {
    const fetchMock = answer(200, item);
    renderScreen(<ItemEditForm item={testItem({ id: 5, purchase_price: 40, currency: 'EUR' })} onDone={() => {}} />);
    const paidIn = screen.getByLabelText('Paid in');
    expect(paidIn).toHaveValue('EUR');
    fireEvent.change(screen.getByLabelText('Shipping Paid'), { target: { value: '12.5' } });
    expect(screen.getByText('€52.50')).toBeInTheDocument();
    fireEvent.change(paidIn, { target: { value: 'GBP' } });
    expect(screen.getByText('£52.50')).toBeInTheDocument();
    save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ purchase_price: 40, purchase_shipping: 12.5, currency: 'GBP' });
  });
});
