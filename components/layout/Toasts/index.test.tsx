import { act, render, screen, waitFor, within } from '@testing-library/react';
import { showToast } from '@/components/layout/Toasts/toast';
import { shellText } from '@/content/shell';
import { Toasts } from '.';

describe('Toasts', () => {
  it('loads nothing until the first toast, then shows it at top-center with the spec settings', async () => {
    render(<Toasts text={shellText.en.toasts} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => showToast({ kind: 'success', message: 'Message sent successfully!' }));
    const sent = (await screen.findByText('Message sent successfully!')).closest('li') as HTMLElement;
    expect(within(sent).getByRole('button', { name: 'Close toast' })).toBeInTheDocument();

    const region = screen.getByRole('region', { name: new RegExp(`^${shellText.en.toasts.region} alt\\+T`) });
    const list = region.querySelector('ol');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(list?.style.getPropertyValue('--width')).toBe('356px');
    expect(list?.style.getPropertyValue('--gap')).toBe('14px');
  });

  it('shows an error toast with its description', async () => {
    render(<Toasts text={shellText.en.toasts} />);
    act(() =>
      showToast({
        kind: 'error',
        message: 'Failed to send message. Please try again.',
        description: 'A description',
      }),
    );
    const toast = (await screen.findByText('Failed to send message. Please try again.')).closest('li');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(toast as HTMLElement).getByText('A description')).toBeInTheDocument();
  });

  it('replaces a toast with one of the same id', async () => {
    render(<Toasts text={shellText.en.toasts} />);
    act(() => showToast({ kind: 'error', message: 'The send failed', id: 'send' }));
    await screen.findByText('The send failed');
    act(() => showToast({ kind: 'success', message: 'The second send went through', id: 'send' }));
    const toast = (await screen.findByText('The second send went through')).closest('li');
    expect(toast).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(screen.queryByText('The send failed')).not.toBeInTheDocument());
  });

  it('shows the new toast of an id whose old one is just leaving (its 4000 ms up)', async () => {
    render(<Toasts text={shellText.en.toasts} />);
    // sonner is loaded on the first toast.
    act(() => showToast({ kind: 'info', message: 'Loaded' }));
    await screen.findByText('Loaded');
    jest.useFakeTimers();
    try {
      act(() => showToast({ kind: 'error', message: 'The send failed', id: 'send' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText('The send failed')).toBeInTheDocument();
      // The failure's 4000 ms are up: it is on its way out when the success comes.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4_000);
      });
      act(() => showToast({ kind: 'success', message: 'The second send went through', id: 'send' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByText('The second send went through')).toBeInTheDocument();
      expect(screen.queryByText('The send failed')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps at most three toasts visible', async () => {
    render(<Toasts text={shellText.en.toasts} />);
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast({ kind: 'info', message: `Note ${n}` });
    });
    await screen.findByText('Note 4');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);
  });

  it('names its region and close buttons in Bangla on a Bangla page', async () => {
    render(<Toasts text={shellText.bn.toasts} />);
    act(() => showToast({ kind: 'success', message: 'বার্তা পাঠানো হয়েছে' }));
    const toast = (await screen.findByText('বার্তা পাঠানো হয়েছে')).closest('li') as HTMLElement;
    expect(screen.getByRole('region', { name: /^বিজ্ঞপ্তি alt\+T/ })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'বিজ্ঞপ্তি বন্ধ করুন' })).toBeInTheDocument();
  });
});
