import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server HTML', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('is true after a render on the client', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });

  it('hydrates the server HTML without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('hydrated');
    act(() => root.unmount());
    container.remove();
  });
});
