import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MenuImage } from '@/shared/ui/MenuImage';
import { colorOf } from '@/shared/lib/placeholder';

describe('MenuImage', () => {
  it('shows the photo while it loads fine', () => {
    render(<MenuImage src="/menu/images/3.jpg" name="Pizza" id={3} />);
    expect(screen.getByRole('img', { name: 'Pizza' })).toHaveAttribute('src', '/menu/images/3.jpg');
  });

  it('falls back to the coloured initial when the photo fails', () => {
    render(<MenuImage src="/menu/images/3.jpg" name="pizza" id={3} />);
    fireEvent.error(screen.getByRole('img', { name: 'pizza' }));
    const placeholder = screen.getByRole('img', { name: 'pizza' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('P');
    expect(placeholder).toHaveAttribute('data-placeholder-color', colorOf('pizza', 3));
  });

  it('uses the placeholder when there is no photo', () => {
    render(<MenuImage src={null} name="Suco" id={9} />);
    const placeholder = screen.getByRole('img', { name: 'Suco' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('S');
  });

  it('tries a new photo after the previous one failed', () => {
    const { rerender } = render(<MenuImage src="/menu/images/1.jpg" name="Pizza" id={3} />);
    fireEvent.error(screen.getByRole('img', { name: 'Pizza' }));
    rerender(<MenuImage src="/menu/images/2.jpg" name="Pizza" id={3} />);
    expect(screen.getByRole('img', { name: 'Pizza' })).toHaveAttribute('src', '/menu/images/2.jpg');
  });

  describe("a switched-off record's photo, which the public address refuses", () => {
    const realFetch = global.fetch;
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    beforeEach(() => {
      localStorage.setItem('auth-token-v2', 'token-2');
      URL.createObjectURL = jest.fn(() => 'blob:photo-7');
      URL.revokeObjectURL = jest.fn();
    });
    afterEach(() => {
      global.fetch = realFetch;
      localStorage.clear();
    });

    it("is fetched with the account's token and shown, and let go when the tile goes", async () => {
      global.fetch = jest.fn(async () => ({ ok: true, status: 200, blob: async () => photo })) as unknown as typeof fetch;
      const { unmount } = render(<MenuImage src="/menu/images/7.jpg" privatePath="/menu/images/7.jpg" name="Pastel" id={7} />);
      expect(global.fetch).not.toHaveBeenCalled();
      fireEvent.error(screen.getByRole('img', { name: 'Pastel' }));
      await waitFor(() => expect(screen.getByRole('img', { name: 'Pastel' })).toHaveAttribute('src', 'blob:photo-7'));
      const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
      expect(url).toBe('/menu/images/7.jpg');
      expect(init.headers.Authorization).toBe('Bearer token-2');
      unmount();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-7');
    });

    it('falls back to the placeholder when the signed-in fetch fails too', async () => {
      global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({ error: 'not_found', message: 'Imagem não encontrada.' }) })) as unknown as typeof fetch;
      render(<MenuImage src="/menu/images/8.jpg" privatePath="/menu/images/8.jpg" name="Pastel" id={8} />);
      fireEvent.error(screen.getByRole('img', { name: 'Pastel' }));
      await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
      const placeholder = screen.getByRole('img', { name: 'Pastel' });
      expect(placeholder.tagName).toBe('DIV');
      expect(placeholder).toHaveTextContent('P');
    });
  });
});
