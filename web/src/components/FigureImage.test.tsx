import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FigureImage } from './FigureImage.tsx';

describe('a figure\'s or copy\'s picture', () => {
  it('is the picture when there is one', () => {
    render(<FigureImage src="/uploads/leo.jpg" name="Leonardo" />);
    expect(screen.getByRole('img', { name: 'Leonardo' })).toHaveAttribute('src', '/uploads/leo.jpg');
  });

  it('is a drawn placeholder when there is none, with no character an emoji font would be needed for', () => {
    render(<FigureImage src={null} name="Leonardo" />);
    const placeholder = screen.getByRole('img', { name: 'Leonardo (no picture)' });
    expect(placeholder.querySelector('svg')).not.toBeNull();
    expect(placeholder.textContent).toBe('');
  });

  it('is the placeholder when the picture cannot be loaded', () => {
    render(<FigureImage src="/uploads/gone.jpg" name="Leonardo" />);
    fireEvent.error(screen.getByRole('img', { name: 'Leonardo' }));
    expect(screen.getByRole('img', { name: 'Leonardo (no picture)' }).querySelector('svg')).not.toBeNull();
  });
});
