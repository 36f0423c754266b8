import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { INVOICE_PANE_PATHS, PaymentInvoiceRedirect } from '@/app/layout/PaymentInvoiceRedirect';

function Where() {
  return <p>{useLocation().pathname}</p>;
}

describe('a tablet address that shows a comanda beside a list, opened on a phone', () => {
  it.each([
    ['/orderPayments/7', '/invoices/7'],
    ['/tables/12', '/invoices/12'],
  ])('goes from %s to the comanda on its own screen, %s', async (from, to) => {
    render(
      <MemoryRouter initialEntries={[from]}>
        <Routes>
          {INVOICE_PANE_PATHS.map((path) => (
            <Route key={path} path={path} element={<PaymentInvoiceRedirect />} />
          ))}
          <Route path="/invoices/:invoiceId" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(to)).toBeTruthy();
  });
});
