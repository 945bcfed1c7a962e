import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import DiscountCode from './discount-code';

// A new discount code can be drawn at random, written nnn-nnn-nnn as the shop's codes are.

function renderNewCode() {
  const Stub = createRoutesStub([
    {
      path: '/admin-panel/indirim-kodu/:id',
      HydrateFallback: () => null,
      loader: () => ({ discountCode: null }),
      Component: DiscountCode as never,
    },
  ]);
  render(
    <MantineProvider>
      <Stub initialEntries={['/admin-panel/indirim-kodu/yeni']} />
    </MantineProvider>,
  );
  return screen.findByRole('button', { name: 'Rastgele kod üret' }, { timeout: 10_000 });
}

describe('/admin-panel/indirim-kodu/yeni', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('fills the code field with a random nnn-nnn-nnn code, a new one on each press', async () => {
    const user = userEvent.setup();
    const generate = await renderNewCode();
    const field = screen.getByRole('textbox', { name: /Kod \(büyük-küçük harfe duyarlı\)/ });
    expect(field).toHaveProperty('value', '');
    await user.click(generate);
    const first = (field as HTMLInputElement).value;
    expect(first).toMatch(/^\d{3}-\d{3}-\d{3}$/);
    await user.click(generate);
    const second = (field as HTMLInputElement).value;
    expect(second).toMatch(/^\d{3}-\d{3}-\d{3}$/);
    expect(second).not.toBe(first);
  });
});
