import { act, render, screen } from '@testing-library/react';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import { DayHeader } from '@/shared/ui/DayHeader';
import { CalendarDayHeader } from '@/shared/ui/CalendarDayHeader';

describe('RelativeTime', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 10, 20, 12, 0, 0) });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("moves from 'agora' to minutes on its timer", () => {
    render(<RelativeTime date={new Date(2026, 10, 20, 11, 59, 30)} intervalMs={10_000} />);
    expect(screen.getByText('agora')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByText('agora')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('há 1 minuto')).toBeInTheDocument();
  });

  it('shares one timer between many times on the same interval', () => {
    const date = new Date(2026, 10, 20, 11, 50);
    const { unmount } = render(
      <>
        {Array.from({ length: 20 }, (_, index) => (
          <RelativeTime key={index} date={date} intervalMs={5_000} />
        ))}
      </>,
    );
    expect(jest.getTimerCount()).toBe(1);
    expect(screen.getAllByText('há 10 minutos')).toHaveLength(20);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('exposes the machine-readable time', () => {
    const date = new Date(2026, 10, 20, 11, 30);
    render(<RelativeTime date={date.toISOString()} />);
    expect(screen.getByText('há 30 minutos').closest('time')).toHaveAttribute('dateTime', date.toISOString());
  });
});

describe('day headers', () => {
  it('shows the day label', async () => {
    render(<DayHeader label="quinta-feira, 19 de novembro" />);
    expect(await screen.findByText('quinta-feira, 19 de novembro')).toBeInTheDocument();
  });

  it('draws the calendar leaf with the full label for screen readers', () => {
    render(<CalendarDayHeader day={new Date(2026, 10, 19)} label="quinta-feira, 19 de novembro" />);
    expect(screen.getByText('19')).toBeInTheDocument();
    expect(screen.getByText('nov')).toBeInTheDocument();
    expect(screen.getByText('quinta')).toBeInTheDocument();
    expect(screen.getByText('quinta-feira, 19 de novembro')).toBeInTheDocument();
  });
});
