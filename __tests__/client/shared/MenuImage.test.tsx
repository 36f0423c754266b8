import { fireEvent, render, screen } from '@testing-library/react';
import { MenuImage } from '../../../src/shared/ui/MenuImage';
import { colorOf } from '../../../src/shared/lib/placeholder';

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
});
